import {
  COMPLAINT_STATUS_VALUES,
  COMPLAINT_STATUSES,
  COMPLAINT_SUBJECT_VALUES,
  COMPLAINT_SUBJECTS,
  COMPLAINT_TEXT_MAX,
} from '#domain/directory/complaints/complaint-policy.ts';
import {
  CONTENT_REPORT_REASON_VALUES,
  CONTENT_REPORT_REASONS,
  REPORT_CONTENT_LABEL,
} from '#domain/directory/content-reports/content-report-policy.ts';
import { MAX_DISTANCE_KM } from '#domain/directory/professionals/search-constants.ts';
import { HOW_REVIEWS_WORK_TITLE } from '#domain/directory/reviews/review-policy.ts';
import { REVIEW_PRIOR_WEIGHT } from '#domain/directory/reviews/review-ranking.ts';
import { ANSWER_DAYS } from '#domain/identity/official-directories/recheck-policy.ts';
import { formatRetentionPeriod, RETENTION } from '#domain/identity/privacy/retention-policy.ts';
import { BulletList, ContentPage, ContentSection, TextLink } from '#web/shared/content/content-page.tsx';
import { paths } from '#web/shared/paths.ts';

/**
 * « Classement et référencement » (issue 29 §4; Regulation (EU) 2019/1150 art. 3, 5 and 11, Code de la
 * consommation L111-7, DSA art. 16 and 17), linked from the results' ranking sentence and the professionals'
 * terms. It says how search really orders results (server/directory/professionals/search-professionals.ts,
 * `review_ranking_score` of migration 0045), when a profile leaves the directory, and how to report and
 * contest (ADR 0074). Every figure comes from the domain constants the server enforces.
 */
