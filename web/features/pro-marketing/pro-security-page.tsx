import {
  Activity,
  DatabaseBackup,
  KeyRound,
  Lock,
  type LucideIcon,
  Scale,
  Server,
  ShieldCheck,
  UserCheck,
} from 'lucide-react';
import { Link } from 'react-router';
import { ProPage, ProSection } from './pro-page';

type TSecurityPoint = { title: string; text: string; icon: LucideIcon };

const SECURITY_POINTS: readonly TSecurityPoint[] = [
  {
    title: 'Conformité RGPD',
    text: 'Registre des traitements, contrat de sous-traitance (article 28 du RGPD) et délégué à la protection des données joignable à tout moment.',
    icon: ShieldCheck,
  },
  {
    title: 'Hébergement en France',
    text: "Vos données et celles de vos clients sont hébergées dans des centres de données situés en France et ne quittent pas l'Union européenne.",
    icon: Server,
  },
  {
    title: 'Chiffrement',
    text: 'Toutes les communications sont chiffrées en transit (TLS). Les mots de passe sont hachés avec un algorithme robuste (Argon2id) et ne sont jamais stockés en clair.',
    icon: Lock,
  },
  {
    title: 'Sessions maîtrisées',
    text: 'Sessions protégées par des cookies sécurisés, expirant automatiquement et révocables à tout moment.',
    icon: KeyRound,
  },
  {
    title: 'Cloisonnement des accès',
    text: "Chaque professionnel n'accède qu'à ses propres dossiers, contacts et rendez-vous ; un client ne voit que ses propres rendez-vous et documents.",
    icon: UserCheck,
  },
  {
    title: 'Secret professionnel',
    text: "Les données de vos dossiers relèvent de votre secret professionnel : l'accès de nos équipes est limité au support technique, à votre demande.",
    icon: Scale,
  },
  {
    title: 'Sauvegardes',
    text: "Des sauvegardes régulières, stockées en France, permettent de restaurer le service en cas d'incident.",
    icon: DatabaseBackup,
  },
  {
    title: 'Disponibilité de 99,9 %',
    text: 'Une infrastructure surveillée en continu, avec un objectif de disponibilité de 99,9 % hors maintenance programmée.',
    icon: Activity,
  },
];

export function ProSecurityPage() {
  return (
    <ProPage
      title="Sécurité et confidentialité"
      eyebrow="Sécurité"
      intro="Le secret professionnel ne se négocie pas. JurisRDV Pro est conçu pour protéger vos données et celles de vos clients."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SECURITY_POINTS.map((point) => (
          <li key={point.title} className="rounded-2xl border border-slate-200 bg-white p-6">
            <point.icon className="h-7 w-7 text-brand-600" aria-hidden="true" />
            <h2 className="mt-4 font-semibold text-slate-900">{point.title}</h2>
            <p className="mt-2 text-sm text-slate-600 leading-relaxed">{point.text}</p>
          </li>
        ))}
      </ul>

      <ProSection title="En cas d'incident">
        <p>
          Tout incident de sécurité est analysé immédiatement. Si des données personnelles sont concernées,
          nous notifions la CNIL dans les 72 heures et informons sans délai les professionnels touchés,
          conformément au RGPD.
        </p>
        <p>
          Pour en savoir plus, consultez notre page{' '}
          <Link to="/pro/rgpd" className="font-medium text-brand-700 underline underline-offset-2">
            conformité RGPD
          </Link>{' '}
          ou notre{' '}
          <Link to="/pro/confidentialite" className="font-medium text-brand-700 underline underline-offset-2">
            politique de confidentialité
          </Link>
          .
        </p>
      </ProSection>
    </ProPage>
  );
}
