import { CircleCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { DemoDialog } from './demo-dialog';

/** Each one true of the running product (docs/claims.md); no trial exists, nothing is ever charged. */
const BENEFITS = [
  'Inscription gratuite, sans carte bancaire',
  'Vos clients réservent en ligne, 24\u00a0h/24 et 7j/7',
  'Agenda, dossiers, contacts et visioconférence au même endroit',
  'Fiche publiée après vérification de votre inscription par notre équipe',
] as const;

export function ProHeroSection() {
  return (
    <section aria-labelledby="pro-hero-title" className="bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8 lg:pt-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-100">
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            Inscription gratuite
          </p>
          <h1
            id="pro-hero-title"
            className="mt-5 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
          >
            Le cabinet connecté des professionnels du droit
          </h1>
          <p className="mt-5 text-lg text-slate-600 leading-relaxed">
            Proposez la prise de rendez-vous en ligne à vos clients et gérez votre activité depuis un seul
            outil, pensé pour les avocats.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/pro/register"
              className="inline-flex h-12 items-center justify-center whitespace-nowrap rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
            >
              Créer mon compte
            </Link>
            <DemoDialog triggerClassName="inline-flex h-12 items-center justify-center whitespace-nowrap rounded-md border border-slate-300 bg-white px-6 font-semibold text-slate-900 hover:bg-slate-50" />
          </div>
        </div>
        <ul className="space-y-4 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex gap-3 text-slate-800">
              <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