export function RankingPage() {
  return (
    <ContentPage
      title="Classement et référencement"
      eyebrow="Transparence"
      intro="Comment JurisRDV classe les professionnels dans les résultats de recherche, pourquoi un profil peut quitter l'annuaire, comment signaler un contenu et comment un professionnel conteste une décision."
    >
      <ContentSection title="Qui apparaît dans les résultats">
        <p>
          Un professionnel apparaît dans les résultats lorsque son inscription a été validée par un
          administrateur de JurisRDV et que son profil est complet&nbsp;: honoraires, téléphone, au moins un
          mode de consultation et, s'il reçoit au cabinet, l'adresse du cabinet, sauf retrait ou suspension
          décrits plus bas.
        </p>
        <p>
          {`Les filtres de la recherche (profession, domaine, lieu et distance jusqu'à ${MAX_DISTANCE_KM}\u00a0km, mode de consultation, langue, aide juridictionnelle, disponibilité) choisissent qui apparaît\u00a0: ils ne changent pas l'ordre des résultats.`}
        </p>
      </ContentSection>

      <ContentSection title="Les paramètres du classement et leur poids">
        <p>Les résultats sont classés selon trois paramètres, dans cet ordre&nbsp;:</p>
        <BulletList
          items={[
            `La note de classement, paramètre principal\u00a0: une moyenne bayésienne des avis publiés, c'est-à-dire la moyenne des avis du professionnel rapprochée de la moyenne de tous les avis publiés sur JurisRDV, comme s'il en avait ${REVIEW_PRIOR_WEIGHT} de plus à cette moyenne.`,
            'La distance entre le cabinet et le lieu recherché, du plus proche au plus éloigné, pour départager des professionnels de même note de classement.',
            "L'ancienneté de l'inscription sur JurisRDV, de la plus ancienne à la plus récente, pour départager des professionnels de même note à la même distance.",
          ]}
        />
        <p>
          Un professionnel qui a peu d'avis est donc classé près de la moyenne de la plateforme, et un
          professionnel sans avis exactement à cette moyenne&nbsp;: un seul avis à 5 ne passe pas devant 127
          avis à 4,8. La moyenne de la plateforme est recalculée toutes les heures.
        </p>
        <p>
          Les avis comptés sont ceux de clients ayant eu une consultation terminée par JurisRDV, publiés selon
          les règles de la page <TextLink to={paths.howReviewsWork}>{HOW_REVIEWS_WORK_TITLE}</TextLink>.
        </p>
      </ContentSection>

      <ContentSection title="Aucun classement payant">
        <p>
          Aucun professionnel ne paie pour être mieux classé&nbsp;: aucun des paramètres ci-dessus ne dépend
          d'un paiement, d'un abonnement ou d'une relation commerciale avec JurisRDV. Aucun résultat n'est
          sponsorisé.
        </p>
      </ContentSection>

      <ContentSection title="Retrait et suspension d'un profil">
        <p>
          Un profil quitte l'annuaire (recherche, page du profil et prise de rendez-vous) dans ces cas
          seulement&nbsp;:
        </p>
        <BulletList
          items={[
            `Sortie de l'annuaire officiel de sa profession\u00a0: chaque mois, JurisRDV compare les professionnels validés à l'annuaire officiel importé de leur profession. Un professionnel qui n'y figure plus est prévenu par e-mail et peut répondre depuis son espace\u202f; sans réponse sous ${ANSWER_DAYS}\u00a0jours, son profil est retiré et sa page en donne la raison. Seul un administrateur peut le rétablir.`,
            `Inactivité\u00a0: le profil d'un professionnel qui ne s'est pas connecté depuis ${formatRetentionPeriod(RETENTION.inactiveAccount)} est retiré, après un e-mail d'avertissement envoyé ${formatRetentionPeriod(RETENTION.inactivityNotice)} avant. Il revient lorsque le professionnel se reconnecte.`,
            'Suspension après un signalement\u00a0: un administrateur qui, après examen d’un signalement, constate qu’un profil enfreint la loi ou nos conditions peut le suspendre. La décision est motivée et envoyée au professionnel. Seul un administrateur peut lever la suspension, par une décision motivée que le professionnel lit dans son espace. Lever la suspension ne lève pas un retrait pour une autre raison.',
            'Profil incomplet\u00a0: un profil auquel il manque un élément obligatoire cesse d’apparaître jusqu’à ce que le professionnel le complète.',
          ]}
        />
        <p>
          Un avis peut de même être refusé ou retiré, pour les seuls motifs listés sur la page{' '}
          <TextLink to={paths.howReviewsWork}>{HOW_REVIEWS_WORK_TITLE}</TextLink>, avec une décision motivée.
        </p>
      </ContentSection>

      <ContentSection title="Signaler un contenu">
        <p>
          {`Le lien «\u00a0${REPORT_CONTENT_LABEL}\u00a0», sur chaque profil et sous chaque avis publié, permet à chacun, connecté ou non, de signaler un contenu pour l'un de ces motifs\u00a0:`}
        </p>
        <BulletList
          items={CONTENT_REPORT_REASON_VALUES.map((reason) => `${CONTENT_REPORT_REASONS[reason]}.`)}
        />
        <p>
          {`Le signalement, accompagné d'une explication, est examiné par un administrateur de JurisRDV, qui maintient le contenu, retire l'avis ou suspend le profil. Sa décision et ses motifs sont envoyés à l'auteur du signalement (à l'adresse e-mail qu'il indique s'il n'est pas connecté) et au professionnel concerné. Le nombre de signalements envoyés depuis une même adresse réseau est limité par heure.`}
        </p>
      </ContentSection>

      <ContentSection title="Contester une décision">
        <p>
          Un professionnel qui conteste une décision de JurisRDV le concernant dépose une réclamation depuis
          son espace professionnel, rubrique{' '}
          <TextLink to={paths.pro.complaints}>«&nbsp;Réclamations&nbsp;»</TextLink>. Il choisit la décision
          contestée&nbsp;:
        </p>
        <BulletList items={COMPLAINT_SUBJECT_VALUES.map((subject) => `${COMPLAINT_SUBJECTS[subject]}.`)} />
        <p>
          {`Il l'explique en ${COMPLAINT_TEXT_MAX.toLocaleString('fr-FR')} caractères au plus. La réclamation reçoit une référence et il en suit l'état dans son espace\u00a0: ${COMPLAINT_STATUS_VALUES.map((status) => `«\u00a0${COMPLAINT_STATUSES[status]}\u00a0»`).join(', ')}. Un administrateur y répond par une réponse motivée, que le professionnel lit dans son espace\u202f; il en est prévenu par une notification et un e-mail. La réclamation est gratuite.`}
        </p>
      </ContentSection>
    </ContentPage>
  );
}
