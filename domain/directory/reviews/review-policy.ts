/**
 * The rules of JurisRDV's reviews (issue 29 §3, Code de la consommation L111-7-2, D111-16 and D111-17), in
 * one place: the server enforces these values and « Comment fonctionnent les avis » prints them, so the page
 * cannot say one thing while the product does another (ADR 0072).
 */

/** A review may be left this many days after the end of a completed consultation, and no later. */
export const REVIEW_WINDOW_DAYS = 60;
/** Longest text of a review, of a professional's answer and of a report's note. */
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_ANSWER_MAX = 2000;
export const REVIEW_NOTE_MAX = 1000;
/** A review refused for its text may be corrected and sent again, within the window, up to this many times in all. */
export const REVIEW_MAX_SUBMISSIONS = 3;
/** The moderators read every review with a text within this many hours (the administration's queue shows the late ones). */
export const REVIEW_MODERATION_HOURS = 48;

/** Why a review is refused or taken down: a fixed list, told to its author with the moderator's note. */
export const REVIEW_REFUSAL_REASONS = {
  'case-details': 'Le texte donne des détails du dossier ou de la consultation (secret professionnel)',
  'personal-data': 'Le texte contient des données personnelles (nom, adresse, téléphone, e-mail)',
  abusive: 'Le texte est injurieux, diffamatoire, discriminatoire ou menaçant',
  'off-topic': 'Le texte ne porte pas sur la consultation',
  advertising: 'Le texte contient de la publicité ou un lien vers un autre site',
  'not-genuine':
    "L'avis ne reflète pas l'expérience personnelle d'un client (conflit d'intérêts, avis de complaisance)",
} as const;

export type TReviewRefusalReason = keyof typeof REVIEW_REFUSAL_REASONS;
export const REVIEW_REFUSAL_REASON_VALUES = Object.keys(REVIEW_REFUSAL_REASONS) as [
  TReviewRefusalReason,
  ...TReviewRefusalReason[],
];

/** What a professional may report a published review for: the refusal reasons, plus « autre ». */
export const REVIEW_REPORT_REASONS = {
  ...REVIEW_REFUSAL_REASONS,
  other: 'Autre motif (précisé dans la note)',
} as const;

export type TReviewReportReason = keyof typeof REVIEW_REPORT_REASONS;
export const REVIEW_REPORT_REASON_VALUES = Object.keys(REVIEW_REPORT_REASONS) as [
  TReviewReportReason,
  ...TReviewReportReason[],
];

/** The sentence shown next to every rating: whether reviews are checked, and how. */
export const VERIFIED_REVIEWS_SENTENCE =
  'Avis vérifiés\u00a0: seuls les clients ayant eu une consultation terminée peuvent noter.';

/** The page « Comment fonctionnent les avis », linked from every rating. */
export const HOW_REVIEWS_WORK_TITLE = 'Comment fonctionnent les avis';
export const HOW_REVIEWS_WORK_PATH = '/comment-fonctionnent-les-avis';
