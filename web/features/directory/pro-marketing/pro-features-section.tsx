import { ArrowRight, CalendarCheck, FolderOpen, type LucideIcon, Video } from 'lucide-react';
import { Link } from 'react-router';
import { VIDEO_JOIN_LEAD_MINUTES } from '#domain/appointments/booking/change-window.ts';
import { LandingSection } from './landing-section';

type TFeature = { title: string; text: string; points: readonly string[]; icon: LucideIcon };

const FEATURES: readonly TFeature[] = [
  {
    title: 'Agenda et rendez-vous en ligne',
    text: 'Vos clients réservent directement sur vos créneaux libres, au cabinet, en visioconférence ou par téléphone.',
    points: [
      'Confirmation automatique ou manuelle',
      'Délai de prévenance et horizon de réservation réglables',
      'Import de vos agendas externes (iCalendar)',
    ],
    icon: CalendarCheck,
  },
  {
    title: 'Dossiers et contacts centralisés',
    text: 'Retrouvez en un instant les pièces, les échéances et les rendez-vous de chaque dossier.',
    points: [
      'Suivi des échéances et priorités',
      'Carnet de clients, partenaires et confrères',
      'Minuteur de temps passé',
    ],
    icon: FolderOpen,
  },
  {
    title: 'Consultations en visioconférence',
    text: 'Consultez à distance : chaque rendez-vous en visioconférence reçoit son propre lien, impossible à deviner.',
    points: [
      'Un lien par rendez-vous',
      `Lien disponible pour le client dans son espace, ${VIDEO_JOIN_LEAD_MINUTES} minutes avant`,
      'Test de votre caméra et de votre micro',
    ],
    icon: Video,
  },
];

export function ProFeaturesSection() {
  return (
    <LandingSection
      id="fonctionnalites"
      title="Tout ce dont votre cabinet a besoin"
      intro="Une plateforme unique pour être trouvé par de nouveaux clients et organiser votre cabinet."
    >
      <ul className="grid gap-8 md:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <feature.icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{feature.title}</h3>
            <p className="mt-2 text-slate-600">{feature.text}</p>
            <ul className="mt-4 space-y-2 text-sm text-slate-700">
              {feature.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden="true" className="text-brand-600">
                    •
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <Link
          to="/pro/fonctionnalites"
          className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-800"
        >
          Découvrir toutes les fonctionnalités
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </p>
    </LandingSection>
  );
}
