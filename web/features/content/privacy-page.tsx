import {
  BulletList,
  ContentPage,
  ContentSection,
  MailLink,
  TextLink,
} from '../../shared/content/content-page';
import { LEGAL_ENTITY } from '../../shared/content/legal-entity';

/** Short version linked from the registration form; the full text is /privacy-policy. */
export function PrivacyPage() {
  return (
    <ContentPage
      title="Confidentialité"
      intro="L'essentiel sur l'utilisation de vos données personnelles lorsque vous créez votre compte JurisRDV."
    >
      <ContentSection title="En résumé">
        <BulletList
          items={[
            'Nous collectons uniquement les données nécessaires à votre compte et à vos rendez-vous.',
            "Vos informations ne sont partagées qu'avec le professionnel que vous choisissez de consulter.",
            'Vos données sont hébergées en France et ne sont jamais revendues.',
            "Les cookies non essentiels ne sont déposés qu'avec votre accord, conservé 13 mois au maximum.",
            'Vous pouvez accéder à vos données, les rectifier ou les supprimer à tout moment.',
          ]}
        />
      </ContentSection>
      <ContentSection title="Exercer vos droits">
        <p>
          Écrivez à <MailLink email={LEGAL_ENTITY.dpoEmail} />. Le détail des traitements figure dans notre{' '}
          <TextLink to="/privacy-policy">politique de confidentialité</TextLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
