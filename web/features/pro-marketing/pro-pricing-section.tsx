import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../shared/ui/cn';
import { LandingSection } from './landing-section';

type TBillingPeriod = 'annual' | 'monthly';

const OFFER_FEATURES = [
  'Agenda en ligne et réservation 24h/24',
  'Fiche professionnelle visible par les clients',
  'Dossiers, contacts et suivi du temps',
  'Consultations en visioconférence',
  'Rappels automatiques par e-mail',
  'Données hébergées en France',
  'Support du lundi au vendredi de 9h à 18h',
] as const;

const PERIOD_OPTIONS: readonly { value: TBillingPeriod; label: string }[] = [
  { value: 'annual', label: 'Annuel' },
  { value: 'monthly', label: 'Mensuel' },
];

export function ProPricingSection() {
  const [period, setPeriod] = useState<TBillingPeriod>('annual');
  const annual = period === 'annual';

  return (
    <LandingSection
      id="tarifs"
      tone="slate"
      title="Un tarif simple et transparent"
      intro="Une offre unique, toutes les fonctionnalités incluses, 30 jours d'essai gratuit."
    >
      <div className="flex justify-center">
        <fieldset className="inline-flex rounded-full bg-white p-1 ring-1 ring-slate-200">
          <legend className="sr-only">Période de facturation</legend>
          {PERIOD_OPTIONS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={period === option.value}
              onClick={() => setPeriod(option.value)}
              className={cn(
                'rounded-full px-5 py-2 text-sm font-semibold transition-colors',
                period === option.value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {option.label}
              {option.value === 'annual' ? (
                <span className={cn('ml-2 text-xs', annual ? 'text-brand-100' : 'text-emerald-700')}>
                  -25 %
                </span>
              ) : null}
            </button>
          ))}
        </fieldset>
      </div>

      <div className="mx-auto mt-10 max-w-lg rounded-2xl border-2 border-brand-600 bg-white p-8 shadow-lg">
        <h3 className="text-lg font-semibold text-slate-900">JurisRDV Pro</h3>
        <div aria-live="polite" className="mt-4">
          <p className="flex items-baseline gap-1">
            <span className="text-5xl font-bold text-slate-900">{annual ? '59 €' : '79 €'}</span>
            <span className="text-slate-600">/mois</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {annual ? 'facturé annuellement' : 'facturé mensuellement'}
          </p>
          {annual ? (
            <p className="mt-3 inline-flex flex-wrap items-center gap-2 text-sm text-slate-700">
              708 € par an au lieu de 948 €
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                -25 %
              </span>
            </p>
          ) : (
            <p className="mt-3 text-sm text-slate-700">Sans engagement, résiliable à tout moment</p>
          )}
        </div>
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
          Commencer l'essai gratuit de 30 jours
        </Link>
        <p className="mt-3 text-center text-xs text-slate-500">Sans carte bancaire, sans engagement.</p>
      </div>
      <p className="mt-8 text-center text-sm">
        <Link to="/pro/tarifs" className="rounded-md font-semibold text-brand-700 hover:text-brand-800">
          Voir le détail des offres et des modules
        </Link>
      </p>
    </LandingSection>
  );
}
