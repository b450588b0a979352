import { ChevronDown, CreditCard, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { feeText, paymentMeansText } from '#domain/directory/professionals/fee-text.ts';
import { specialistLine } from '#domain/directory/professionals/lawful-labels.ts';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import type { TCertificateSource } from '#domain/identity/official-directories/specialisation-certificates.ts';
import { paths } from '#web/shared/paths.ts';
import { withTitle } from '../search/no-online-booking';
import { addressLine, ModesList, phoneHref } from '../search/professional-summary';
import { nextAvailabilityText } from '../search/slot-format';

export const PROFILE_SECTIONS = [
  { id: 'essentiel', label: "L'essentiel" },
  { id: 'carte', label: 'Carte' },
  { id: 'presentation', label: 'Présentation' },
  { id: 'horaires', label: 'Horaires' },
  { id: 'tarifs', label: 'Tarifs' },
  { id: 'avis', label: 'Avis' },
  { id: 'faq', label: 'FAQ' },
] as const;

export type TProfileSectionId = (typeof PROFILE_SECTIONS)[number]['id'];

export function sectionLabel(id: TProfileSectionId): string {
  return PROFILE_SECTIONS.find((section) => section.id === id)?.label ?? id;
}

/** A page section the tab bar scrolls to; focusable so keyboard users land in it. */
export function ProfileSection(props: { id: TProfileSectionId; children: ReactNode }) {
  return (
    <section
      id={props.id}
      tabIndex={-1}
      aria-labelledby={`${props.id}-titre`}
      // Focus only marks where reading resumes after a tab click; the section is not a control to ring.
      style={{ outline: 'none' }}
      className="scroll-mt-20 space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={`${props.id}-titre`} className="text-xl font-semibold text-slate-900">
        {sectionLabel(props.id)}
      </h2>
      {props.children}
    </section>
  );
}

export function EssentialContent({ profile }: { profile: TProfessionalProfile }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">Modes de consultation</h3>
        <ModesList modes={profile.modes} />
      </div>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">Disponibilité</h3>
        <p className="text-sm text-slate-700">
          {profile.acceptsOnlineBooking
            ? nextAvailabilityText(profile.nextAvailableAt)
            : `${withTitle(profile.name)} ne prend pas de rendez-vous en ligne\u00a0: contactez le cabinet.`}
        </p>
      </div>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">Contact</h3>
        <ul className="space-y-1 text-sm text-slate-700">
          <li className="flex items-start gap-2">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span>
              {profile.firm ? (
                <>
                  <Link
                    to={paths.firm(profile.firm.id)}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {profile.firm.name}
                  </Link>
                  ,{' '}
                </>
              ) : profile.practice ? (
                `${profile.practice}, `
              ) : (
                ''
              )}
              {addressLine(profile)}
            </span>
          </li>
          {profile.phone ? (
            <li className="flex items-start gap-2">
              <Phone className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
              <a href={phoneHref(profile.phone)} className="hover:text-brand-700 hover:underline">
                {profile.phone}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
      <div className="space-y-2 md:col-span-2">
        <h3 className="text-sm font-semibold text-slate-900">Description</h3>
        <p className="text-sm text-slate-700">{profile.description}</p>
      </div>
    </div>
  );
}

export function descriptionParagraphs(fullDescription: string): string[] {
  return fullDescription
    .split('\n')
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function PresentationContent({ profile }: { profile: TProfessionalProfile }) {
  return (
    <div className="space-y-5">
      <div className="space-y-3 text-slate-700">
        {descriptionParagraphs(profile.fullDescription).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {profile.education.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-base font-semibold text-slate-900">Formation</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {profile.education.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {profile.certifications.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-base font-semibold text-slate-900">Certifications</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {profile.certifications.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** Only what the professional entered in « Ma fiche pro »: a fee or a payment term not stated is not shown. */
export function FeesContent({ profile }: { profile: TProfessionalProfile }) {
  const services = profile.services ?? [];
  const fees = profile.fees;
  const rows = fees
    ? [
        { label: 'Première consultation', fee: fees.firstConsultation },
        ...(fees.followUp ? [{ label: 'Consultation de suivi', fee: fees.followUp }] : []),
        ...(fees.urgent ? [{ label: 'Consultation urgente', fee: fees.urgent }] : []),
      ]
    : [];
  const means = fees ? paymentMeansText(fees.paymentMeans) : '';
  return (
    <div className="space-y-4">
      {services.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-base font-semibold text-slate-900">Prestations et tarifs</h3>
          <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {services.map((service) => (
              <div key={service.id} className="flex items-start justify-between gap-4 px-4 py-3">
                <dt className="text-sm text-slate-700">
                  <span className="font-medium text-slate-900">{service.name}</span>
                  {service.duration ? <span className="text-slate-500"> · {service.duration}</span> : null}
                  {service.description ? (
                    <span className="mt-0.5 block text-slate-600">{service.description}</span>
                  ) : null}
                </dt>
                <dd className="shrink-0 text-base font-semibold text-slate-900">{service.price}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {fees ? (
        <>
          <dl
            aria-label="Honoraires"
            className="divide-y divide-slate-100 rounded-lg border border-slate-200"
          >
            {rows.map((row) => (
              <div key={row.label} className="flex items-center justify-between px-4 py-3">
                <dt className="text-sm text-slate-700">{row.label}</dt>
                <dd className="text-base font-semibold text-slate-900">{feeText(row.fee)}</dd>
              </div>
            ))}
          </dl>
          <ul className="space-y-2 text-sm text-slate-700">
            {means ? <FeeNote icon="card">Moyens de paiement&nbsp;: {means}</FeeNote> : null}
            {fees.paymentFacilities ? <FeeNote icon="card">Facilités de paiement possibles</FeeNote> : null}
            <FeeNote icon="shield">
              {profile.acceptsLegalAid
                ? 'Aide juridictionnelle acceptée'
                : 'Aide juridictionnelle non acceptée'}
            </FeeNote>
            {fees.legalInsuranceAccepted ? (
              <FeeNote icon="shield">Assurances de protection juridique acceptées</FeeNote>
            ) : null}
          </ul>
        </>
      ) : (
        <p className="text-sm text-slate-600">Ce professionnel n'a pas encore indiqué ses honoraires.</p>
      )}
    </div>
  );
}

function FeeNote(props: { icon: 'card' | 'shield'; children: ReactNode }) {
  const Icon = props.icon === 'card' ? CreditCard : ShieldCheck;
  return (
    <li className="flex items-start gap-2">
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>{props.children}</span>
    </li>
  );
}

export function FaqContent({ profile }: { profile: TProfessionalProfile }) {
  return (
    <Accordion.Root type="multiple" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {profile.faq.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-3 px-4 py-3 text-left text-sm font-medium text-slate-900 hover:bg-slate-50">
              {item.question}
              <ChevronDown
                className="h-4 w-4 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                aria-hidden="true"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-4 pb-4 text-sm text-slate-700">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/**
 * « Avocat spécialiste en droit pénal » (issue 29 §2, RIN art. 10): one line per certificate recorded, read from
 * the CNB's directory or checked by an administrator; nothing without one.
 */
export function SpecialistLines({ profile }: { profile: TProfessionalProfile }) {
  const certificates = profile.professionalType === 'avocat' ? (profile.certificates ?? []) : [];
  if (certificates.length === 0) return null;
  return (
    <ul aria-label="Certificats de spécialisation" className="space-y-1">
      {certificates.map((certificate) => (
        <li
          key={certificate.specialisation}
          className="flex items-start gap-2 text-sm font-medium text-slate-800"
        >
          <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
          <span>
            {specialistLine(profile.title, certificate.specialisation)}
            <span className="font-normal text-slate-600"> ({CERTIFICATE_ORIGIN[certificate.source]})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

const CERTIFICATE_ORIGIN: Record<TCertificateSource, string> = {
  'official-directory': 'certificat inscrit à l’annuaire national des avocats',
  administrator: 'certificat vérifié par JurisRDV',
};
