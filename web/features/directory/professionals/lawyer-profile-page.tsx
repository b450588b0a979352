import { ArrowLeft, CalendarCheck } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { FREED_SLOT_PARAM } from '#domain/appointments/waiting-list/waiting-list-rules.ts';
import { professionalJsonLd } from '#domain/directory/professionals/professional-json-ld.ts';
import { profileMetaDescription, profileTitle } from '#domain/directory/professionals/profile-head-text.ts';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import { JSON_LD_SCRIPT_ID } from '#domain/directory/seo/head-html.ts';
import {
  BOOKING_RETURN_ATTRIBUTE,
  useBookingLauncher,
} from '#web/features/appointments/booking/booking-launcher.tsx';
import { WaitingListOffer } from '#web/features/appointments/waiting-list/waiting-list-offer.tsx';
import { browserOrigin } from '#web/shared/browser-only.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { ReportContentButton } from '../content-reports/report-content-dialog';
import { MapPanel } from '../map/map-panel';
import { pinsFrom } from '../map/map-pins';
import { ProfileReviews } from '../reviews/profile-reviews';
import { VerifiedReviewsNote } from '../reviews/verified-reviews-note';
import { NoOnlineBooking } from '../search/no-online-booking';
import { cameFromSearch, type TBookingSlot } from '../search/open-booking';
import {
  addressLine,
  ContactDetails,
  DomainsLine,
  experienceLabel,
  ProfessionalAvatar,
  RatingSummary,
  TypeBadge,
} from '../search/professional-summary';
import { delistedMessage, isNotFound, parseProfessionalId, useProfessionalProfile } from './profile-api';
import {
  EssentialContent,
  FaqContent,
  FeesContent,
  PROFILE_SECTIONS,
  PresentationContent,
  ProfileSection,
  SpecialistLines,
  type TProfileSectionId,
} from './profile-sections';
import { SlotPicker } from './slot-picker';
import { useActiveSection } from './use-active-section';
import { useJsonLd } from './use-json-ld';
import { useMetaDescription } from './use-meta-description';

/** Height under which a section counts as reached: the sticky tab bar plus a margin. */
const TAB_BAR_OFFSET_PX = 88;
const SECTION_IDS = PROFILE_SECTIONS.map((section) => section.id);

const BACK_CLASSES =
  'inline-flex items-center gap-2 rounded-md text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline';

