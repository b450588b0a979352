import {
  BookOpen,
  CalendarDays,
  CreditCard,
  FolderOpen,
  type LucideIcon,
  ShieldCheck,
  UserCheck,
  Users,
  Video,
} from 'lucide-react';
import { ProCtaBand } from './pro-cta-band';
import { ProPage, ProSection } from './pro-page';

type THelpCategory = {
  title: string;
  description: string;
  articleCount: number;
  popular: boolean;
  icon: LucideIcon;
};

const HELP_CATEGORIES: readonly THelpCategory[] = [
  {
    title: 'Premiers pas',
    description: 'Créer votre compte, compléter votre profil et publier votre fiche.',
    articleCount: 12,
    popular: true,
    icon: BookOpen,
  },
  {
    title: 'Planning et rendez-vous',
    description: "Horaires d'ouverture, confirmation des demandes, reports et annulations.",
    articleCount: 18,
    popular: true,
    icon: CalendarDays,
  },
  {
    title: 'Dossiers et documents',
    description: 'Créer un dossier, suivre les échéances, partager des documents.',
    articleCount: 10,
    popular: false,
    icon: FolderOpen,
  },
  {
    title: 'Contacts',
    description: 'Organiser vos clients, partenaires et confrères.',
    articleCount: 6,
    popular: false,
    icon: Users,
  },
  {
    title: 'Visioconférence',
    description: 'Préparer une consultation à distance et tester votre connexion.',
    articleCount: 8,
    popular: true,
    icon: Video,
  },
  {
    title: 'Fiche professionnelle',
    description: 'Présentation, spécialités, prestations et tarifs affichés aux clients.',
    articleCount: 7,
    popular: false,
    icon: UserCheck,
  },
  {
    title: 'Abonnement et facturation',
    description: "Essai gratuit, changement d'offre, factures et résiliation.",
    articleCount: 9,
    popular: false,
    icon: CreditCard,
  },
  {
    title: 'Sécurité et données',
    description: 'Mot de passe, sessions, RGPD et export de vos données.',
    articleCount: 8,
    popular: false,
    icon: ShieldCheck,
  },
];

const QUICK_ANSWERS = [
  {
    question: 'Combien de temps prend la validation de mon compte ?',
    answer:
      "Votre inscription est validée sous 24h, après vérification de vos informations professionnelles (numéro de toque ou d'inscription). Vous recevez un e-mail dès que votre compte est validé.",
  },
  {
    question: 'Comment choisir entre confirmation automatique et manuelle ?',
    answer:
      "Avec la confirmation automatique, le rendez-vous est confirmé dès la réservation. En mode manuel, chaque demande apparaît dans le bloc « RDV en attente » de votre planning : vous l'acceptez après avoir vérifié l'absence de conflit d'intérêts.",
  },
  {
    question: 'Mes agendas existants peuvent-ils bloquer mes créneaux ?',
    answer:
      'Oui : importez-les depuis le planning (rubrique « Comptes importés »). Leurs événements occupés sont retirés des créneaux proposés aux clients.',
  },
  {
    question: 'Comment se préparer à une visioconférence ?',
    answer:
      'Connectez-vous 15 minutes avant le rendez-vous et utilisez le bouton « Test de connexion ». Le lien est envoyé automatiquement au client par e-mail.',
  },
] as const;

export function ProHelpCenterPage() {
  return (
    <ProPage
      title="Centre d'aide"
      eyebrow="Support"
      intro="Guides, réponses aux questions fréquentes et conseils pour tirer le meilleur de JurisRDV Pro."
    >
      <ProSection title="Parcourir par thème">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HELP_CATEGORIES.map((category) => (
            <li
              key={category.title}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5"
            >
              <div className="flex items-start justify-between gap-2">
                <category.icon className="h-6 w-6 text-brand-600" aria-hidden="true" />
                {category.popular ? (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                    Populaire
                  </span>
                ) : null}
              </div>
              <h3 className="mt-3 font-semibold text-slate-900">{category.title}</h3>
              <p className="mt-1 flex-1 text-sm text-slate-600">{category.description}</p>
              <p className="mt-3 text-xs font-medium text-slate-500">{category.articleCount} articles</p>
            </li>
          ))}
        </ul>
      </ProSection>

      <ProSection title="Questions fréquentes">
        <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {QUICK_ANSWERS.map((item) => (
            <details key={item.question} className="group px-5">
              <summary className="cursor-pointer py-4 font-medium text-slate-900">{item.question}</summary>
              <p className="pb-5 text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </ProSection>

      <ProCtaBand
        title="Vous ne trouvez pas votre réponse ?"
        text="Notre équipe vous répond par e-mail en moins de 2 heures, du lundi au vendredi de 9h à 18h."
      />
    </ProPage>
  );
}
