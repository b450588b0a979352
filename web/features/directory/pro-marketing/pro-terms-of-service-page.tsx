import { BulletList } from '#web/shared/content/content-page.tsx';
import { LEGAL_ENTITY } from '#web/shared/content/legal-entity.ts';
import { ProPage, ProSection } from './pro-page';
import { ProTextLink } from './pro-text-link';

export function ProTermsOfServicePage() {
  return (
    <ProPage
      title="Conditions générales d'utilisation"
      eyebrow="JurisRDV Pro"
      width="narrow"
      updatedAt="novembre 2026"
      intro="Ces conditions régissent l'utilisation de JurisRDV Pro par les professionnels du droit."
    >
      <ProSection title="1. Objet">
        <p>
          {LEGAL_ENTITY.companyName} met à la disposition des professionnels du droit un logiciel en ligne de
          prise de rendez-vous et de gestion de cabinet (planning, rendez-vous, dossiers, contacts, fiche
          professionnelle, visioconférence). Le professionnel reste seul responsable de son activité et du
          respect de ses règles déontologiques.
        </p>
      </ProSection>

      <ProSection title="2. Inscription et validation">
        <p>
          L'inscription est réservée aux professionnels du droit en exercice. Le professionnel fournit des
          informations exactes, dont son numéro d'inscription au barreau ou à l'ordre dont il relève.
          L'inscription est validée par un administrateur après vérification de ces informations&#8239;; tant
          qu'elle ne l'est pas, le profil n'apparaît pas dans les résultats de recherche et ne peut pas être
          réservé.
        </p>
      </ProSection>

      <ProSection title="3. Gratuité et fin d'utilisation">
        <BulletList
          items={[
            "L'inscription et l'utilisation de JurisRDV Pro sont gratuites\u00a0: aucun abonnement ni paiement n'est demandé.",
            "Le professionnel peut cesser à tout moment d'utiliser le service\u202f; pour fermer son compte, il nous écrit depuis la page contact.",
          ]}
        />
      </ProSection>

      <ProSection title="4. Obligations du professionnel">
        <p>
          Le professionnel tient à jour sa fiche, ses disponibilités et ses honoraires, honore les rendez-vous
          confirmés et vérifie l'absence de conflit d'intérêts avant d'accepter un client. Il s'engage à ne
          publier aucun contenu trompeur et à respecter les règles de publicité propres à sa profession.
        </p>
      </ProSection>

      <ProSection title="5. Disponibilité et responsabilité">
        <p>
          {LEGAL_ENTITY.brand} met tout en œuvre pour assurer la disponibilité du service, sans pouvoir
          garantir une absence totale d'interruption. Sa responsabilité ne saurait être engagée au titre des
          conseils délivrés par le professionnel ni des décisions prises sur leur fondement.
        </p>
      </ProSection>

      <ProSection title="6. Données personnelles">
        <p>
          Pour les données de ses clients et de ses dossiers, le professionnel est responsable du traitement
          et {LEGAL_ENTITY.brand} agit en qualité de sous-traitant. Les engagements correspondants figurent
          dans notre <ProTextLink to="/pro/rgpd">page RGPD</ProTextLink> et notre{' '}
          <ProTextLink to="/pro/confidentialite">politique de confidentialité</ProTextLink>.
        </p>
      </ProSection>

      <ProSection title="7. Classement, retrait et réclamations">
        <p>
          Les paramètres qui classent les résultats de recherche et leur poids, les cas où un profil est
          retiré ou suspendu et le signalement d'un contenu sont décrits sur la page{' '}
          <ProTextLink to="/classement-et-referencement">Classement et référencement</ProTextLink>. Aucun
          professionnel ne paie pour être mieux classé.
        </p>
        <p>
          Le professionnel qui conteste une décision le concernant dépose une réclamation depuis son espace,
          rubrique «&nbsp;Réclamations&nbsp;»&nbsp;: elle reçoit une référence, il en suit l'état et un
          administrateur y apporte une réponse motivée.
        </p>
      </ProSection>

      <ProSection title="8. Droit applicable">
        <p>
          Les présentes conditions sont soumises au droit français. Tout litige relève, à défaut d'accord
          amiable, des tribunaux de Paris. Pour toute question, écrivez-nous depuis la{' '}
          <ProTextLink to="/pro/contact">page contact</ProTextLink>.
        </p>
      </ProSection>
    </ProPage>
  );
}
