import { BookOpen, GraduationCap, type LucideIcon, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { LandingSection } from './landing-section';

type TSupportItem = { title: string; text: string; icon: LucideIcon; link: { to: string; label: string } };

/** No opening hours or reply times are promised: nobody in the product can keep them. */
const SUPPORT_ITEMS: readonly TSupportItem[] = [
  {
    title: 'Nous écrire',
    text: 'Le formulaire de contact enregistre votre message pour notre équipe.',
    icon: Mail,
    link: { to: '/pro/contact', label: 'Contacter le support' },
  },
  {
    title: "Centre d'aide",
    text: "Des réponses aux questions fréquentes sur l'agenda, les dossiers et les consultations.",
    icon: BookOpen,
    link: { to: '/pro/centre-aide', label: "Consulter le centre d'aide" },
  },
  {
    title: 'Prise en main',
    text: "Les étapes pour passer de l'inscription à votre premier rendez-vous en ligne.",
    icon: GraduationCap,
    link: { to: '/pro/formation', label: 'Voir les étapes' },
  },
];

export function ProSupportSection() {
  return (
    <LandingSection
      id="support"
      tone="slate"
      title="Un support à votre écoute"
      intro="Des réponses écrites pour démarrer, et un formulaire de contact pour tout le reste."
    >
      <ul className="grid gap-6 sm:grid-cols-3">
        {SUPPORT_ITEMS.map((item) => (
          <li key={item.title} className="flex flex-col rounded-2xl bg-white p-6 ring-1 ring-slate-200">
            <item.icon className="h-7 w-7 text-brand-600" aria-hidden="true" />
            <h3 className="mt-4 font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-2 flex-1 text-sm text-slate-600">{item.text}</p>
            <Link
              to={item.link.to}
              className="mt-4 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              {item.link.label}
            </Link>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
