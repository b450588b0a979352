import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../shared/ui/cn';
import { ProCtaBand } from './pro-cta-band';
import { ProPage, ProSection } from './pro-page';

type TPlan = {
  name: string;
  price: string;
  period: string;
  description: string;
  features: readonly string[];
  popular: boolean;
  cta: { label: string; to: string };
};

const PLANS: readonly TPlan[] = [
  {
    name: 'Starter',
    price: '49 €',
    period: '/mois',
    description: "Pour l'avocat qui se lance ou qui exerce seul.",
    features: [
      "Jusqu'à 100 rendez-vous par mois",
      "Jusqu'à 50 clients",
      '5 Go de stockage',
      'Agenda et réservation en ligne',
      'Fiche professionnelle',
      'Support par e-mail',
    ],
    popular: false,
    cta: { label: 'Essayer Starter', to: '/pro/register' },
  },
  {
    name: 'Business',
    price: '99 €',
    period: '/mois',
    description: 'Pour les cabinets qui veulent tout gérer au même endroit.',
    features: [
      'Rendez-vous illimités',
      'Clients illimités',
      '50 Go de stockage',
      'Dossiers, contacts et minuteur de travail',
      'Consultations en visioconférence',
      'Support prioritaire du lundi au vendredi, 9h-18h',
    ],
    popular: true,
    cta: { label: 'Essayer Business', to: '/pro/register' },
  },
  {
    name: 'Enterprise',
    price: 'Sur devis',
    period: '',
    description: 'Pour les structures de plusieurs associés aux besoins spécifiques.',
    features: [
      'Tout le contenu de Business',
      'Stockage adapté à votre volume',
      "Accès à l'API",
      'Accompagnement au déploiement',
      'Interlocuteur dédié',
    ],
    popular: false,
    cta: { label: 'Demander un devis', to: '/pro/contact' },
  },
];

const ADD_ONS = [
  {
    name: 'Module vidéo',
    price: '19 €/mois',
    text: "Consultations en visioconférence pour les offres qui ne l'incluent pas.",
  },
  {
    name: 'Module comptabilité',
    price: '29 €/mois',
    text: 'Suivi des honoraires, des encaissements et exports comptables.',
  },
  {
    name: 'Formation équipe',
    price: '299 €',
    text: 'Une session personnalisée de 3 heures pour toute votre équipe.',
  },
] as const;

export function ProPricingPage() {
  return (
    <ProPage
      title="Tarifs"
      eyebrow="Offres JurisRDV Pro"
      intro="Des offres claires, sans frais cachés. Chaque offre commence par 30 jours d'essai gratuit, sans carte bancaire."
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <li
            key={plan.name}
            className={cn(
              'relative flex flex-col rounded-2xl bg-white p-8',
              plan.popular ? 'border-2 border-brand-600 shadow-lg' : 'border border-slate-200',
            )}
          >
            {plan.popular ? (
              <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                Le plus populaire
              </p>
            ) : null}
            <h2 className="text-xl font-semibold text-slate-900">{plan.name}</h2>
            <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
            <p className="mt-6 flex items-baseline gap-1">
              <span className="text-4xl font-bold text-slate-900">{plan.price}</span>
              {plan.period ? <span className="text-slate-600">{plan.period}</span> : null}
            </p>
            <ul className="mt-6 flex-1 space-y-3">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-3 text-sm text-slate-700">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            <Link
              to={plan.cta.to}
              className={cn(
                'mt-8 flex h-11 items-center justify-center rounded-md font-semibold',
                plan.popular
                  ? 'bg-brand-600 text-white hover:bg-brand-700'
                  : 'border border-slate-300 text-slate-900 hover:bg-slate-50',
              )}
            >
              {plan.cta.label}
            </Link>
          </li>
        ))}
      </ul>

      <ProSection title="Modules complémentaires" intro="Ajoutez uniquement ce dont vous avez besoin.">
        <ul className="grid gap-4 md:grid-cols-3">
          {ADD_ONS.map((addOn) => (
            <li key={addOn.name} className="rounded-xl bg-slate-50 p-6">
              <h3 className="font-semibold text-slate-900">{addOn.name}</h3>
              <p className="mt-1 text-lg font-bold text-brand-700">{addOn.price}</p>
              <p className="mt-2 text-sm text-slate-600">{addOn.text}</p>
            </li>
          ))}
        </ul>
      </ProSection>

      <ProSection title="Questions sur les tarifs">
        <dl className="space-y-5">
          <div>
            <dt className="font-semibold text-slate-900">L'essai gratuit est-il sans engagement ?</dt>
            <dd className="mt-1">
              Oui. Pendant 30 jours, vous utilisez toutes les fonctionnalités sans carte bancaire. À la fin de
              l'essai, vous choisissez librement de vous abonner ou non.
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">Puis-je changer d'offre ?</dt>
            <dd className="mt-1">
              À tout moment, depuis votre espace ou en contactant le support. Le changement prend effet au
              début de la période de facturation suivante.
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">Que deviennent mes données si je résilie ?</dt>
            <dd className="mt-1">
              Elles restent disponibles à l'export pendant 30 jours après la résiliation, puis sont
              définitivement supprimées.
            </dd>
          </div>
        </dl>
      </ProSection>

      <ProCtaBand
        title="Une question sur l'offre adaptée à votre cabinet ?"
        text="Notre équipe vous répond par e-mail en moins de 2 heures, du lundi au vendredi de 9h à 18h."
      />
    </ProPage>
  );
}
