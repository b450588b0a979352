import { MailLink } from '#web/shared/content/content-page.tsx';
import { LEGAL_ENTITY } from '#web/shared/content/legal-entity.ts';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';
import { GeographicDataSection } from '../content/geographic-data-section';
import { ProPage, ProSection } from './pro-page';
import { ProTextLink } from './pro-text-link';

export function ProLegalNoticePage() {
  const supportEmail = useSiteFacts().data?.supportEmail;
  return (
    <ProPage
      title="Mentions légales - JurisRDV Pro"
      eyebrow="Mentions légales"
      width="narrow"
      updatedAt="novembre 2026"
    >
      <ProSection title="Éditeur">
        <p>
          JurisRDV Pro est édité par <strong>{LEGAL_ENTITY.companyName}</strong>,{' '}
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
      </ProSection>

      <ProSection title="Hébergement">
        <p>
          Le service est hébergé par {LEGAL_ENTITY.host.name}, {LEGAL_ENTITY.host.address}.
        </p>
      </ProSection>

      <ProSection title="Propriété intellectuelle">
        <p>
          Le logiciel JurisRDV Pro, sa documentation et ses contenus sont protégés par le droit de la
          propriété intellectuelle. L'inscription confère un droit d'utilisation personnel et non exclusif,
          pour la durée de l'inscription.
        </p>
      </ProSection>

      <GeographicDataSection />

      <ProSection title="Documents liés">
        <p>
          Consultez les <ProTextLink to="/pro/cgu">conditions générales d'utilisation</ProTextLink>, la{' '}
          <ProTextLink to="/pro/confidentialite">politique de confidentialité</ProTextLink> et notre{' '}
          <ProTextLink to="/pro/rgpd">page RGPD</ProTextLink>.
        </p>
      </ProSection>
    </ProPage>
  );
}
