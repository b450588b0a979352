import { formatRetentionPeriod, RETENTION } from '#domain/identity/privacy/retention-policy.ts';
import {
  BulletList,
  ContentPage,
  ContentSection,
  MailLink,
  TextLink,
} from '#web/shared/content/content-page.tsx';
import { LEGAL_ENTITY } from '#web/shared/content/legal-entity.ts';

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
            "Vos réponses au questionnaire et vos documents ne sont accessibles qu'à vous et au professionnel consulté.",
            `La mesure d'audience, sans cookie, ne fonctionne qu'avec votre accord, conservé ${formatRetentionPeriod(RETENTION.cookieConsent)} au maximum.`,
            'Depuis votre espace personnel, vous pouvez modifier vos données, les télécharger ou supprimer votre compte à tout moment.',
            `Sans connexion pendant ${formatRetentionPeriod(RETENTION.inactiveAccount)}, votre compte est supprimé\u202f; un e-mail vous prévient ${formatRetentionPeriod(RETENTION.inactivityNotice)} avant.`,
            'Le professionnel consulté garde ses propres dossiers (rendez-vous tenus, notes, documents, messages échangés), même après la suppression de votre compte.',
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
