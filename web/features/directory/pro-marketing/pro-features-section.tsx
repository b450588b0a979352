import {
  ArrowRight,
  FileCheck2,
  FileText,
  FolderLock,
  KeyRound,
  type LucideIcon,
  MessagesSquare,
  ShieldAlert,
} from 'lucide-react';
import { Link } from 'react-router';
import { LandingSection } from './landing-section';

type TFeature = { title: string; text: string; points: readonly string[]; icon: LucideIcon };

/**
 * What sets JurisRDV Pro apart, first (issue 26 §7): each sentence is true of the running product and
 * listed with its evidence in docs/claims.md. Agenda, booking and video are on /pro/fonctionnalites.
 */
export const PRO_STRENGTHS: readonly TFeature[] = [
  {
    title: 'Factures Factur-X, avoirs et relances',
    text: 'Émettez des factures électroniques au format Factur-X depuis votre espace, annulez-les par un avoir et relancez les impayés.',
    points: [
      'PDF Factur-X (EN\u00a016931) avec ses données structurées',
      'Avoir total ou partiel',
      'Relances manuelles ou automatiques',
    ],
    icon: FileText,
  },
  {
    title: "Contrôle des conflits d'intérêts",
    text: "Avant d'accepter une demande, vous voyez si le client ou la partie adverse figure déjà dans vos dossiers ou vos contacts.",
    points: [
      'Comparaison avec vos clients, parties adverses et contacts',
      'Signal affiché sur la demande à traiter',
      'Confirmation manuelle des réservations',
    ],
    icon: ShieldAlert,
  },
  {
    title: 'Messagerie sécurisée',
    text: 'Échangez avec vos clients dans leur espace JurisRDV. Les e-mails annoncent un nouveau message sans jamais en citer le contenu.',
    points: ['Conversations avec chaque client', 'Pièces jointes', 'Aucun contenu dans les e-mails'],
    icon: MessagesSquare,
  },
  {
    title: 'Documents partagés avec vos clients',
    text: "Partagez un document d'un dossier avec votre client\u00a0: il le retrouve dans son espace, et lui seul y accède.",
    points: ['Partage depuis le dossier', 'Accès limité à vous et à votre client'],
    icon: FolderLock,
  },
  {
    title: "Convention d'honoraires acceptée à la réservation",
    text: "Votre client lit et accepte votre convention d'honoraires avant de réserver\u202f; vous en gardez le PDF, tel qu'il l'a acceptée.",
    points: [
      'Modèle de convention modifiable',
      'Date et heure de l’acceptation',
      'PDF pour vous et pour le client',
    ],
    icon: FileCheck2,
  },
  {
    title: 'Double authentification obligatoire',
    text: "Chaque compte professionnel l'active dès sa première connexion, par une application d'authentification ou une clé d'accès.",
    points: ['Codes de secours', 'Appareils de confiance révocables'],
    icon: KeyRound,
  },
];

export function ProFeaturesSection() {
  return (
    <LandingSection
      id="fonctionnalites"
      title="Ce qui protège votre cabinet"
      intro="Facturation, déontologie, secret professionnel&nbsp;: ce que JurisRDV Pro fait pour vous, au-delà de l'agenda."
    >
      <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {PRO_STRENGTHS.map((feature) => (
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
