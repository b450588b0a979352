import { BulletList, ExternalLink, MailLink } from '../../shared/content/content-page';
import { LEGAL_ENTITY } from '../../shared/content/legal-entity';
import { ProPage, ProSection } from './pro-page';
import { ProTextLink } from './pro-text-link';

export function ProPrivacyPolicyPage() {
  return (
    <ProPage
      title="Politique de confidentialité"
      eyebrow="JurisRDV Pro"
      width="narrow"
      updatedAt="janvier 2025"
      intro="Comment nous traitons les données des professionnels qui utilisent JurisRDV Pro et celles qu'ils nous confient."
    >
      <ProSection title="Vos données de professionnel">
        <p>
          {LEGAL_ENTITY.companyName}, {LEGAL_ENTITY.address}, est responsable du traitement des données de
          votre compte : identité, coordonnées professionnelles, numéro d'inscription, cabinet, spécialités,
          données d'abonnement et de connexion.
        </p>
        <BulletList
          items={[
            'Gestion du compte et vérification de votre qualité de professionnel : exécution du contrat.',
            'Publication de votre fiche professionnelle auprès du public : exécution du contrat.',
            'Facturation : obligation légale, conservation 10 ans.',
            'Sécurité et prévention de la fraude : intérêt légitime, journaux conservés 1 an.',
          ]}
        />
        <p>
          Les données du compte sont conservées pendant toute la durée de l'abonnement, puis 30 jours après la
          résiliation pour vous permettre de les exporter, avant leur suppression (hors obligations légales).
        </p>
      </ProSection>

      <ProSection title="Les données de vos clients et de vos dossiers">
        <p>
          Pour les dossiers, contacts, rendez-vous et documents que vous gérez dans JurisRDV Pro, vous êtes
          responsable du traitement et nous agissons en qualité de sous-traitant, uniquement sur vos
          instructions. Ces données sont couvertes par votre secret professionnel : elles ne sont ni
          consultées, ni analysées, ni revendues.
        </p>
      </ProSection>

      <ProSection title="Hébergement et sécurité">
        <p>
          Les données sont hébergées en France par {LEGAL_ENTITY.host.name}. Les échanges sont chiffrés, les
          mots de passe hachés et les accès cloisonnés par cabinet. Voir la page{' '}
          <ProTextLink to="/pro/securite">Sécurité</ProTextLink>.
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
          Seuls les cookies essentiels sont déposés sans votre accord. Les cookies de mesure d'audience ne le
          sont qu'après consentement ; les cookies et votre choix sont conservés 13 mois au maximum.
        </p>
      </ProSection>
    </ProPage>
  );
}
