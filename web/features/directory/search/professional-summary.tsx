import type { LucideIcon } from 'lucide-react';
import { Building2, Euro, Languages, MapPin, Phone, Star, Video } from 'lucide-react';
import { feeText } from '#domain/directory/professionals/fee-text.ts';
import { domainsLabel } from '#domain/directory/professionals/lawful-labels.ts';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import { professionalTitleLine } from '#domain/directory/professionals/professional-title.ts';
import {
  consultationModeLabel,
  professionalTypeLabel,
  type TConsultationMode,
  type TProfessionalType,
} from '#domain/kernel/vocabulary/search-options.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { InitialsAvatar, type TAvatarColor } from '../home/initials-avatar';

const AVATAR_COLORS: readonly TAvatarColor[] = ['blue', 'emerald', 'amber', 'rose', 'violet', 'teal'];

/** The same professional always gets the same colour. */
export function avatarColorFor(id: number): TAvatarColor {
  return AVATAR_COLORS[Math.abs(id) % AVATAR_COLORS.length] ?? 'blue';
}

export function ProfessionalAvatar(props: { id: number; name: string; className?: string }) {
  return <InitialsAvatar name={props.name} color={avatarColorFor(props.id)} className={props.className} />;
}

/**
 * The professional's title as they write it (« Avocate »), else the profession's noun; an avocat's with their
 * bar (« Avocate au barreau de Paris », issue 29 §2), and nothing about a bar they did not give.
 */
export function TypeBadge({
  type,
  title,
  barAssociation,
}: {
  type: TProfessionalType;
  title?: string;
  barAssociation?: string | null;
}) {
  return (
    <span className="inline-flex items-center rounded-full border border-brand-100 bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
      {professionalTitleLine({
        professionalType: type,
        title: title || professionalTypeLabel(type),
        barAssociation,
      })}
    </span>
  );
}

/** '15 ans d'expérience', or null when the professional did not say. */
export function experienceLabel(years: number | null): string | null {
  if (years === null) return null;
  return `${years} ${years > 1 ? 'ans' : 'an'} d'expérience`;
}

const RATING_FORMAT = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatRating(rating: number): string {
  return RATING_FORMAT.format(rating);
}

export function ratingAccessibleLabel(rating: number, reviewCount: number): string {
  return `Note ${formatRating(rating)} sur 5, ${reviewCount} avis`;
}

/**
 * ★ 4,8 (127 avis), read as « Note 4,8 sur 5, 127 avis »; nothing while no review is published
 * (the API then sends no rating: domain/directory/professionals/search-rating.ts).
 */
export function RatingSummary(props: {
  rating: number | null;
  reviewCount: number | null;
  className?: string;
}) {
  if (props.rating === null || props.reviewCount === null) return null;
  return (
    <span
      role="img"
      aria-label={ratingAccessibleLabel(props.rating, props.reviewCount)}
      className={cn('inline-flex items-center gap-1 text-sm', props.className)}
    >
      <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
      <span className="font-semibold text-slate-900">{formatRating(props.rating)}</span>
      <span className="text-slate-600">({props.reviewCount} avis)</span>
    </span>
  );
}

const MODE_ICONS: Record<TConsultationMode, LucideIcon> = {
  cabinet: Building2,
  visio: Video,
  telephone: Phone,
};

export function ModesList(props: { modes: readonly TConsultationMode[]; className?: string }) {
  return (
    <ul aria-label="Modes de consultation" className={cn('flex flex-wrap gap-2', props.className)}>
      {props.modes.map((mode) => {
        const Icon = MODE_ICONS[mode];
        return (
          <li
            key={mode}
            className="inline-flex items-center gap-1.5 rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700"
          >
            <Icon className="h-3.5 w-3.5" aria-hidden="true" />
            {consultationModeLabel(mode)}
          </li>
        );
      })}
    </ul>
  );
}

export function addressLine(professional: {
  streetAddress: string;
  postalCode: string;
  city: string;
}): string {
  const town = [professional.postalCode, professional.city].filter(Boolean).join(' ');
  return [professional.streetAddress, town].filter(Boolean).join(', ');
}

/** 'tel:' links want the number without spaces or dots. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const KM_FORMAT = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

function formatKm(distanceKm: number): string {
  return `${KM_FORMAT.format(distanceKm)} km`;
}

/** Address (with the distance on the results), languages and phone: the same list on cards and profiles. */
export function ContactDetails(props: {
  professional: {
    streetAddress: string;
    postalCode: string;
    city: string;
    languages: readonly string[];
    phone: string;
  };
  distanceKm?: number | null;
  className?: string;
}) {
  const { professional } = props;
  return (
    <ul className={cn('space-y-1 text-sm text-slate-600', props.className)}>
      <li className="flex items-start gap-2">
        <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
        <span>
          <span className="sr-only">Adresse&nbsp;: </span>
          {addressLine(professional)}
          {props.distanceKm !== undefined && props.distanceKm !== null ? (
            <span className="text-slate-500"> · à {formatKm(props.distanceKm)}</span>
          ) : null}
        </span>
      </li>
      {professional.languages.length > 0 ? (
        <li className="flex items-start gap-2">
          <Languages className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span>
            <span className="sr-only">Langues&nbsp;: </span>
            {professional.languages.join(', ')}
          </span>
        </li>
      ) : null}
      {professional.phone ? (
        <li className="flex items-start gap-2">
          <Phone className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span>
            <span className="sr-only">Téléphone&nbsp;: </span>
            <a href={phoneHref(professional.phone)} className="hover:text-brand-700 hover:underline">
              {professional.phone}
            </a>
          </span>
        </li>
      ) : null}
    </ul>
  );
}

/** The first-consultation fee the professional entered, and legal aid when they accept it; nothing otherwise. */
export function FeeSummary(props: {
  fees: TProfessionalFees | null;
  acceptsLegalAid: boolean;
  className?: string;
}) {
  if (!props.fees) return null;
  return (
    <p className={cn('flex items-start gap-2 text-sm text-slate-600', props.className)}>
      <Euro className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
      <span>
        Première consultation&nbsp;:{' '}
        <span className="font-medium text-slate-900">{feeText(props.fees.firstConsultation)}</span>
        {props.acceptsLegalAid ? <span> · Aide juridictionnelle acceptée</span> : null}
      </span>
    </p>
  );
}

/**
 * An avocat's « Domaines d'activité : Droit de la famille, Droit des successions » (issue 29 §2: never
 * « spécialités », reserved to certified lawyers); the other professions keep their main domain's label.
 */
export function DomainsLine(props: {
  professionalType: TProfessionalType;
  specialty: string;
  specialties: readonly string[];
  className?: string;
}) {
  if (props.professionalType !== 'avocat' || props.specialties.length === 0) {
    return <span className={props.className}>{props.specialty}</span>;
  }
  return (
    <span className={props.className}>
      {domainsLabel('avocat')}&nbsp;: {props.specialties.join(', ')}
    </span>
  );
}
