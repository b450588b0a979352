/**
 * « Signaler un contenu » (issue 29 §4, Digital Services Act art. 16 and 17, ADR 0074): anyone reports a public
 * profile or a published review with a reason from a fixed list; an administrator decides, with reasons told to
 * the reporter and to the professional. The server enforces these values and the pages print them.
 */

/** What can be reported: a professional's public profile, or one published review on it. */
export const REPORT_TARGET_KINDS = ['profile', 'review'] as const;
export type TReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** Why content is reported: a fixed list, shown in the form and to the administrator. */
export const CONTENT_REPORT_REASONS = {
  illegal: 'Contenu illicite',
  'fake-review': 'Faux avis',
  abusive: 'Propos injurieux ou diffamatoires',
  misleading: 'Informations trompeuses',
  privacy: 'Atteinte à la vie privée',
  other: 'Autre',
} as const;
export type TContentReportReason = keyof typeof CONTENT_REPORT_REASONS;
export const CONTENT_REPORT_REASON_VALUES = Object.keys(CONTENT_REPORT_REASONS) as [
  TContentReportReason,
  ...TContentReportReason[],
];

/** Longest explanation of a report, and of an administrator's reasons; shortest reasons. */
export const REPORT_EXPLANATION_MAX = 2000;
export const REPORT_EXPLANATION_MIN = 10;
export const DECISION_REASONS_MIN = 10;
export const DECISION_REASONS_MAX = 2000;

/** Reports taken per address and per hour (server/platform/http/rate-limits.ts, group `content-report`). */
export const REPORTS_PER_ADDRESS_PER_HOUR = 10;

/** Where a report stands: received until an administrator decides. */
export const CONTENT_REPORT_STATUSES = ['received', 'decided'] as const;
export type TContentReportStatus = (typeof CONTENT_REPORT_STATUSES)[number];

/**
 * What an administrator decides: keep the content, take the review down (it leaves the profile and the rating),
 * or suspend the profile (it leaves the directory: search, profile page and booking).
 */
export const CONTENT_REPORT_DECISIONS = {
  keep: 'Contenu maintenu',
  'remove-review': 'Avis retiré',
  'suspend-profile': 'Profil suspendu',
} as const;
export type TContentReportDecision = keyof typeof CONTENT_REPORT_DECISIONS;
export const CONTENT_REPORT_DECISION_VALUES = Object.keys(CONTENT_REPORT_DECISIONS) as [
  TContentReportDecision,
  ...TContentReportDecision[],
];

/** The decisions open on a target: a review may be removed, a profile suspended, either kept. */
export function decisionsFor(kind: TReportTargetKind): TContentReportDecision[] {
  return kind === 'review' ? ['keep', 'remove-review'] : ['keep', 'suspend-profile'];
}

export function isDecisionAllowed(kind: TReportTargetKind, decision: TContentReportDecision): boolean {
  return decisionsFor(kind).includes(decision);
}

/** A report's reference, given to the reporter and repeated in every message about it: « SIG-000042 ». */
export function contentReportReference(id: number): string {
  return `SIG-${String(id).padStart(6, '0')}`;
}

/** The label of « Signaler un contenu » and its dialog. */
export const REPORT_CONTENT_LABEL = 'Signaler un contenu';

/** What « Réclamations » shows beside a suspension an administrator lifted with « Rétablir la fiche ». */
export const PROFILE_RELISTED_LABEL = 'Fiche rétablie';

/**
 * Whether « Rétablir la fiche » also answers the professional's complaints about the suspension with its
 * reasons: only unanswered ones of subject « suspension » (an answer is final), and only when the
 * administrator asked for it; the others stay in « Réclamations ».
 */
export function complaintsAnsweredByRelisting(
  complaints: readonly { id: number; subject: string; status: string }[],
  answerThem: boolean,
): number[] {
  if (!answerThem) return [];
  return complaints
    .filter((complaint) => complaint.subject === 'suspension' && complaint.status !== 'answered')
    .map((complaint) => complaint.id);
}
