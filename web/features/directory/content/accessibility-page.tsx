import { ACCESSIBILITY_STATUS } from '#domain/directory/accessibility/accessibility-status.ts';
import {
  BulletList,
  ContentPage,
  ContentSection,
  ExternalLink,
  MailLink,
  TextLink,
} from '#web/shared/content/content-page.tsx';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';

/**
 * The accessibility statement (RGAA 4.1 model). Every sentence is listed with its evidence in
 * docs/claims.md: what is checked is what the test suite checks, the known gaps are real ones.
 */
export function AccessibilityPage() {
  const facts = useSiteFacts().data;
  return (
    <ContentPage
      title="Déclaration d'accessibilité"
      updatedAt="novembre 2026"
      intro="Chacun doit pouvoir trouver un professionnel du droit et prendre rendez-vous sur JurisRDV au clavier seul, avec un lecteur d'écran ou un agrandissement de l'écran. Cette page dit où en est le site et comment nous signaler un obstacle."
    >
      <ContentSection title="Périmètre">
        <p>
          Cette déclaration s'applique à tout le site JurisRDV : les pages publiques, la recherche et la
          réservation, l'espace client et l'espace professionnel. Le référentiel appliqué est le référentiel
          général d'amélioration de l'accessibilité (RGAA), version 4.1, qui reprend les critères des WCAG 2.1
          aux niveaux A et AA.
        </p>
      </ContentSection>

      <ContentSection title="État de conformité">
        <p>
          <strong>Le site JurisRDV est {ACCESSIBILITY_STATUS} au RGAA 4.1.</strong>
        </p>
        <p>
          Aucun audit de conformité n'a encore été réalisé. Sans résultat d'audit en cours de validité, le
          RGAA demande de déclarer un site non conforme, quel que soit son état réel.
        </p>
        <p>Ce que nos tests automatisés vérifient déjà, à chaque modification du code&nbsp;:</p>
        <BulletList
          items={[
            "l'outil axe-core contrôle les règles des WCAG 2 (niveaux A et AA) qu'un outil peut vérifier, sur les pages de connexion et d'inscription, la recherche, les profils, la fenêtre de réservation, l'espace client et l'espace professionnel\u202f;",
            "une réservation complète, de la page d'accueil à la confirmation, est menée au clavier seul, sans que le focus se perde\u202f;",
            'les créneaux sont des boutons nommés avec la date et l’heure complètes, et les fenêtres retiennent le focus puis le rendent.',
          ]}
        />
      </ContentSection>

      <ContentSection title="Contenus non accessibles">
        <p>Nous connaissons les limites suivantes&nbsp;:</p>
        <BulletList
          items={[
            "les factures et les conventions d'honoraires produites en PDF par JurisRDV ne sont pas des PDF balisés\u00a0: leur structure (titres, tableaux) n'est pas transmise aux technologies d'assistance\u202f;",
            'les documents déposés par les clients et les professionnels (PDF, images) ne sont pas contrôlés\u00a0: leur accessibilité dépend de leur auteur\u202f;',
            ...(facts
              ? [
                  `les consultations en visioconférence ont lieu sur le service ${facts.videoHost}, extérieur à JurisRDV : son accessibilité ne dépend pas de nous.`,
                ]
              : []),
          ]}
        />
      </ContentSection>

      <ContentSection title="Technologies utilisées">
        <p>HTML5, CSS, JavaScript (React) et WAI-ARIA.</p>
      </ContentSection>

      <ContentSection title="Environnement de test">
        <p>
          Les vérifications automatiques utilisent le navigateur Chromium avec axe-core, et Playwright pour la
          navigation au clavier. Les noms et les rôles contrôlés sont ceux que Chromium transmet aux
          technologies d'assistance. Aucun test n'a encore été mené avec un lecteur d'écran (NVDA, JAWS,
          VoiceOver ou TalkBack).
        </p>
      </ContentSection>

      <ContentSection title="Retour d'information et contact">
        <p>
          Si un obstacle vous empêche d'accéder à un contenu ou à un service, signalez-le-nous depuis la{' '}
          <TextLink to="/contact">page contact</TextLink> en précisant la page et ce qui vous a bloqué&nbsp;:
          votre message est enregistré pour notre équipe.
        </p>
        {facts ? (
          <p>
            Vous pouvez aussi nous écrire à <MailLink email={facts.supportEmail} />.
          </p>
        ) : null}
        <p>
          Pour prendre rendez-vous sans passer par la réservation en ligne, le numéro de téléphone de chaque
          cabinet figure sur son profil.
        </p>
      </ContentSection>

      <ContentSection title="Voies de recours">
        <p>
          Si vous nous avez signalé un défaut d'accessibilité qui vous empêche d'accéder à un contenu ou à un
          service et que notre réponse ne vous satisfait pas, vous pouvez saisir le Défenseur des
          droits&nbsp;:
        </p>
        <BulletList
          items={[
            <>
              lui écrire par le{' '}
              <ExternalLink href="https://formulaire.defenseurdesdroits.fr/">
                formulaire en ligne
              </ExternalLink>{' '}
              ;
            </>,
            <>
              contacter le{' '}
              <ExternalLink href="https://www.defenseurdesdroits.fr/saisir/delegues">
                délégué du Défenseur des droits de votre région
              </ExternalLink>{' '}
              ;
            </>,
            'lui écrire par la poste, gratuitement et sans timbre\u00a0: Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.',
          ]}
        />
      </ContentSection>
    </ContentPage>
  );
}
