import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { LandingSection } from './landing-section';

/**
 * The seed's 59 € / 79 € offer with its 30-day trial cannot be kept: no subscription, trial or
 * payment exists in the product, so the section says what is true today (docs/claims.md).
 */
const OFFER_FEATURES = [
  'Agenda en ligne et réservation 24\u00a0h/24',
  'Fiche professionnelle publiée après validation',
  'Dossiers, contacts et suivi du temps',
  'Consultations en visioconférence',
  'Import de vos agendas externes, et vos rendez-vous dans votre propre agenda',
  'Formulaire de contact pour toute question',
] as const;

export function ProPricingSection() {
  return (
    <LandingSection
      id="tarifs"
      tone="slate"
      title="Un tarif simple et transparent"
      intro="JurisRDV Pro est aujourd'hui gratuit&nbsp;: aucun abonnement, aucune carte bancaire, toutes les fonctionnalités incluses."
    >
      <div className="mx-auto max-w-lg rounded-2xl border-2 border-brand-600 bg-white p-8 shadow-lg">
        <h3 className="text-lg font-semibold text-slate-900">JurisRDV Pro</h3>
        <p className="mt-4 flex items-baseline gap-1">
          <span className="text-5xl font-bold text-slate-900">0 €</span>
        </p>
        <p className="mt-1 text-sm text-slate-600">Aucun paiement ne vous est demandé.</p>
        <ul className="mt-6 space-y-3">
          {OFFER_FEATURES.map((feature) => (
            <li key={feature} className="flex gap-3 text-slate-700">
              <Check className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        <Link
          to="/pro/register"
          className="mt-8 flex h-12 items-center justify-center rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700"
        >
          Créer mon compte professionnel
        </Link>
        <p className="mt-3 text-center text-xs text-slate-500">Sans carte bancaire, sans engagement.</p>
      </div>
      <p className="mt-8 text-center text-sm">
        <Link to="/pro/tarifs" className="rounded-md font-semibold text-brand-700 hover:text-brand-800">
          Voir le détail de l'offre
        </Link>
      </p>
    </LandingSection>
  );
}
