import { CalendarX, type LucideIcon, Users, Wallet } from 'lucide-react';
import { professionalCountLabel } from '#domain/directory/site/site-statements.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';
import { HeroSearchForm } from './hero-search-form';
import { HowItWorksSection } from './how-it-works-section';

type TClaim = { label: string; icon: LucideIcon };

/**
 * The hero's three reassurances, each true of the running product (docs/claims.md): the seed's
 * « Paiements sécurisés », « Réponse sous 24h » and « 500+ professionnels » were not.
 */
function useHeroClaims(): TClaim[] {
  const facts = useSiteFacts();
  const count = facts.data ? professionalCountLabel(facts.data.publicProfessionalCount) : null;
  return [
    { label: 'Réservation gratuite', icon: Wallet },
    { label: "Annulation en ligne jusqu'à 24\u00a0h avant", icon: CalendarX },
    ...(count ? [{ label: count, icon: Users }] : []),
  ];
}

export function HomePage() {
  useDocumentTitle('Trouvez un professionnel du droit en 3 clics');
  const claims = useHeroClaims();
  return (
    <>
      <section
        aria-labelledby="home-hero-title"
        className="bg-linear-to-b from-brand-50 to-white pt-16 pb-20 sm:pt-24 sm:pb-28"
      >
        <div className="mx-auto max-w-5xl px-4 text-center sm:px-6 lg:px-8">
          <h1 id="home-hero-title" className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Trouvez un professionnel du droit <span className="text-brand-700">en 3 clics</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
            Avocats, notaires et commissaires de justice&nbsp;: comparez les disponibilités et réservez votre
            consultation au cabinet, en visioconférence ou par téléphone.
          </p>
          <HeroSearchForm className="mx-auto mt-10 max-w-4xl text-left" />
          <ul className="mt-8 flex flex-col items-center justify-center gap-3 text-sm text-slate-700 sm:flex-row sm:gap-8">
            {claims.map((claim) => (
              <li key={claim.label} className="flex items-center gap-2">
                <claim.icon className="h-5 w-5 text-brand-600" aria-hidden="true" />
                {claim.label}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <HowItWorksSection />
    </>
  );
}
