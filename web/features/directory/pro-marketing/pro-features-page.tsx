import {
  CalendarCheck,
  CalendarDays,
  Contact,
  FolderOpen,
  type LucideIcon,
  Timer,
  UserCheck,
  Video,
} from 'lucide-react';
import { ProCtaBand } from './pro-cta-band';
import { PRO_STRENGTHS } from './pro-features-section';
import { ProPage } from './pro-page';

type TFeatureGroup = { title: string; text: string; points: readonly string[]; icon: LucideIcon };

const FEATURE_GROUPS: readonly TFeatureGroup[] = [
  {
    title: 'Planning',
    text: 'Un calendrier jour, semaine ou mois qui réunit consultations, audiences, réunions et congés.',
    points: [
      "Création d'un événement en un clic sur un créneau libre",
      'Vos agendas externes importés\u00a0: leurs indisponibilités bloquent vos créneaux',
      'Demandes de rendez-vous en attente regroupées dans un seul bloc',
    ],
    icon: CalendarDays,
  },
  {
    title: 'Prise de rendez-vous en ligne',
    text: 'Vos clients réservent sur vos créneaux libres selon vos horaires et vos modes de consultation.',
    points: [
      "Confirmation automatique ou validation manuelle (contrôle des conflits d'intérêts)",
      'Délai de prévenance et horizon de réservation paramétrables',
      'Réponses du client au questionnaire préparatoire, jointes au rendez-vous',
    ],
    icon: CalendarCheck,
  },
  {
    title: 'Dossiers',
    text: 'Chaque affaire avec son client, ses échéances, ses documents, ses rendez-vous et ses sessions de travail.',
    points: [
      'Statuts et priorités',
      'Étiquettes et notes',
      'Temps passé calculé à partir des sessions de travail',
    ],
    icon: FolderOpen,
  },
  {
    title: 'Contacts',
    text: "Un carnet d'adresses professionnel pour vos clients, partenaires et confrères.",
    points: ['Vues liste et galerie', 'Étiquettes', 'Notes internes'],
    icon: Contact,
  },
  {
    title: 'Fiche professionnelle',
    text: 'Votre profil public\u00a0: domaines d’activité, langues, prestations et tarifs, formation et présentation.',
    points: [
      'Mise à jour instantanée',
      'Modes de consultation proposés',
      'Publication après validation de votre inscription',
    ],
    icon: UserCheck,
  },
  {
    title: 'Visioconférence',
    text: 'Des consultations à distance avec un lien unique par rendez-vous, que le client retrouve dans son espace.',
    points: [
      'Test de votre caméra et de votre micro',
      'Consultations à venir et passées',
      'Compte à rebours avant chaque consultation',
    ],
    icon: Video,
  },
  {
    title: 'Minuteur de travail',
    text: "Chronométrez vos tâches depuis n'importe quel écran et rattachez le temps passé à un dossier.",
    points: [
      'Démarrage, pause et arrêt',
      'Sessions de travail enregistrées',
      'Temps passé additionné par dossier',
    ],
    icon: Timer,
  },
];

export function ProFeaturesPage() {
  return (
    <ProPage
      title="Fonctionnalités"
      eyebrow="JurisRDV Pro"
      intro="Les outils de JurisRDV Pro pour gérer votre cabinet et recevoir des rendez-vous en ligne, réunis dans une seule application."
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {[...PRO_STRENGTHS, ...FEATURE_GROUPS].map((group) => (
          <li key={group.title} className="rounded-2xl border border-slate-200 bg-white p-6">
            <group.icon className="h-7 w-7 text-brand-600" aria-hidden="true" />
            <h2 className="mt-4 text-lg font-semibold text-slate-900">{group.title}</h2>
            <p className="mt-2 text-slate-600">{group.text}</p>
            <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-brand-600">
              {group.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <ProCtaBand
        title="Essayez toutes les fonctionnalités gratuitement"
        text="L'inscription est gratuite, sans carte bancaire et sans engagement."
      />
    </ProPage>
  );
}
