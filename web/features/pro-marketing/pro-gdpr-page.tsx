import { BulletList, MailLink } from '../../shared/content/content-page';
import { LEGAL_ENTITY } from '../../shared/content/legal-entity';
import { ProPage, ProSection } from './pro-page';
import { ProTextLink } from './pro-text-link';

export function ProGdprPage() {
  return (
    <ProPage
      title="Conformité RGPD"
      eyebrow="Protection des données"
      width="narrow"
      intro="Avocat, vous êtes responsable des données de vos clients. JurisRDV Pro vous donne les moyens de respecter le RGPD et votre secret professionnel."
    >
      <ProSection title="Nos engagements de sous-traitant">
        <BulletList
          items={[
            "Un contrat de sous-traitance conforme à l'article 28 du RGPD, intégré aux conditions générales.",
            'Un traitement des données uniquement sur vos instructions, jamais à des fins commerciales.',
            "Un hébergement en France, sans transfert de vos données hors de l'Union européenne.",
            'Des accès cloisonnés : chaque professionnel ne voit que ses propres dossiers, contacts et rendez-vous.',
            'La notification de toute violation de données dans les meilleurs délais, pour vous permettre de respecter le délai de 72 heures.',
          ]}
        />
      </ProSection>

      <ProSection title="Durées de conservation">
        <BulletList
          items={[
            'Données de vos dossiers et contacts : tant que votre abonnement est actif, selon les durées que vous fixez.',
            'Après résiliation : 30 jours pour exporter vos données, puis suppression définitive.',
            'Cookies et choix de consentement : 13 mois au maximum.',
          ]}
        />
      </ProSection>

      <ProSection title="Les droits de vos clients">
        <p>
          Vos clients peuvent exercer leurs droits d'accès, de rectification, d'effacement et de portabilité
          auprès de vous. JurisRDV Pro vous aide à y répondre : consultation et modification des fiches
          contacts, export et suppression des données.
        </p>
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
