import { videoProviderSentence } from '#domain/directory/site/site-statements.ts';
import {
  formatRetentionPeriod,
  proRetentionStatements,
  RETENTION,
} from '#domain/identity/privacy/retention-policy.ts';
import { BulletList, ExternalLink, MailLink } from '#web/shared/content/content-page.tsx';
import { LEGAL_ENTITY } from '#web/shared/content/legal-entity.ts';
import { RetentionTable } from '#web/shared/content/retention-table.tsx';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';
import { ProClientRecords } from './pro-client-records';
import { ProPage, ProSection } from './pro-page';
import { ProTextLink } from './pro-text-link';

export function ProPrivacyPolicyPage() {
  const facts = useSiteFacts().data;
  return (
    <ProPage
      title="Politique de confidentialité"
      eyebrow="JurisRDV Pro"
      width="narrow"
      updatedAt="novembre 2026"
      intro="Comment nous traitons les données des professionnels qui utilisent JurisRDV Pro et celles qu'ils nous confient."
    >
      <ProSection title="Vos données de professionnel">
        <p>
          {LEGAL_ENTITY.companyName}, {LEGAL_ENTITY.address}, est responsable du traitement des données de
          votre compte&nbsp;: identité, coordonnées professionnelles, numéro d'inscription, cabinet, domaines
          d’activité et données de connexion.
        </p>
        <BulletList
          items={[
            'Gestion du compte et vérification de votre qualité de professionnel\u00a0: exécution du contrat.',
            'Publication de votre fiche professionnelle auprès du public\u00a0: exécution du contrat.',
            'Sécurité de votre compte (sessions, liens de réinitialisation du mot de passe)\u00a0: intérêt légitime.',
          ]}
        />
      </ProSection>

      <ProSection title="Durées de conservation">
        <p>
          Ces durées sont appliquées automatiquement&nbsp;: ce qui a dépassé sa durée de conservation est
          effacé dans l'heure.
        </p>
        <RetentionTable
          statements={proRetentionStatements()}
          caption="Données conservées par JurisRDV Pro, bases légales et durées de conservation"
          withBasis
        />
      </ProSection>

      <ProSection title="Les données de vos clients et de vos dossiers">
        <p>
          Pour les dossiers, contacts, rendez-vous et documents que vous gérez dans JurisRDV Pro, vous êtes
          responsable du traitement et nous agissons en qualité de sous-traitant, uniquement sur vos
          instructions. Ces données sont couvertes par votre secret professionnel&nbsp;: elles ne sont ni
          consultées, ni analysées, ni revendues.
        </p>
      </ProSection>

      <ProSection title="Quand un client supprime son compte">
        <ProClientRecords />
      </ProSection>

      <ProSection title="Hébergement et sécurité">
        <p>
          Les données sont hébergées par {LEGAL_ENTITY.host.name}.
          {facts?.secureTransport ? ' Les échanges sont chiffrés (HTTPS).' : ''} Les mots de passe sont hachés
          et les accès cloisonnés par cabinet.{facts ? ` ${videoProviderSentence(facts.videoHost)}` : ''} Voir
          la page <ProTextLink to="/pro/securite">Sécurité</ProTextLink>.
        </p>
      </ProSection>

      <ProSection title="Vos droits">
        <p>
          Vous pouvez accéder à vos données, les rectifier, les effacer, en demander la portabilité ou vous
          opposer à certains traitements en écrivant à <MailLink email={LEGAL_ENTITY.dpoEmail} />. Vous pouvez
          également introduire une réclamation auprès de la CNIL (
          <ExternalLink href="https://www.cnil.fr/fr/plaintes">cnil.fr</ExternalLink>).
        </p>
      </ProSection>

      <ProSection title="Cookies">
        <p>
          Seuls les cookies de session, indispensables à la connexion, sont déposés. La mesure d'audience,
          sans cookie, ne fonctionne qu'après votre accord, conservé{' '}
          {formatRetentionPeriod(RETENTION.cookieConsent)} au maximum.
        </p>
      </ProSection>
    </ProPage>
  );
}
