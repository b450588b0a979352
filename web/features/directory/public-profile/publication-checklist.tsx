import { CircleAlert, Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { TProfilePublication } from '#domain/directory/professionals/pro-profile-schemas.ts';
import { paths } from '#web/shared/paths.ts';

/**
 * Until the profile is public: why clients cannot see it yet. Each missing item links to the card of
 * « Ma fiche pro » where it is entered; the administrator's validation is shown while it is pending.
 */
export function PublicationChecklist(props: {
  publication: TProfilePublication;
  headingLevel?: 2 | 3;
  /** False until the account's address is confirmed: validation waits for it (ADR 0023). */
  emailVerified?: boolean;
}) {
  const { publication } = props;
  if (publication.isPublic || publication.verificationStatus === 'rejected') return null;
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby="publication-titre"
      className="rounded-xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-950"
    >
      <Heading id="publication-titre" className="text-base font-semibold">
        Votre fiche n'est pas encore visible des clients
      </Heading>
      <p className="mt-1">
        Elle apparaîtra dans la recherche et pourra recevoir des réservations une fois ces étapes
        terminées&nbsp;:
      </p>
      <ul aria-label="Étapes avant publication" className="mt-3 space-y-2">
        {props.emailVerified === false ? (
          <li className="flex items-start gap-2">
            <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>Adresse e-mail confirmée&nbsp;: suivez le lien que nous vous avons envoyé par e-mail</span>
          </li>
        ) : null}
        {publication.verificationStatus === 'pending' ? (
          <li className="flex items-start gap-2">
            <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>Validation de votre compte par l'équipe JurisRDV : en cours</span>
          </li>
        ) : null}
        {publication.missing.map((item) => (
          <li key={item.key} className="flex items-start gap-2">
            <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              À renseigner&nbsp;: {item.label} —{' '}
              <Link
                to={`${paths.pro.profile}#${item.section}`}
                className="font-medium text-brand-700 underline hover:text-brand-800"
              >
                Ma fiche pro, {item.sectionTitle}
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
