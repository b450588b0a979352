import { useId, useState } from 'react';
import { Link } from 'react-router';
import { unfoldedCardSlots } from '#domain/directory/professionals/card-slots.ts';
import type { TProfessionalCard } from '#domain/directory/professionals/search-schemas.ts';
import {
  BOOKING_RETURN_ATTRIBUTE,
  useBookingLauncher,
} from '#web/features/appointments/booking/booking-launcher.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { useProfessionalProfile } from '../professionals/profile-api';
import { VerifiedReviewsNote } from '../reviews/verified-reviews-note';
import { NoOnlineBooking } from './no-online-booking';
import { FROM_SEARCH_STATE } from './open-booking';
import {
  ContactDetails,
  DomainsLine,
  experienceLabel,
  FeeSummary,
  ModesList,
  ProfessionalAvatar,
  RatingSummary,
  TypeBadge,
} from './professional-summary';
import { SlotButton } from './slot-button';
import { dayHeaderLabel, NO_AVAILABILITY_TEXT } from './slot-format';
import { truncateDescription } from './truncate-description';

/** Seed 000 §9: descriptions cut at 120 characters (days and times: domain/directory/professionals/card-slots.ts). */
export const CARD_DESCRIPTION_LENGTH = 120;

function otherTimesLabel(count: number): string {
  return count > 1 ? `et ${count} autres horaires` : 'et 1 autre horaire';
}

export function ProfessionalCard({ professional }: { professional: TProfessionalCard }) {
  const { openBooking } = useBookingLauncher();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const nameId = `${id}-name`;
  const slotsId = `${id}-slots`;
  const experience = experienceLabel(professional.experienceYears);
  // The search answer carries only the folded days; unfolding reads the profile (cached for its page).
  const profile = useProfessionalProfile(expanded ? professional.id : null);
  const days = expanded && profile.data ? unfoldedCardSlots(profile.data.slotDays) : professional.nextSlots;
  const loadingMore = expanded && profile.isPending;

  return (
    <article
      aria-labelledby={nameId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex gap-4">
        <ProfessionalAvatar id={professional.id} name={professional.name} className="h-14 w-14 text-lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0 space-y-1">
              <h2 id={nameId} className="text-lg font-semibold text-slate-900">
                <Link
                  to={`/lawyer/${professional.id}`}
                  state={FROM_SEARCH_STATE}
                  {...{ [BOOKING_RETURN_ATTRIBUTE]: professional.id }}
                  className="hover:text-brand-700 hover:underline"
                >
                  {professional.name}
                </Link>
              </h2>
              <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <TypeBadge
                  type={professional.professionalType}
                  title={professional.title}
                  barAssociation={professional.barAssociation}
                />
              </div>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                {experience ? <span>{experience}</span> : null}
                <RatingSummary rating={professional.rating} reviewCount={professional.reviewCount} />
              </div>
              {professional.rating !== null ? <VerifiedReviewsNote /> : null}
            </div>
            <Button
              size="sm"
              aria-label={`Prendre RDV avec ${professional.name}`}
              onClick={() => openBooking(professional.id)}
            >
              Prendre RDV
            </Button>
          </div>

          <p className="mt-3 text-sm font-medium text-slate-800">
            <DomainsLine
              professionalType={professional.professionalType}
              specialty={professional.specialty}
              specialties={professional.specialties}
            />
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {truncateDescription(professional.description, CARD_DESCRIPTION_LENGTH)}
          </p>

          <ContactDetails professional={professional} distanceKm={professional.distanceKm} className="mt-3" />
          <FeeSummary
            fees={professional.fees}
            acceptsLegalAid={professional.acceptsLegalAid}
            className="mt-1"
          />
        </div>
      </div>

      <section aria-label={`Horaires disponibles de ${professional.name}`} className="mt-4">
        {!professional.acceptsOnlineBooking ? (
          <NoOnlineBooking professional={professional} className="px-3 py-2" />
        ) : days.length === 0 ? (
          <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">{NO_AVAILABILITY_TEXT}</p>
        ) : (
          <ul id={slotsId} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {days.map((day) => (
              <li key={day.date} className="space-y-1.5">
                <p className="text-center text-xs font-semibold text-slate-700">{dayHeaderLabel(day.date)}</p>
                <ul className="space-y-1.5">
                  {day.slots.map((slot) => (
                    <li key={slot.start}>
                      <SlotButton slot={slot} onPick={(picked) => openBooking(professional.id, picked)} />
                    </li>
                  ))}
                </ul>
                {day.hiddenCount > 0 ? (
                  <span
                    role="img"
                    aria-label={otherTimesLabel(day.hiddenCount)}
                    title={otherTimesLabel(day.hiddenCount)}
                    className="block text-center text-lg leading-none font-bold text-slate-500"
                  >
                    …
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {profile.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            Impossible de charger les autres horaires. Veuillez réessayer.
          </p>
        ) : null}
        {professional.hasMoreSlots ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-busy={loadingMore}
            aria-controls={slotsId}
            onClick={() => setExpanded((value) => !value)}
            className="mt-3 text-sm font-medium text-brand-700 hover:underline"
          >
            {expanded ? "Voir moins d'horaires" : "Voir plus d'horaires"}
          </button>
        ) : null}
      </section>

      <ModesList modes={professional.modes} className="mt-4" />
    </article>
  );
}
