import { MailLink } from '../../shared/content/content-page';
import { LEGAL_ENTITY } from '../../shared/content/legal-entity';
import { GeographicDataSection } from '../content/geographic-data-section';
import { ProPage, ProSection } from './pro-page';
import { ProTextLink } from './pro-text-link';

export function ProLegalNoticePage() {
  return (
    <ProPage
      title="Mentions légales - JurisRDV Pro"
      eyebrow="Mentions légales"
      width="narrow"
      updatedAt="janvier 2025"
    >
      <ProSection title="Éditeur">
        <p>
          JurisRDV Pro est édité par <strong>{LEGAL_ENTITY.companyName}</strong>,{' '}
          {LEGAL_ENTITY.legalForm.toLowerCase()} au capital de {LEGAL_ENTITY.shareCapital}, immatriculée sous
          le numéro {LEGAL_ENTITY.registration}, numéro de TVA intracommunautaire {LEGAL_ENTITY.vatNumber}.
        </p>
        <p>
          Siège social : {LEGAL_ENTITY.address}
          <br />
          Adresse e-mail : <MailLink email={LEGAL_ENTITY.supportEmail} />
        </p>
        <p>Directeur de la publication : {LEGAL_ENTITY.publicationDirector}.</p>
      </ProSection>

      <ProSection title="Hébergement">
        <p>
          Le service est hébergé par {LEGAL_ENTITY.host.name}, {LEGAL_ENTITY.host.address}, dans des{' '}
          {LEGAL_ENTITY.host.dataLocation}.
        </p>
      </ProSection>

      <ProSection title="Propriété intellectuelle">
        <p>
          Le logiciel JurisRDV Pro, sa documentation et ses contenus sont protégés par le droit de la
          propriété intellectuelle. L'abonnement confère un droit d'utilisation personnel et non exclusif pour
          la durée du contrat.
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
