import { REVIEW_SORT_VALUES, REVIEW_SORTS } from '#domain/directory/reviews/review-display.ts';
import {
  HOW_REVIEWS_WORK_TITLE,
  REVIEW_MAX_SUBMISSIONS,
  REVIEW_MODERATION_HOURS,
  REVIEW_REFUSAL_REASON_VALUES,
  REVIEW_REFUSAL_REASONS,
  REVIEW_TEXT_MAX,
  REVIEW_WINDOW_DAYS,
  VERIFIED_REVIEWS_SENTENCE,
} from '#domain/directory/reviews/review-policy.ts';
import { REVIEW_PRIOR_WEIGHT } from '#domain/directory/reviews/review-ranking.ts';
import { reviewRetentionSentence } from '#domain/directory/reviews/review-retention.ts';
import { BulletList, ContentPage, ContentSection } from '#web/shared/content/content-page.tsx';

const TEXT_MAX = new Intl.NumberFormat('fr-FR').format(REVIEW_TEXT_MAX);

/**
 * « Comment fonctionnent les avis » (issue 29 §3, Code de la consommation L111-7-2 and D111-17), linked from
 * every rating. Every figure comes from domain/directory/reviews, which the server enforces (ADR 0072).
 */
export function HowReviewsWorkPage() {
  return (
    <ContentPage
      title={HOW_REVIEWS_WORK_TITLE}
      eyebrow="Avis des clients"
      intro="Les avis publiés sur JurisRDV viennent de clients qui ont eu une consultation avec le professionnel par JurisRDV. Voici les règles que nous appliquons à chacun d'eux."
    >
      <ContentSection title="Qui peut laisser un avis">
        <p>{VERIFIED_REVIEWS_SENTENCE}</p>
        <p>
          {`Seul le client qui a réservé la consultation depuis son compte JurisRDV peut la noter, une seule fois, dans les ${REVIEW_WINDOW_DAYS} jours qui suivent sa fin. Une consultation annulée ou à venir ne peut pas être notée. JurisRDV ne publie aucun avis venu d'ailleurs.`}
        </p>
      </ContentSection>

      <ContentSection title="Ce que contient un avis">
        <p>
          {`Une note de 1 à 5 étoiles et, si vous le souhaitez, un texte de ${TEXT_MAX} caractères au plus. Chaque avis affiche sa date et celle de la consultation qu'il suit. Le nom de son auteur n'est jamais affiché\u00a0: consulter un avocat, un notaire ou un commissaire de justice relève du secret professionnel.`}
        </p>
        <p>
          Un avis parle du déroulement de la consultation (écoute, clarté, ponctualité), jamais du
          dossier&nbsp;: ni montant, ni numéro de dossier, ni nom de juridiction ou de personne, ni
          coordonnées.
        </p>
      </ContentSection>

      <ContentSection title="Délai de publication">
        <p>
          {`Une note sans texte est publiée aussitôt. Un avis avec un texte est relu par l'équipe de JurisRDV avant d'être publié, sous ${REVIEW_MODERATION_HOURS}\u00a0h.`}
        </p>
      </ContentSection>

      <ContentSection title="Modération et motifs de refus">
        <p>
          Chaque texte est lu par une personne de l'équipe de JurisRDV. Un contrôle automatique lui signale en
          plus les détails probables d'un dossier (montants, numéros de dossier, noms de juridictions,
          coordonnées)&nbsp;: il ne refuse aucun avis de lui-même.
        </p>
        <p>Un avis est refusé, ou retiré s'il était publié, pour l'un de ces motifs seulement&nbsp;:</p>
        <BulletList
          items={REVIEW_REFUSAL_REASON_VALUES.map((reason) => `${REVIEW_REFUSAL_REASONS[reason]}.`)}
        />
        <p>
          {`Un avis n'est jamais refusé parce qu'il est négatif. Son auteur reçoit la décision et son motif par e-mail. Un avis refusé peut être corrigé et envoyé de nouveau depuis l'espace client, tant que le délai de ${REVIEW_WINDOW_DAYS} jours court, dans la limite de ${REVIEW_MAX_SUBMISSIONS} envois.`}
        </p>
      </ContentSection>

      <ContentSection title="Ordre d'affichage et classement">
        <p>
          {`Sur le profil d'un professionnel, les avis s'affichent du plus récent au plus ancien. Vous pouvez choisir un autre ordre\u00a0: ${REVIEW_SORT_VALUES.map((sort) => `«\u00a0${REVIEW_SORTS[sort]}\u00a0»`).join(', ')}.`}
        </p>
        <p>
          {`La note affichée est la moyenne des avis publiés. Dans les résultats de recherche, les professionnels sont classés par une moyenne bayésienne\u00a0: la moyenne de leurs avis, rapprochée de la moyenne de tous les avis de JurisRDV comme s'ils en avaient ${REVIEW_PRIOR_WEIGHT} de plus à cette moyenne. Un professionnel qui a peu d'avis ne passe ainsi pas devant un autre qui en a beaucoup\u00a0: un seul avis à 5 ne passe pas devant 127 avis à 4,8.`}
        </p>
      </ContentSection>

      <ContentSection title="Durée de conservation">
        <p>{reviewRetentionSentence()}</p>
      </ContentSection>

      <ContentSection title="Aucune contrepartie">
        <p>
          JurisRDV n'offre aucune contrepartie pour un avis, positif ou négatif. Aucun professionnel ne peut
          payer pour qu'un avis soit publié, retiré ou mis en avant.
        </p>
      </ContentSection>

      <ContentSection title="Réponse et signalement par le professionnel">
        <p>
          Le professionnel peut répondre publiquement, une seule fois, à chaque avis publié sur son profil.
          Tenu au secret professionnel, il n'y donne aucun détail du dossier&nbsp;: une réponse où le contrôle
          automatique en repère un probable est refusée, pour être réécrite.
        </p>
        <p>
          Il peut aussi signaler un avis à l'équipe de JurisRDV, avec un motif. L'avis reste en ligne jusqu'à
          la décision, qui est envoyée au professionnel et, si l'avis est retiré, à son auteur avec son motif.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
