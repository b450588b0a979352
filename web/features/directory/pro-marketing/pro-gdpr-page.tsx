import { videoProviderSentence } from '#domain/directory/site/site-statements.ts';
import { proRetentionStatements } from '#domain/identity/privacy/retention-policy.ts';
import { BulletList, MailLink } from '#web/shared/content/content-page.tsx';
import { LEGAL_ENTITY } from '#web/shared/content/legal-entity.ts';
import { RetentionTable } from '#web/shared/content/retention-table.tsx';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';
import { ProClientRecords } from './pro-client-records';
import { ProPage, ProSection } from './pro-page';
import { ProTextLink } from './pro-text-link';

export function ProGdprPage() {
  const facts = useSiteFacts().data;
  return (
    <ProPage
      title="RGPD et protection des données"
      eyebrow="Protection des données"
      width="narrow"
      intro="Avocat, vous êtes responsable des données de vos clients. JurisRDV Pro vous donne les moyens de respecter le RGPD et votre secret professionnel."
    >
      <ProSection title="Nos engagements de sous-traitant">
        <BulletList
          items={[
            'Un traitement des données uniquement sur vos instructions, jamais à des fins commerciales.',
            'Des accès cloisonnés\u00a0: chaque professionnel ne voit que ses propres dossiers, contacts et rendez-vous.',
            ...(facts ? [videoProviderSentence(facts.videoHost)] : []),
          ]}
        />
      </ProSection>

      <ProSection title="Durées de conservation">
        <RetentionTable
          statements={proRetentionStatements()}
          caption="Données conservées par JurisRDV Pro et durées de conservation"
        />
      </ProSection>

      <ProSection title="Les droits de vos clients">
        <p>
          Vos clients peuvent exercer leurs droits d'accès, de rectification, d'effacement et de portabilité
          auprès de vous. JurisRDV Pro vous aide à y répondre&nbsp;: consultation et modification des fiches
          contacts et des dossiers, suppression d'un contact ou d'un document de rendez-vous. Vos clients
          peuvent aussi télécharger leurs données et supprimer leur compte depuis leur espace.
        </p>
        <ProClientRecords />
      </ProSection>

      <ProSection title="Délégué à la protection des données">
        <p>
          Notre délégué à la protection des données répond à vos questions à l'adresse{' '}
          <MailLink email={LEGAL_ENTITY.dpoEmail} />. Pour le détail des traitements, consultez notre{' '}
          <ProTextLink to="/pro/confidentialite">politique de confidentialité</ProTextLink> et la page{' '}
          <ProTextLink to="/pro/securite">Sécurité</ProTextLink>.
        </p>
      </ProSection>
    </ProPage>
  );
}
