import type { LucideIcon } from 'lucide-react';
import { Building2, Phone, Star, Video } from 'lucide-react';
import {
  consultationModeLabel,
  professionalTypeLabel,
  type TConsultationMode,
  type TProfessionalType,
} from '../../../domain/professionals/search-options';
import { cn } from '../../shared/ui/cn';
import { InitialsAvatar, type TAvatarColor } from '../home/initials-avatar';

const AVATAR_COLORS: readonly TAvatarColor[] = ['blue', 'emerald', 'amber', 'rose', 'violet', 'teal'];

/** The same professional always gets the same colour. */
export function avatarColorFor(id: number): TAvatarColor {
  return AVATAR_COLORS[Math.abs(id) % AVATAR_COLORS.length] ?? 'blue';
}

export function ProfessionalAvatar(props: { id: number; name: string; className?: string }) {
  return <InitialsAvatar name={props.name} color={avatarColorFor(props.id)} className={props.className} />;
}

export function TypeBadge({ type }: { type: TProfessionalType }) {
  return (
    <span className="inline-flex items-center rounded-full border border-brand-100 bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
      {professionalTypeLabel(type)}
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

/** ★ 4,8 (127 avis), read as « Note 4,8 sur 5, 127 avis ». */
export function RatingSummary(props: { rating: number; reviewCount: number; className?: string }) {
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
