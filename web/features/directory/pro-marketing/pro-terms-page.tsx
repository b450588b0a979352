import { BulletList } from '#web/shared/content/content-page.tsx';
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
            'Votre inscription est validée par un administrateur après vérification de vos informations professionnelles.',
            "L'inscription et l'utilisation de JurisRDV Pro sont gratuites, sans carte bancaire ni engagement.",
            'Vous restez seul responsable de vos conseils et du respect de vos règles déontologiques.',
            "Vous vérifiez l'absence de conflit d'intérêts avant d'accepter un rendez-vous.",
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
