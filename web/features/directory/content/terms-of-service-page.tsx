import { BulletList, ContentPage, ContentSection, TextLink } from '#web/shared/content/content-page.tsx';
import { LEGAL_ENTITY } from '#web/shared/content/legal-entity.ts';
import { paths } from '#web/shared/paths.ts';
import { ConsumerMediatorParagraph } from '#web/shared/site/consumer-mediator-paragraph.tsx';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';

export function TermsOfServicePage() {
  const facts = useSiteFacts().data;
  return (
    <ContentPage
      title="Conditions générales d'utilisation"
      updatedAt="novembre 2026"
      intro={`Les présentes conditions générales d'utilisation (CGU) encadrent l'utilisation de la plateforme JurisRDV par les clients. En créant un compte, vous les acceptez sans réserve.`}
    >
      <ContentSection title="1. Objet">
        <p>
          {LEGAL_ENTITY.brand}, édité par {LEGAL_ENTITY.companyName}, permet de rechercher un avocat, un
          notaire ou un commissaire de justice et de réserver une consultation au cabinet, en visioconférence
          ou par téléphone. La plateforme est un intermédiaire technique&nbsp;: elle ne fournit pas de conseil
          juridique et n'est pas partie au contrat conclu entre le client et le professionnel.
        </p>
      </ContentSection>

      <ContentSection title="2. Compte utilisateur">
        <p>
          La réservation d'un rendez-vous nécessite un compte. Vous vous engagez à fournir des informations
          exactes et à garder votre mot de passe confidentiel. Vous êtes responsable de l'utilisation de votre
          compte et pouvez le supprimer à tout moment depuis votre espace personnel.
        </p>
      </ContentSection>

      <ContentSection title="3. Réservation d'un rendez-vous">
        <BulletList
          items={[
            "Le rendez-vous est confirmé immédiatement ou après validation du professionnel, qui doit notamment vérifier l'absence de conflit d'intérêts.",
            ...(facts?.emailDelivery
              ? [
                  "Vous êtes informé par e-mail de la confirmation ou du refus\u202f; un rappel vous est envoyé 24\u00a0h avant le rendez-vous s'il a été pris plus de 24\u00a0h à l'avance et que vous acceptez les e-mails.",
                ]
              : ['La confirmation ou le refus apparaît dans votre espace personnel.']),
            'Pour une visioconférence, le lien de connexion figure dans votre espace personnel.',
            "Vous pouvez annuler ou déplacer le rendez-vous depuis votre espace personnel jusqu'à 24\u00a0h avant son début.",
          ]}
        />
      </ContentSection>

      <ContentSection title="4. Tarifs et paiement">
        <p>
          L'utilisation de la plateforme est gratuite pour les clients. Les honoraires sont fixés librement
          par chaque professionnel, affichés avant la réservation et réglés selon les modalités qu'il accepte.
          Voir la page <TextLink to="/professionals">Tarifs</TextLink>.
        </p>
      </ContentSection>

      <ContentSection title="5. Obligations de l'utilisateur">
        <p>
          Vous vous engagez à utiliser la plateforme de bonne foi, à honorer les rendez-vous réservés ou à les
          annuler dans les délais, et à ne pas publier de contenu illicite, diffamatoire ou portant atteinte
          aux droits de tiers.
        </p>
      </ContentSection>

      <ContentSection title="6. Responsabilité">
        <p>
          Les professionnels inscrits sont seuls responsables des conseils qu'ils délivrent, dans le respect
          de leurs obligations déontologiques. {LEGAL_ENTITY.brand} met tout en œuvre pour assurer la
          disponibilité du service mais ne peut garantir une absence totale d'interruption, notamment en cas
          de maintenance.
        </p>
      </ContentSection>

      <ContentSection title="7. Données personnelles">
        <p>
          Le traitement de vos données est décrit dans la{' '}
          <TextLink to="/privacy-policy">politique de confidentialité</TextLink> et la{' '}
          <TextLink to="/cookies">politique cookies</TextLink>.
        </p>
      </ContentSection>

      <ContentSection title="8. Droit applicable et litiges">
        <p>
          Les présentes CGU sont soumises au droit français. En cas de litige, une solution amiable est
          recherchée en priorité&#8239;; à défaut, vous pouvez recourir gratuitement à un médiateur de la
          consommation avant de saisir les tribunaux compétents.
        </p>
        <ConsumerMediatorParagraph />
      </ContentSection>

      <ContentSection title="9. Classement et signalements">
        <p>
          L'ordre des résultats de recherche, les cas où un profil quitte l'annuaire et la façon de signaler
          un contenu sont décrits sur la page{' '}
          <TextLink to={paths.ranking}>Classement et référencement</TextLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
