import {
  Globe,
  KeyRound,
  Lock,
  type LucideIcon,
  ShieldCheck,
  ShieldOff,
  UserCheck,
  Video,
} from 'lucide-react';
import { Link } from 'react-router';
import type { TSiteFacts } from '#domain/directory/site/site-facts.ts';
import { videoProviderSentence, videoSettingsSentence } from '#domain/directory/site/site-statements.ts';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';
import { ProPage, ProSection } from './pro-page';

type TSecurityPoint = { title: string; text: string; icon: LucideIcon };

/**
 * Only what the running product does (docs/claims.md lists the evidence of each). The seed's
 * « hébergement en France, aucune donnée hors de l'UE », backups, 99,9 % availability, DPO and
 * processing register were not: video meetings run on VIDEO_BASE_URL, and nothing else is checkable.
 */
function securityPoints(facts: TSiteFacts): TSecurityPoint[] {
  return [
    {
      title: 'Mots de passe',
      text: 'Les mots de passe sont hachés avec Argon2id et ne sont jamais stockés en clair. Un mot de passe oublié se remplace par un lien à usage unique, valable une heure.',
      icon: KeyRound,
    },
    {
      title: 'Sessions',
      text: 'La session est gardée dans un cookie inaccessible aux scripts de la page, qui expire après 12 heures, ou 30 jours avec «\u00a0Se souvenir de moi\u00a0». La déconnexion la révoque sur le serveur.',
      icon: Lock,
    },
    {
      title: 'Cloisonnement des accès',
      text: "Chaque professionnel n'accède qu'à ses propres dossiers, contacts et rendez-vous\u202f; un client ne voit que ses propres rendez-vous et documents.",
      icon: UserCheck,
    },
    {
      title: 'Protection des formulaires',
      text: 'Les requêtes envoyées depuis un autre site sont refusées, et les tentatives de connexion répétées sont limitées.',
      icon: ShieldOff,
    },
    {
      title: 'Inscriptions vérifiées',
      text: 'Chaque inscription de professionnel est vérifiée par un administrateur avant que sa fiche soit publiée.',
      icon: ShieldCheck,
    },
    ...(facts.secureTransport
      ? [
          {
            title: 'Connexion chiffrée',
            text: 'Les échanges entre votre navigateur et JurisRDV Pro passent par une connexion chiffrée (HTTPS).',
            icon: Globe,
          },
        ]
      : []),
    {
      title: 'Visioconférence',
      text: `${videoProviderSentence(facts.videoHost)} Chaque rendez-vous a sa propre salle, dont le nom est impossible à deviner.`,
      icon: Video,
    },
  ];
}

export function ProSecurityPage() {
  const facts = useSiteFacts();
  return (
    <ProPage
      title="Sécurité et confidentialité"
      eyebrow="Sécurité"
      intro="Le secret professionnel ne se négocie pas. Voici, point par point, comment JurisRDV Pro protège vos données et celles de vos clients."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {(facts.data ? securityPoints(facts.data) : []).map((point) => (
          <li key={point.title} className="rounded-2xl border border-slate-200 bg-white p-6">
            <point.icon className="h-7 w-7 text-brand-600" aria-hidden="true" />
            <h2 className="mt-4 font-semibold text-slate-900">{point.title}</h2>
            <p className="mt-2 text-sm text-slate-600 leading-relaxed">{point.text}</p>
          </li>
        ))}
      </ul>

      {facts.data ? (
        <ProSection title="Visioconférence en production">
          <p>
            L’adresse du service de visioconférence est un réglage de la plateforme&nbsp;: chaque rendez-vous
            en visioconférence y reçoit sa propre salle, dont le nom est tiré au hasard.
          </p>
          {videoSettingsSentence(facts.data.videoProvider, facts.data.videoHost) ? (
            <p>{videoSettingsSentence(facts.data.videoProvider, facts.data.videoHost)}</p>
          ) : null}
          <p>
            Pour un usage en production, nous recommandons un serveur Jitsi Meet auto-hébergé dans l’Union
            européenne&nbsp;: les réunions sont alors organisées par ce serveur, et non par un service public.
          </p>
        </ProSection>
      ) : null}

      <ProSection title="En cas d'incident">
        <p>
          Pour signaler une faille ou un incident de sécurité, écrivez-nous depuis la{' '}
          <Link to="/pro/contact" className="font-medium text-brand-700 underline underline-offset-2">
            page contact
          </Link>
          .
        </p>
        <p>
          Pour en savoir plus, consultez notre page{' '}
          <Link to="/pro/rgpd" className="font-medium text-brand-700 underline underline-offset-2">
            RGPD et protection des données
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
