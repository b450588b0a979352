import { Check } from 'lucide-react';
import { ProCtaBand } from './pro-cta-band';
import { ProPage, ProSection } from './pro-page';

/**
 * The seed's plans (Starter 49 €, Business 99 €, Enterprise), quotas (100 rendez-vous, 50 clients,
 * 5 Go, 50 Go), add-ons and 30-day trial describe nothing the product does: no plan, quota,
 * subscription or payment exists. The page says what is true today (docs/claims.md).
 */
const INCLUDED = [
  'Planning jour, semaine et mois, avec vos indisponibilités',
  'Prise de rendez-vous en ligne, confirmation automatique ou manuelle',
  'Fiche professionnelle publiée après validation de votre inscription',
  'Dossiers avec documents, étiquettes, rendez-vous et sessions de travail',
  'Carnet de contacts\u00a0: clients, partenaires et confrères',
  'Consultations en visioconférence, un lien par rendez-vous',
  'Minuteur de travail rattachable à un dossier',
  'Import de vos agendas externes et flux iCalendar de vos rendez-vous',
] as const;

export function ProPricingPage() {
  return (
    <ProPage
      title="Tarifs"
      eyebrow="Offre JurisRDV Pro"
      intro="JurisRDV Pro est aujourd'hui gratuit&nbsp;: aucun abonnement, aucune carte bancaire, aucun paiement ne vous est demandé."
    >
      <section
        aria-labelledby="pro-offer-title"
        className="mx-auto max-w-2xl rounded-2xl border-2 border-brand-600 bg-white p-8 shadow-lg"
      >
        <h2 id="pro-offer-title" className="text-xl font-semibold text-slate-900">
          Une seule offre, tout compris
        </h2>
        <p className="mt-4 text-4xl font-bold text-slate-900">0 €</p>
        <ul className="mt-6 space-y-3">
          {INCLUDED.map((feature) => (
            <li key={feature} className="flex gap-3 text-sm text-slate-700">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </section>

      <ProSection title="Questions sur les tarifs">
        <dl className="space-y-5">
          <div>
            <dt className="font-semibold text-slate-900">Faut-il une carte bancaire&#8239;?</dt>
            <dd className="mt-1">
              Non. Aucun moyen de paiement ne vous est demandé, ni à l'inscription ni ensuite.
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">
              Y a-t-il une limite de rendez-vous ou de stockage&#8239;?
            </dt>
            <dd className="mt-1">
              Aucune limite de rendez-vous ni de stockage par cabinet n'est fixée. Chaque document déposé dans
              un dossier ou un rendez-vous est limité à 10 Mo.
            </dd>
          </div>
        </dl>
      </ProSection>

      <ProCtaBand
        title="Une question sur l'offre&#8239;?"
        text="Écrivez-nous depuis la page contact&nbsp;: votre message est enregistré pour notre équipe."
      />
    </ProPage>
  );
}