/** Goes back to the very results page the visitor came from, filters included; else to /search. */
function BackToSearch({ className }: { className?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const content = (
    <>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Retour à la recherche
    </>
  );
  if (cameFromSearch(location.state)) {
    return (
      <button type="button" onClick={() => navigate(-1)} className={cn(BACK_CLASSES, className)}>
        {content}
      </button>
    );
  }
  return (
    <Link to={paths.search} className={cn(BACK_CLASSES, className)}>
      {content}
    </Link>
  );
}

/** `delisted`: the server's sentence for a profile taken out of the directory, with its reason (issue 29 §1). */
function ProfileNotFound({ delisted }: { delisted?: string | undefined }) {
  useDocumentTitle(delisted ? 'Profil retiré de l’annuaire' : 'Avocat introuvable');
  return (
    <div className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        {delisted ? 'Profil retiré de l’annuaire' : 'Avocat introuvable'}
      </h1>
      <p className="mt-3 text-slate-600">
        {delisted ?? "Ce profil n'existe pas ou n'est plus proposé sur JurisRDV."}
      </p>
      <div className="mt-8 flex justify-center">
        <BackToSearch className="h-10 rounded-md border border-slate-300 px-4 no-underline hover:bg-slate-50 hover:no-underline" />
      </div>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className="mx-auto max-w-5xl animate-pulse px-4 py-8" aria-hidden="true">
      <div className="h-4 w-40 rounded bg-slate-200" />
      <div className="mt-6 flex gap-5">
        <div className="h-20 w-20 rounded-full bg-slate-200" />
        <div className="flex-1 space-y-3">
          <div className="h-7 w-2/3 rounded bg-slate-200" />
          <div className="h-4 w-1/3 rounded bg-slate-100" />
          <div className="h-4 w-1/2 rounded bg-slate-100" />
        </div>
      </div>
      <div className="mt-8 h-10 rounded bg-slate-100" />
      <div className="mt-6 h-64 rounded-xl bg-slate-100" />
    </div>
  );
}

function ProfileTabBar(props: { active: string; onSelect: (id: TProfileSectionId) => void }) {
  const list = useRef<HTMLUListElement>(null);

  // On narrow screens the bar scrolls sideways: keep the highlighted tab in sight.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the highlighted tab is read from the DOM after each change
  useEffect(() => {
    const container = list.current;
    const current = container?.querySelector<HTMLElement>('[aria-current]');
    if (!container || !current) return;
    const left = current.offsetLeft - container.offsetLeft;
    const right = left + current.offsetWidth;
    if (left < container.scrollLeft) container.scrollLeft = left;
    else if (right > container.scrollLeft + container.clientWidth)
      container.scrollLeft = right - container.clientWidth;
  }, [props.active]);

  return (
    <nav
      aria-label="Sections du profil"
      className="sticky top-0 z-20 -mx-4 border-b border-slate-200 bg-white/95 px-4 backdrop-blur"
    >
      <ul ref={list} className="flex gap-1 overflow-x-auto">
        {PROFILE_SECTIONS.map((section) => {
          const current = props.active === section.id;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={current ? 'location' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  props.onSelect(section.id);
                }}
                className={cn(
                  'inline-flex h-12 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors',
                  current
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                )}
              >
                {section.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ProfileView({ profile }: { profile: TProfessionalProfile }) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const selectedStart = searchParams.get('slot');
  const [active, goTo] = useActiveSection(SECTION_IDS, { offset: TAB_BAR_OFFSET_PX, enabled: true });
  const pins = useMemo(() => pinsFrom([profile]), [profile]);
  const experience = experienceLabel(profile.experienceYears);

  useDocumentTitle(profileTitle(profile));
  useMetaDescription(profileMetaDescription(profile));
  const jsonLd = useMemo(
    () => professionalJsonLd(profile, `${browserOrigin()}${paths.lawyer(profile.id)}`),
    [profile],
  );
  useJsonLd(JSON_LD_SCRIPT_ID, jsonLd);

  // React Router leaves `#horaires` alone, and the section only exists once the profile is loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key re-runs it for each navigation
  useEffect(() => {
    const target = decodeURIComponent(location.hash.slice(1));
    if (!SECTION_IDS.some((id) => id === target)) return;
    goTo(target, { instant: true });
    document
      .querySelector<HTMLButtonElement>(`#${target} button[aria-pressed="true"]`)
      ?.focus({ preventScroll: true });
  }, [location.key, goTo]);

  const { openBooking } = useBookingLauncher();
  const book = (slot?: TBookingSlot) => openBooking(profile.id, slot);

  // A waiting-list notice's link (`?creneau=<instant>`): the booking opens on that slot in one click (or, taken
  // meanwhile, on the other times); the parameter then leaves the address so a reload does not reopen it.
  const navigate = useNavigate();
  const freedSlot = searchParams.get(FREED_SLOT_PARAM);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per link, with the profile of that moment
  useEffect(() => {
    if (!freedSlot || Number.isNaN(new Date(freedSlot).getTime())) return;
    const at = new Date(freedSlot).getTime();
    const known = profile.slotDays
      .flatMap((day) => day.slots)
      .find((slot) => new Date(slot.start).getTime() === at);
    const rest = new URLSearchParams(location.search);
    rest.delete(FREED_SLOT_PARAM);
    const search = rest.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
    openBooking(
      profile.id,
      { start: new Date(at).toISOString(), modes: known ? known.modes : [] },
      { freedSlot: true },
    );
  }, [freedSlot]);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <BackToSearch />

      <header className="mt-5 flex flex-col gap-5 sm:flex-row sm:items-start">
        <ProfessionalAvatar id={profile.id} name={profile.name} className="h-20 w-20 text-2xl" />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1
              className="text-2xl font-bold text-slate-900 sm:text-3xl"
              {...{ [BOOKING_RETURN_ATTRIBUTE]: profile.id }}
            >
              {profile.name}
            </h1>
            <TypeBadge
              type={profile.professionalType}
              title={profile.title}
              barAssociation={profile.barAssociation}
            />
          </div>
          <p className="text-base font-medium text-brand-700">
            <DomainsLine
              professionalType={profile.professionalType}
              specialty={profile.specialty}
              specialties={profile.specialties}
            />
          </p>
          <SpecialistLines profile={profile} />
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            {experience ? <span>{experience}</span> : null}
            <RatingSummary rating={profile.rating} reviewCount={profile.reviewCount} />
            {profile.rating !== null ? (
              <button
                type="button"
                onClick={() => goTo('avis')}
                className="font-medium text-brand-700 underline hover:text-brand-800"
              >
                Lire les avis
              </button>
            ) : null}
          </div>
          {profile.rating !== null ? <VerifiedReviewsNote /> : null}
          <ContactDetails professional={profile} />
          <ReportContentButton
            target={{ kind: 'profile', professionalId: profile.id }}
            what={`le profil de ${profile.name}`}
          />
        </div>
        <Button size="lg" className="sm:self-start" onClick={() => book()}>
          <CalendarCheck className="h-5 w-5" aria-hidden="true" />
          Prendre rendez-vous
        </Button>
      </header>
      <WaitingListOffer
        professionalId={profile.id}
        nextAvailableAt={profile.nextAvailableAt}
        acceptsOnlineBooking={profile.acceptsOnlineBooking}
      />

      <div className="mt-6">
        <ProfileTabBar active={active} onSelect={goTo} />
        <div className="mt-6 space-y-6">
          <ProfileSection id="essentiel">
            <EssentialContent profile={profile} />
          </ProfileSection>
          <ProfileSection id="carte">
            <p className="text-sm text-slate-700">{addressLine(profile)}</p>
            {pins.length > 0 ? (
              <MapPanel
                pins={pins}
                height={320}
                label={`Carte\u00a0: cabinet de ${profile.name}`}
                onBook={() => book()}
              />
            ) : (
              <p className="text-sm text-slate-600">La position de ce cabinet n'est pas disponible.</p>
            )}
          </ProfileSection>
          <ProfileSection id="presentation">
            <PresentationContent profile={profile} />
          </ProfileSection>
          <ProfileSection id="horaires">
            {profile.acceptsOnlineBooking ? (
              <SlotPicker days={profile.slotDays} selectedStart={selectedStart} onPick={book} />
            ) : (
              <NoOnlineBooking professional={profile} />
            )}
          </ProfileSection>
          <ProfileSection id="tarifs">
            <FeesContent profile={profile} />
          </ProfileSection>
          <ProfileSection id="avis">
            <ProfileReviews professionalId={profile.id} />
          </ProfileSection>
          <ProfileSection id="faq">
            <FaqContent profile={profile} />
          </ProfileSection>
        </div>
      </div>
    </div>
  );
}

export function LawyerProfilePage() {
  const params = useParams();
  const id = parseProfessionalId(params.id);
  const profile = useProfessionalProfile(id);

  if (id === null || (profile.isError && isNotFound(profile.error)))
    return <ProfileNotFound delisted={delistedMessage(profile.error)} />;
  if (profile.isError)
    return <ProfileError message={profile.error.message} onRetry={() => profile.refetch()} />;
  if (!profile.data) return <ProfileLoading />;
  return <ProfileView profile={profile.data} />;
}

function ProfileLoading() {
  useDocumentTitle('Profil du professionnel');
  return (
    <>
      <p role="status" className="sr-only">
        Chargement du profil…
      </p>
      <ProfileSkeleton />
    </>
  );
}

function ProfileError({ message, onRetry }: { message: string; onRetry: () => void }) {
  useDocumentTitle('Profil du professionnel');
  return (
    <div className="mx-auto max-w-lg space-y-4 px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Profil du professionnel</h1>
      <ErrorBox message={message} />
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={onRetry}>
          Réessayer
        </Button>
        <BackToSearch className="h-10 px-2" />
      </div>
    </div>
  );
}
