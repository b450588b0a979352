import {
  CalendarCheck,
  ClipboardList,
  Clock,
  Euro,
  type LucideIcon,
  MessageSquare,
  Search,
  ShieldCheck,
  Video,
} from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage } from '#web/shared/content/content-page.tsx';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';

type TItem = { title: string; text: string; icon: LucideIcon };

const STEPS: readonly TItem[] = [
  {
    title: 'Recherchez un avocat',
    text: 'Indiquez votre besoin, le domaine du droit concerné et votre ville ou code postal. Comparez les profils, les honoraires et les prochaines disponibilités.',
    icon: Search,
  },
  {
    title: 'Réservez votre rendez-vous',
    text: 'Choisissez le motif, le mode de consultation (au cabinet, en visioconférence ou par téléphone) et le créneau qui vous convient, puis confirmez en quelques secondes.',
    icon: CalendarCheck,
  },
  {
    title: 'Remplissez le questionnaire préparatoire',
    text: "Certains professionnels vous posent quelques questions avant le rendez-vous. Vos réponses leur permettent de préparer la consultation et d'aller directement à l'essentiel.",
    icon: ClipboardList,
  },
];

/** Step 4 follows the configuration: e-mails are promised only when they leave the server. */
function adviceStep(emailDelivery: boolean): TItem {
  return {
    title: 'Obtenez des conseils',
    text: emailDelivery
      ? "Le jour venu, échangez avec votre professionnel. Vous recevez une confirmation par e-mail, puis un rappel 24\u00a0h avant si le rendez-vous est pris plus de 24\u00a0h à l'avance\u202f; pour une visioconférence, le lien de connexion figure dans l'e-mail et dans votre espace personnel."
      : 'Le jour venu, échangez avec votre professionnel. Votre rendez-vous et, pour une visioconférence, le lien de connexion figurent dans votre espace personnel.',
    icon: MessageSquare,
  };
}

const BENEFITS: readonly TItem[] = [
  {
    title: 'Rapide',
    text: 'Les prochains créneaux libres de chaque professionnel sont affichés\u00a0: vous réservez en quelques clics.',
    icon: Clock,
  },
  {
    title: 'Transparent',
    text: 'Les honoraires de la première consultation sont affichés avant la réservation.',
    icon: Euro,
  },
  {
    title: 'Flexible',
    text: "Au cabinet, en visioconférence ou par téléphone, selon vos contraintes. Annulation possible jusqu'à 24\u00a0h avant.",
    icon: Video,
  },
  {
    title: 'Confidentiel',
    text: "Votre mot de passe n'est jamais stocké en clair, et vos documents ne sont accessibles qu'à vous et au professionnel consulté.",
    icon: ShieldCheck,
  },
];

export function HowItWorksPage() {
  const facts = useSiteFacts();
  const steps = facts.data ? [...STEPS, adviceStep(facts.data.emailDelivery)] : STEPS;
  return (
    <ContentPage
      title="Comment ça marche&#8239;?"
      eyebrow="Prendre rendez-vous"
      width="wide"
      intro="De la recherche à la consultation, JurisRDV vous accompagne à chaque étape pour rencontrer le bon professionnel du droit."
    >
      <section aria-labelledby="how-steps-title">
        <h2 id="how-steps-title" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          4 étapes pour obtenir un conseil juridique
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-2">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-6">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <step.icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <div>
                <p className="text-sm font-semibold text-brand-700">Étape {index + 1}</p>
                <h3 className="mt-1 text-lg font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-slate-700 leading-relaxed">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="how-benefits-title">
        <h2 id="how-benefits-title" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          Les avantages de JurisRDV
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-xl bg-slate-50 p-6">
              <benefit.icon className="h-7 w-7 text-brand-600" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-slate-900">{benefit.title}</h3>
              <p className="mt-2 text-sm text-slate-700 leading-relaxed">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="rounded-xl bg-brand-600 px-6 py-8 text-center text-white sm:px-10">
        <p className="text-xl font-semibold">Prêt à trouver votre professionnel du droit&#8239;?</p>
        <Link
          to="/search"
          className="mt-5 inline-flex h-11 items-center justify-center rounded-md bg-white px-6 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Rechercher un avocat
        </Link>
      </div>
    </ContentPage>
  );
}
