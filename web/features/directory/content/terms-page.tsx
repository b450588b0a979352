import { BulletList, ContentPage, ContentSection, TextLink } from '#web/shared/content/content-page.tsx';

/** Short version linked from the registration form; the full text is /terms-of-service. */
export function TermsPage() {
  return (
    <ContentPage
      title="Conditions d'utilisation"
      intro="L'essentiel de ce que vous acceptez en créant votre compte JurisRDV."
    >
      <ContentSection title="En résumé">
        <BulletList
          items={[
            'La création du compte et la réservation sont gratuites\u202f; vous réglez uniquement les honoraires du professionnel.',
            'JurisRDV met en relation et gère les rendez-vous\u202f; les conseils juridiques relèvent du seul professionnel consulté.',
            "Vous pouvez annuler ou déplacer un rendez-vous jusqu'à 24\u00a0h avant son début.",
            'Vous vous engagez à fournir des informations exactes et à utiliser la plateforme de bonne foi.',
            'Vous pouvez supprimer votre compte à tout moment.',
          ]}
        />
      </ContentSection>
      <ContentSection title="Texte complet">
        <p>
          Consultez les <TextLink to="/terms-of-service">conditions générales d'utilisation</TextLink>{' '}
          complètes, ainsi que notre <TextLink to="/privacy">politique de confidentialité</TextLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
