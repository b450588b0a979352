import { Building2, CalendarCheck, MapPin, Phone } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  firmDomains,
  firmModes,
  firstFirmAvailability,
  type TFirmAvailability,
} from '#domain/directory/firms/firm-availability.ts';
import {
  firmLawyersHeading,
  firmMetaDescription,
  firmTitle,
} from '#domain/directory/firms/firm-head-text.ts';
import { parseFirmId } from '#domain/directory/firms/firm-id.ts';
import { firmJsonLd } from '#domain/directory/firms/firm-json-ld.ts';
import type { TFirmPage, TFirmPageLawyer } from '#domain/directory/firms/firm-page-schemas.ts';
import { JSON_LD_SCRIPT_ID } from '#domain/directory/seo/head-html.ts';
import { FIRM_LEGAL_FORM_LABELS } from '#domain/identity/firms/firm-legal-forms.ts';
import type { TLegalDomain } from '#domain/kernel/vocabulary/legal-domains.ts';
import { consultationModeLabel, type TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import { browserOrigin } from '#web/shared/browser-only.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Select } from '#web/shared/ui/input.tsx';
import { NotFoundPage } from '../not-found/not-found-page';
import { isNotFound } from '../professionals/profile-api';
import { useJsonLd } from '../professionals/use-json-ld';
import { useMetaDescription } from '../professionals/use-meta-description';
import type { TBookingSlot } from '../search/open-booking';
import {
  addressLine,
  DomainsLine,
  ModesList,
  ProfessionalAvatar,
  phoneHref,
  TypeBadge,
} from '../search/professional-summary';
import { modesLabel, nextAvailabilityText, slotDateTimeLabel } from '../search/slot-format';
import { useFirmPage } from './firm-api';

const ANY = '';

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function FirmHeader({ firm }: { firm: TFirmPage }) {
  const address = addressLine(firm);
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
      {firm.logoUrl ? (
        <img
          src={firm.logoUrl}
          alt={`Logo de ${firm.name}`}
          width={80}
          height={80}
          className="h-20 w-20 shrink-0 rounded-xl border border-slate-200 bg-white object-contain"
        />
      ) : (
        <div
          className="flex h-20 w-20 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
          aria-hidden="true"
        >
          <Building2 className="h-10 w-10" />
        </div>
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{firm.name}</h1>
          <span className="inline-flex items-center rounded-full border border-brand-100 bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
            {FIRM_LEGAL_FORM_LABELS[firm.legalForm]}
          </span>
        </div>
        <ul className="space-y-1 text-sm text-slate-600">
          {address ? (
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span>
                <span className="sr-only">Adresse&nbsp;: </span>
                {address}
              </span>
            </li>
          ) : null}
          {firm.phone ? (
            <li className="flex items-start gap-2">
              <Phone className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span>
                <span className="sr-only">Téléphone&nbsp;: </span>
                <a href={phoneHref(firm.phone)} className="hover:text-brand-700 hover:underline">
                  {firm.phone}
                </a>
              </span>
            </li>
          ) : null}
        </ul>
      </div>
    </header>
  );
}

/** The firm's earliest slot for a domain and a mode, and the button that books it with that lawyer. */
function FirstAvailability({ firm, onBook }: { firm: TFirmPage; onBook: TBookFirmSlot }) {
  const id = useId();
  const domains = useMemo(() => firmDomains(firm.lawyers), [firm.lawyers]);
  const modes = useMemo(() => firmModes(firm.lawyers), [firm.lawyers]);
  const [domain, setDomain] = useState<TLegalDomain | null>(null);
  const [mode, setMode] = useState<TConsultationMode | null>(null);
  const found = firstFirmAvailability(firm.lawyers, { domain, mode });
  const filtered = domain !== null || mode !== null;

  return (
    <section
      aria-labelledby={`${id}-titre`}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={`${id}-titre`} className="text-xl font-semibold text-slate-900">
        Premier rendez-vous disponible
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-domaine`} className="text-sm font-medium text-slate-900">
            Domaine
          </label>
          <Select
            id={`${id}-domaine`}
            value={domain ?? ANY}
            onChange={(event) =>
              setDomain(event.target.value === ANY ? null : (event.target.value as TLegalDomain))
            }
          >
            <option value={ANY}>Tous les domaines</option>
            {domains.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-mode`} className="text-sm font-medium text-slate-900">
            Mode de consultation
          </label>
          <Select
            id={`${id}-mode`}
            value={mode ?? ANY}
            onChange={(event) =>
              setMode(event.target.value === ANY ? null : (event.target.value as TConsultationMode))
            }
          >
            <option value={ANY}>Tous les modes</option>
            {modes.map((value) => (
              <option key={value} value={value}>
                {consultationModeLabel(value)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div aria-live="polite">
        {found ? (
          <FoundSlot found={found} mode={mode} onBook={onBook} />
        ) : (
          <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
            {filtered
              ? 'Aucun créneau en ligne pour ce choix dans les prochains jours. Essayez un autre domaine ou un autre mode, ou appelez le cabinet.'
              : 'Aucun créneau en ligne dans les prochains jours. Appelez le cabinet pour prendre rendez-vous.'}
          </p>
        )}
      </div>
    </section>
  );
}

/** Opens the booking with that professional on that slot (the app's booking dialog). */
export type TBookFirmSlot = (professionalId: number, slot: TBookingSlot) => void;

function FoundSlot(props: {
  found: TFirmAvailability;
  mode: TConsultationMode | null;
  onBook: TBookFirmSlot;
}) {
  const { found, mode } = props;
  const id = useId();
  const { lawyer, slot } = found;
  // The mode asked for comes first: the booking starts in it.
  const modes = mode ? [mode, ...slot.modes.filter((other) => other !== mode)] : slot.modes;
  return (
    <div className="flex flex-col gap-4 rounded-lg bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div id={id} className="space-y-1">
        <p className="text-lg font-semibold text-slate-900">{capitalised(slotDateTimeLabel(slot))}</p>
        <p className="text-sm text-slate-700">
          avec{' '}
          <Link to={paths.lawyer(lawyer.id)} className="font-medium text-brand-700 hover:underline">
            {lawyer.name}
          </Link>{' '}
          · {modesLabel(modes)}
        </p>
      </div>
      <Button
        size="lg"
        aria-describedby={id}
        onClick={() => props.onBook(lawyer.id, { start: slot.start, modes })}
      >
        <CalendarCheck className="h-5 w-5" aria-hidden="true" />
        Réserver ce créneau
      </Button>
    </div>
  );
}

function FirmLawyerCard({ lawyer }: { lawyer: TFirmPageLawyer }) {
  const id = useId();
  return (
    <article
      aria-labelledby={id}
      className="flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <ProfessionalAvatar id={lawyer.id} name={lawyer.name} className="h-14 w-14 text-lg" />
      <div className="min-w-0 flex-1 space-y-2">
        <h3 id={id} className="text-lg font-semibold text-slate-900">
          <Link to={paths.lawyer(lawyer.id)} className="hover:text-brand-700 hover:underline">
            {lawyer.name}
          </Link>
        </h3>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <TypeBadge
            type={lawyer.professionalType}
            title={lawyer.title}
            barAssociation={lawyer.barAssociation}
          />
          <DomainsLine
            professionalType={lawyer.professionalType}
            specialty={lawyer.specialty}
            specialties={lawyer.specialties}
          />
        </div>
        {lawyer.city ? (
          <p className="flex items-start gap-2 text-sm text-slate-600">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span>
              <span className="sr-only">Ville&nbsp;: </span>
              {lawyer.city}
            </span>
          </p>
        ) : null}
        <p className="text-sm text-slate-700">
          {lawyer.acceptsOnlineBooking
            ? nextAvailabilityText(lawyer.firstSlots[0]?.start ?? null)
            : 'Ne prend pas de rendez-vous en ligne\u00a0: contactez le cabinet.'}
        </p>
        <ModesList modes={lawyer.modes} />
      </div>
    </article>
  );
}

function FirmView({ firm, onBook }: { firm: TFirmPage; onBook: TBookFirmSlot }) {
  const id = useId();
  useDocumentTitle(firmTitle(firm));
  useMetaDescription(firmMetaDescription(firm));
  const jsonLd = useMemo(
    () =>
      firmJsonLd(firm, {
        firm: `${browserOrigin()}${paths.firm(firm.id)}`,
        lawyer: (lawyerId) => `${browserOrigin()}${paths.lawyer(lawyerId)}`,
      }),
    [firm],
  );
  useJsonLd(JSON_LD_SCRIPT_ID, jsonLd);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6">
      <FirmHeader firm={firm} />
      <FirstAvailability firm={firm} onBook={onBook} />
      <section aria-labelledby={`${id}-avocats`} className="space-y-4">
        <h2 id={`${id}-avocats`} className="text-xl font-semibold text-slate-900">
          {firmLawyersHeading(firm)}
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {firm.lawyers.map((lawyer) => (
            <li key={lawyer.id}>
              <FirmLawyerCard lawyer={lawyer} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function FirmLoading() {
  useDocumentTitle('Cabinet');
  return (
    <>
      <p role="status" className="sr-only">
        Chargement du cabinet…
      </p>
      <div className="mx-auto max-w-5xl animate-pulse px-4 py-8" aria-hidden="true">
        <div className="flex gap-5">
          <div className="h-20 w-20 rounded-xl bg-slate-200" />
          <div className="flex-1 space-y-3">
            <div className="h-7 w-2/3 rounded bg-slate-200" />
            <div className="h-4 w-1/2 rounded bg-slate-100" />
          </div>
        </div>
        <div className="mt-6 h-40 rounded-xl bg-slate-100" />
        <div className="mt-6 h-64 rounded-xl bg-slate-100" />
      </div>
    </>
  );
}

function FirmError({ message, onRetry }: { message: string; onRetry: () => void }) {
  useDocumentTitle('Cabinet');
  return (
    <div className="mx-auto max-w-lg space-y-4 px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Cabinet</h1>
      <ErrorBox message={message} />
      <Button variant="outline" onClick={onRetry}>
        Réessayer
      </Button>
    </div>
  );
}

/** `/cabinet/{id}`: a firm's public page (issue 27 §3); web/app gives it the booking (firm-route.tsx). */
export function FirmPage({ onBook }: { onBook: TBookFirmSlot }) {
  const params = useParams();
  const id = parseFirmId(params.id);
  const firm = useFirmPage(id);

  if (id === null || (firm.isError && isNotFound(firm.error))) return <NotFoundPage />;
  if (firm.isError) return <FirmError message={firm.error.message} onRetry={() => firm.refetch()} />;
  if (!firm.data) return <FirmLoading />;
  return <FirmView firm={firm.data} onBook={onBook} />;
}
