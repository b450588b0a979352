import { ContentPage, ContentSection, MailLink, TextLink } from '#web/shared/content/content-page.tsx';
import { LEGAL_ENTITY } from '#web/shared/content/legal-entity.ts';
import { ConsumerMediatorParagraph } from '#web/shared/site/consumer-mediator-paragraph.tsx';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';
import { GeographicDataSection } from './geographic-data-section';

export function LegalNoticePage() {
  const supportEmail = useSiteFacts().data?.supportEmail;
  return (
    <ContentPage
      title="Mentions légales"
      updatedAt="novembre 2026"
      intro="Informations prévues par la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique."
    >
      <ContentSection title="Éditeur du site">
        <p>
          Le site JurisRDV est édité par <strong>{LEGAL_ENTITY.companyName}</strong>,{' '}
          {LEGAL_ENTITY.legalForm.toLowerCase()} au capital de {LEGAL_ENTITY.shareCapital}, immatriculée sous
          le numéro {LEGAL_ENTITY.registration}, numéro de TVA intracommunautaire {LEGAL_ENTITY.vatNumber}.
        </p>
        <p>
          Siège social&nbsp;: {LEGAL_ENTITY.address}
          <br />
          {supportEmail ? (
            <>
              Adresse e-mail&nbsp;: <MailLink email={supportEmail} />
            </>
          ) : null}
        </p>
        <p>Directeur de la publication&nbsp;: {LEGAL_ENTITY.publicationDirector}.</p>
      </ContentSection>

      <ContentSection title="Hébergement">
        <p>
          Le site et les données sont hébergés par {LEGAL_ENTITY.host.name}, {LEGAL_ENTITY.host.address}.
        </p>
      </ContentSection>

      <ContentSection title="Activité de la plateforme">
        <p>
          JurisRDV est une plateforme de mise en relation et de prise de rendez-vous. Elle ne fournit aucun
          conseil juridique&nbsp;: les consultations sont réalisées sous la seule responsabilité des avocats,
          notaires et commissaires de justice inscrits, dans le respect de leurs règles déontologiques. Les
          critères de classement des résultats de recherche sont indiqués sur la page de résultats.
        </p>
      </ContentSection>

      <ContentSection title="Propriété intellectuelle">
        <p>
          La structure du site, ses textes, logos et éléments graphiques sont la propriété de{' '}
          {LEGAL_ENTITY.companyName} ou de ses partenaires. Toute reproduction ou représentation, totale ou
          partielle, sans autorisation écrite préalable est interdite, sous réserve des licences ouvertes
          mentionnées ci-dessous.
        </p>
      </ContentSection>

      <GeographicDataSection />

      <ContentSection title="Données personnelles et cookies">
        <p>
          Le traitement de vos données personnelles est décrit dans notre{' '}
          <TextLink to="/privacy-policy">politique de confidentialité</TextLink> et l'utilisation des cookies
          dans notre <TextLink to="/cookies">politique cookies</TextLink>.
        </p>
      </ContentSection>

      <ContentSection title="Médiation de la consommation">
        <p>
          En cas de litige, vous pouvez nous écrire depuis la <TextLink to="/contact">page contact</TextLink>.
          À défaut de solution amiable, vous pouvez recourir gratuitement à un médiateur de la consommation.
        </p>
        <ConsumerMediatorParagraph />
      </ContentSection>
    </ContentPage>
  );
}
