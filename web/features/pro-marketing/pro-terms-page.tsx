import { BulletList } from '../../shared/content/content-page';
import { ProPage, ProSection } from './pro-page';
import { ProTextLink } from './pro-text-link';

/** Short version linked from the pro registration form; the full text is /pro/cgu. */
export function ProTermsPage() {
  return (
    <ProPage
      title="Conditions d'utilisation professionnelles"
      width="narrow"
      intro="L'essentiel de ce que vous acceptez en créant votre compte JurisRDV Pro."
    >
      <ProSection title="En résumé">
        <BulletList
          items={[
            'Votre inscription est validée sous 24h après vérification de vos informations professionnelles.',
            "L'abonnement commence par 30 jours d'essai gratuit, sans carte bancaire ni engagement.",
            'Vous restez seul responsable de vos conseils et du respect de vos règles déontologiques.',
            "Vous vérifiez l'absence de conflit d'intérêts avant d'accepter un rendez-vous.",
            'Après résiliation, vos données restent exportables pendant 30 jours puis sont supprimées.',
          ]}
        />
      </ProSection>
      <ProSection title="Texte complet">
        <p>
          Consultez les <ProTextLink to="/pro/cgu">conditions générales d'utilisation</ProTextLink> et la{' '}
          <ProTextLink to="/pro/privacy">politique de confidentialité</ProTextLink>.
        </p>
      </ProSection>
    </ProPage>
  );
}
