import { formatRetentionPeriod, RETENTION } from '#domain/identity/privacy/retention-policy.ts';
import { BulletList, MailLink } from '#web/shared/content/content-page.tsx';
import { LEGAL_ENTITY } from '#web/shared/content/legal-entity.ts';
import { ProPage, ProSection } from './pro-page';
import { ProTextLink } from './pro-text-link';

/** Short version linked from the pro registration form; the full text is /pro/confidentialite. */
export function ProPrivacyPage() {
  return (
    <ProPage
      title="Confidentialité des données professionnelles"
      width="narrow"
      intro="L'essentiel sur le traitement de vos données lorsque vous créez votre compte JurisRDV Pro."
    >
      <ProSection title="En résumé">
        <BulletList
          items={[
            'Nous utilisons vos informations professionnelles pour vérifier votre inscription et publier votre fiche.',
            'Les données de vos clients et dossiers restent sous votre responsabilité et votre secret professionnel.',
            "Vos dossiers, contacts et rendez-vous ne sont accessibles qu'à vous.",
            `Sans connexion pendant ${formatRetentionPeriod(RETENTION.inactiveAccount)}, votre fiche est retirée de l'annuaire (un e-mail vous prévient ${formatRetentionPeriod(RETENTION.inactivityNotice)} avant)\u202f; votre compte et vos dossiers sont conservés.`,
            'Vos dossiers restent les vôtres quand un client supprime son compte\u00a0: vous pouvez supprimer un contact ou un document de rendez-vous à tout moment.',
            'Vous pouvez modifier votre fiche à tout moment\u202f; pour fermer votre compte, écrivez-nous depuis la page contact.',
          ]}
        />
      </ProSection>
      <ProSection title="En savoir plus">
        <p>
          Écrivez à <MailLink email={LEGAL_ENTITY.dpoEmail} /> ou consultez la{' '}
          <ProTextLink to="/pro/confidentialite">politique de confidentialité</ProTextLink> complète et notre{' '}
          <ProTextLink to="/pro/rgpd">page RGPD</ProTextLink>.
        </p>
      </ProSection>
    </ProPage>
  );
}
