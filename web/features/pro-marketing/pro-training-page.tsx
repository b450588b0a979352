import { Clock, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ProPage, ProSection } from './pro-page';

type TTrainingOffer = {
  title: string;
  duration: string;
  type: string;
  level: string;
  participants: string;
  price: string;
  topics: readonly string[];
};

const TRAINING_OFFERS: readonly TTrainingOffer[] = [
  {
    title: 'Webinar de prise en main',
    duration: '2 heures',
    type: 'En ligne',
    level: 'Débutant',
    participants: 'Ouvert à tous les abonnés',
    price: 'Gratuit',
    topics: [
      'Configurer vos horaires et modes de consultation',
      'Publier votre fiche',
      'Gérer vos premiers rendez-vous',
    ],
  },
  {
    title: 'Session personnalisée',
    duration: '3 heures',
    type: 'En ligne',
    level: 'Tous niveaux',
    participants: "Jusqu'à 8 personnes",
    price: '299 €',
    topics: [
      'Paramétrage adapté à votre cabinet',
      'Organisation des dossiers et des contacts',
      'Bonnes pratiques de la visioconférence',
    ],
  },
  {
    title: 'Journée sur site',
    duration: '1 journée',
    type: 'Dans vos locaux',
    level: 'Avancé',
    participants: "Jusqu'à 15 personnes",
    price: '990 €',
    topics: [
      "Déploiement pour toute l'équipe",
      'Ateliers pratiques par rôle (associés, collaborateurs, assistants)',
      'Suivi du temps et organisation du planning partagé',
    ],
  },
];

const WEBINARS = [
  { title: 'Prise en main de JurisRDV Pro', schedule: 'Chaque mardi, de 11h à 13h' },
  { title: 'Optimiser votre agenda en ligne', schedule: 'Le premier jeudi du mois, de 14h à 16h' },
  {
    title: 'Réussir vos consultations en visioconférence',
    schedule: 'Le dernier vendredi du mois, de 10h à 12h',
  },
] as const;

export function ProTrainingPage() {
  return (
    <ProPage
      title="Formation"
      eyebrow="Accompagnement"
      intro="Formez-vous, vous et votre équipe, pour être opérationnels dès les premiers jours."
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {TRAINING_OFFERS.map((offer) => (
          <li key={offer.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6">
            <h2 className="text-lg font-semibold text-slate-900">{offer.title}</h2>
            <p className="mt-2 text-2xl font-bold text-brand-700">{offer.price}</p>
            <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="flex items-center gap-1 text-slate-500">
                  <Clock className="h-4 w-4" aria-hidden="true" />
                  Durée
                </dt>
                <dd className="font-medium text-slate-900">{offer.duration}</dd>
              </div>
              <div>
                <dt className="flex items-center gap-1 text-slate-500">
                  <MapPin className="h-4 w-4" aria-hidden="true" />
                  Format
                </dt>
                <dd className="font-medium text-slate-900">{offer.type}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Niveau</dt>
                <dd className="font-medium text-slate-900">{offer.level}</dd>
              </div>
              <div>
                <dt className="flex items-center gap-1 text-slate-500">
                  <Users className="h-4 w-4" aria-hidden="true" />
                  Participants
                </dt>
                <dd className="font-medium text-slate-900">{offer.participants}</dd>
              </div>
            </dl>
            <h3 className="mt-5 text-sm font-semibold text-slate-900">Au programme</h3>
            <ul className="mt-2 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-brand-600">
              {offer.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
            <Link
              to="/pro/contact"
              className="mt-6 flex h-10 items-center justify-center rounded-md border border-slate-300 text-sm font-semibold text-slate-900 hover:bg-slate-50"
            >
              Réserver cette formation
              <span className="sr-only"> : {offer.title}</span>
            </Link>
          </li>
        ))}
      </ul>

      <ProSection
        title="Webinars gratuits"
        intro="Des sessions en ligne de 2 heures, avec questions-réponses en direct."
      >
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {WEBINARS.map((webinar) => (
            <li
              key={webinar.title}
              className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="font-medium text-slate-900">{webinar.title}</span>
              <span className="text-sm text-slate-600">{webinar.schedule}</span>
            </li>
          ))}
        </ul>
        <p>
          Pour vous inscrire, écrivez-nous depuis la{' '}
          <Link to="/pro/contact" className="font-medium text-brand-700 underline underline-offset-2">
            page contact
          </Link>{' '}
          en précisant le webinar choisi.
        </p>
      </ProSection>
    </ProPage>
  );
}
