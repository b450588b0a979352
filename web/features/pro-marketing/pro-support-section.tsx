import { BookOpen, Clock, GraduationCap, type LucideIcon, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { LandingSection } from './landing-section';

type TSupportItem = { title: string; text: string; icon: LucideIcon; link?: { to: string; label: string } };

const SUPPORT_ITEMS: readonly TSupportItem[] = [
  {
    title: 'Une équipe disponible',
    text: 'Nos conseillers vous répondent du lundi au vendredi, de 9h à 18h.',
    icon: Clock,
    link: { to: '/pro/contact', label: 'Contacter le support' },
  },
  {
    title: 'Réponse rapide par e-mail',
    text: 'Une réponse par e-mail en moins de 2 heures pendant les heures ouvrées.',
    icon: Mail,
  },
  {
    title: "Centre d'aide",
    text: 'Des guides pas à pas pour configurer votre agenda, vos dossiers et vos consultations.',
    icon: BookOpen,
    link: { to: '/pro/centre-aide', label: "Consulter le centre d'aide" },
  },
  {
    title: 'Formations',
    text: 'Un webinar de prise en main gratuit et des sessions personnalisées pour votre équipe.',
    icon: GraduationCap,
    link: { to: '/pro/formation', label: 'Voir les formations' },
  },
];

export function ProSupportSection() {
  return (
    <LandingSection
      id="support"
      tone="slate"
      title="Un support à votre écoute"
      intro="Vous n'êtes jamais seul : notre équipe vous accompagne de la mise en route au quotidien."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SUPPORT_ITEMS.map((item) => (
          <li key={item.title} className="flex flex-col rounded-2xl bg-white p-6 ring-1 ring-slate-200">
            <item.icon className="h-7 w-7 text-brand-600" aria-hidden="true" />
            <h3 className="mt-4 font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-2 flex-1 text-sm text-slate-600">{item.text}</p>
            {item.link ? (
              <Link
                to={item.link.to}
                className="mt-4 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800"
              >
                {item.link.label}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
