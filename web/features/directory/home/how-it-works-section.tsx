import { CalendarCheck, type LucideIcon, Search, Video } from 'lucide-react';

type TStep = { title: string; text: string; icon: LucideIcon };

const STEPS: readonly TStep[] = [
  {
    title: 'Recherchez',
    text: 'Indiquez votre besoin (divorce, licenciement, succession…), le type de professionnel ou le domaine du droit, et votre ville pour voir les disponibilités près de chez vous.',
    icon: Search,
  },
  {
    title: 'Réservez',
    text: 'Choisissez un créneau au cabinet, en visioconférence ou par téléphone, et confirmez en quelques secondes.',
    icon: CalendarCheck,
  },
  {
    title: 'Consultez',
    text: 'Retrouvez votre rendez-vous dans votre espace personnel, puis échangez avec votre professionnel au moment prévu.',
    icon: Video,
  },
];

export function HowItWorksSection() {
  return (
    <section aria-labelledby="home-how-it-works-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2
          id="home-how-it-works-title"
          className="text-center text-3xl font-bold tracking-tight text-slate-900"
        >
          Comment ça marche&#8239;?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          Un rendez-vous avec un professionnel du droit en 3 étapes simples.
        </p>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex flex-col items-center text-center">
              <span className="relative flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <step.icon className="h-7 w-7" aria-hidden="true" />
                <span
                  aria-hidden="true"
                  className="absolute -top-1 -right-1 flex h-6 w-6 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white"
                >
                  {index + 1}
                </span>
              </span>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 max-w-xs text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
