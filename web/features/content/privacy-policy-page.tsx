import {
  BulletList,
  ContentPage,
  ContentSection,
  ExternalLink,
  MailLink,
  TextLink,
} from '../../shared/content/content-page';
import { LEGAL_ENTITY } from '../../shared/content/legal-entity';

const PURPOSES = [
  {
    purpose: 'Création et gestion de votre compte',
    basis: "Exécution du contrat (conditions générales d'utilisation)",
    retention: 'Durée de vie du compte, puis 3 ans après votre dernière activité',
  },
  {
    purpose: 'Réservation, rappels et suivi de vos rendez-vous',
    basis: 'Exécution du contrat',
    retention: 'Durée de la relation, puis 5 ans (délai de prescription civile)',
  },
  {
    purpose: 'Partage de documents et réponses au questionnaire préparatoire avec le professionnel choisi',
    basis: 'Exécution du contrat et, pour les données sensibles, votre consentement explicite',
    retention: 'Durée du rendez-vous et du suivi, dans la limite de 5 ans',
  },
  {
    purpose: 'Facturation et obligations comptables',
    basis: 'Obligation légale',
    retention: '10 ans (Code de commerce)',
  },
  {
    purpose: 'Sécurité de la plateforme et prévention de la fraude',
    basis: 'Intérêt légitime',
    retention: '1 an pour les journaux de connexion',
  },
  {
    purpose: "Mesure d'audience et amélioration du service",
    basis: 'Votre consentement (cookies analytiques)',
    retention: '13 mois au maximum',
  },
  {
    purpose: 'Newsletter et informations sur nos services',
    basis: 'Votre consentement, retirable à tout moment',
    retention: "Jusqu'au désabonnement, puis 3 ans sans interaction au maximum",
  },
] as const;

export function PrivacyPolicyPage() {
  return (
    <ContentPage
      title="Politique de confidentialité"
      updatedAt="janvier 2025"
      intro="Cette politique explique quelles données personnelles nous collectons, pourquoi, combien de temps nous les conservons et comment exercer vos droits, conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés."
    >
      <ContentSection title="Responsable du traitement">
        <p>
          Le responsable du traitement est {LEGAL_ENTITY.companyName}, {LEGAL_ENTITY.address}. Vous pouvez
          joindre notre délégué à la protection des données à l'adresse{' '}
          <MailLink email={LEGAL_ENTITY.dpoEmail} />.
        </p>
        <p>
          Pour le contenu des consultations, chaque professionnel consulté est responsable de ses propres
          traitements et reste tenu au secret professionnel.
        </p>
      </ContentSection>

      <ContentSection title="Données collectées">
        <BulletList
          items={[
            "Données d'identification : nom, prénom, adresse e-mail, numéro de téléphone.",
            'Données de rendez-vous : professionnel choisi, date, mode de consultation, motif.',
            'Informations que vous choisissez de communiquer : réponses au questionnaire préparatoire, documents partagés.',
            'Données techniques : adresse IP, journaux de connexion, type de navigateur.',
          ]}
        />
        <p>Nous ne collectons que les données nécessaires au service et ne les revendons jamais.</p>
      </ContentSection>

      <section aria-labelledby="privacy-purposes-title">
        <h2 id="privacy-purposes-title" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          Finalités, bases légales et durées de conservation
        </h2>
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">
              Finalités, bases légales et durées de conservation des traitements
            </caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Finalité
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Base légale
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Durée de conservation
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white text-slate-700">
              {PURPOSES.map((row) => (
                <tr key={row.purpose}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {row.purpose}
                  </th>
                  <td className="px-4 py-3">{row.basis}</td>
                  <td className="px-4 py-3">{row.retention}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <ContentSection title="Destinataires">
        <p>
          Vos données sont accessibles aux équipes habilitées de {LEGAL_ENTITY.brand} et, pour ce qui concerne
          vos rendez-vous, au seul professionnel que vous avez choisi. Nos sous-traitants techniques
          (hébergement, envoi d'e-mails) agissent sur nos instructions. Vos données sont hébergées en France
          et ne sont pas transférées hors de l'Union européenne, sauf si vous acceptez l'affichage d'une carte
          fournie par un prestataire situé hors de l'Union européenne.
        </p>
      </ContentSection>

      <ContentSection title="Sécurité">
        <p>
          Les échanges sont chiffrés (HTTPS), les mots de passe sont stockés sous forme hachée et l'accès aux
          documents est limité aux parties concernées.
        </p>
      </ContentSection>

      <ContentSection title="Vos droits">
        <p>
          Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, de portabilité et
          d'opposition, ainsi que du droit de retirer votre consentement à tout moment et de définir des
          directives sur le sort de vos données après votre décès. Pour les exercer, écrivez à{' '}
          <MailLink email={LEGAL_ENTITY.dpoEmail} />. Nous répondons dans un délai d'un mois.
        </p>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès
          de la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, 75007
          Paris, ou sur <ExternalLink href="https://www.cnil.fr/fr/plaintes">cnil.fr</ExternalLink>.
        </p>
      </ContentSection>

      <ContentSection title="Cookies">
        <p>
          Les cookies essentiels au fonctionnement du site sont déposés sans consentement. Les cookies
          analytiques et marketing ne le sont qu'avec votre accord. Les cookies et votre choix sont conservés
          13 mois au maximum. Pour en savoir plus, consultez notre{' '}
          <TextLink to="/cookies">politique cookies</TextLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
