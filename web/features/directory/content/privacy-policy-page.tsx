import { smsProviderSentence, videoProviderSentence } from '#domain/directory/site/site-statements.ts';
import {
  AVOCAT_LIABILITY_PRESCRIPTION,
  clientRetentionStatements,
  formatRetentionPeriod,
  RETENTION,
} from '#domain/identity/privacy/retention-policy.ts';
import {
  BulletList,
  ContentPage,
  ContentSection,
  ExternalLink,
  MailLink,
  TextLink,
} from '#web/shared/content/content-page.tsx';
import { LEGAL_ENTITY } from '#web/shared/content/legal-entity.ts';
import { RetentionTable } from '#web/shared/content/retention-table.tsx';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';

export function PrivacyPolicyPage() {
  const facts = useSiteFacts().data;
  return (
    <ContentPage
      title="Politique de confidentialité"
      updatedAt="novembre 2026"
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
            "Données d'identification\u00a0: nom, prénom, adresse e-mail, numéro de téléphone.",
            'Données de rendez-vous\u00a0: professionnel choisi, date, mode de consultation, motif.',
            'Informations que vous choisissez de communiquer\u00a0: partie adverse, réponses au questionnaire préparatoire, documents partagés.',
            'Données techniques\u00a0: adresse IP, journaux de connexion, type de navigateur.',
          ]}
        />
        <p>Nous ne collectons que les données nécessaires au service et ne les revendons jamais.</p>
      </ContentSection>

      <section aria-labelledby="privacy-purposes-title">
        <h2 id="privacy-purposes-title" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          Finalités, bases légales et durées de conservation
        </h2>
        <p className="mt-4 text-slate-700 leading-relaxed">
          Ces durées sont appliquées automatiquement&nbsp;: ce qui a dépassé sa durée de conservation est
          effacé dans l'heure, et votre choix sur les cookies vous est redemandé à son échéance.
        </p>
        <div className="mt-4">
          <RetentionTable
            statements={clientRetentionStatements()}
            caption="Données conservées par JurisRDV, bases légales et durées de conservation"
            withBasis
          />
        </div>
      </section>

      <ContentSection title="Ce que conserve le professionnel consulté">
        <p>
          Le professionnel que vous consultez est responsable de ses propres dossiers&nbsp;: les rendez-vous
          tenus avec vous, vos réponses au questionnaire, ses notes, ses dossiers et les documents qu'il y
          joint. Il les conserve au titre de ses obligations professionnelles&#8239;; un avocat, par exemple,
          doit pouvoir répondre de sa mission pendant {formatRetentionPeriod(AVOCAT_LIABILITY_PRESCRIPTION)}{' '}
          après sa fin (article 2225 du Code civil).
        </p>
        <p>
          C'est pourquoi la suppression de votre compte JurisRDV n'efface pas ces dossiers&nbsp;: vos
          rendez-vous à venir sont annulés et le professionnel en est prévenu, et il garde la trace des
          rendez-vous tenus avec votre nom et vos coordonnées. Pour exercer vos droits sur ces données,
          adressez-vous directement à lui.
        </p>
        <p>
          Les messages que vous échangez avec lui dans la messagerie sécurisée, et leurs pièces jointes, font
          partie de ses dossiers&nbsp;: seuls vous et lui peuvent les lire. Si vous supprimez votre compte, il
          les conserve sous votre nom et la conversation est clôturée. Tant que votre compte existe, le
          téléchargement de vos données en contient le texte et le nom des pièces jointes.
        </p>
        <p>
          Une consultation vidéo ne peut être enregistrée dans la salle JurisRDV qu'avec votre accord, que
          vous donnez ou retirez dans votre espace. La date et l'heure de cet accord, et de son retrait, sont
          conservées avec le rendez-vous, comme preuve pour vous et pour lui, et figurent dans le
          téléchargement de vos données tant que votre compte existe.
        </p>
        <p>
          Les factures qu'il vous a adressées sont conservées dix ans, comme la loi l'impose (article L123-22
          du Code de commerce)&#8239;; elles ne figurent plus dans votre espace une fois votre compte
          supprimé.
        </p>
      </ContentSection>

      <ContentSection title="Destinataires">
        <p>
          Vos données sont accessibles aux équipes habilitées de {LEGAL_ENTITY.brand} et, pour ce qui concerne
          vos rendez-vous, au seul professionnel que vous avez choisi. Nos sous-traitants techniques
          (hébergement, envoi d'e-mails) agissent sur nos instructions. La carte des résultats ne charge ses
          fonds de carte chez un prestataire qu'après votre accord, qui en nomme le prestataire.
          {facts ? ` ${videoProviderSentence(facts.videoHost)} ${smsProviderSentence(facts.smsHost)}` : ''}
        </p>
      </ContentSection>

      <ContentSection title="Sécurité">
        <p>
          {facts?.secureTransport ? 'Les échanges sont chiffrés (HTTPS). ' : ''}Les mots de passe sont stockés
          sous forme hachée et l'accès aux documents est limité aux parties concernées.
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
          Seuls les cookies de session, indispensables à la connexion, sont déposés. La mesure d'audience,
          sans cookie, ne fonctionne qu'avec votre accord, et votre choix est conservé{' '}
          {formatRetentionPeriod(RETENTION.cookieConsent)} au maximum. Pour en savoir plus, consultez notre{' '}
          <TextLink to="/cookies">politique cookies</TextLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
