/**
 * The professionals' internal complaint-handling system (issue 29 §4, Regulation (EU) 2019/1150 art. 11, ADR
 * 0074): a professional contests a decision of the platform in writing, follows its status and receives a
 * reasoned answer. The server enforces these values and « Classement et référencement » prints them.
 */

/** Which decision a complaint is about. */
export const COMPLAINT_SUBJECTS = {
  delisting: 'Retrait de l’annuaire',
  suspension: 'Suspension du profil',
  'review-moderation': 'Modération d’un avis',
  ranking: 'Classement dans les résultats',
  other: 'Autre décision',
} as const;
export type TComplaintSubject = keyof typeof COMPLAINT_SUBJECTS;
export const COMPLAINT_SUBJECT_VALUES = Object.keys(COMPLAINT_SUBJECTS) as [
  TComplaintSubject,
  ...TComplaintSubject[],
];

/** Where a complaint stands, as the professional follows it. */
export const COMPLAINT_STATUSES = {
  received: 'Reçue',
  'in-review': 'En cours d’examen',
  answered: 'Répondue',
} as const;
export type TComplaintStatus = keyof typeof COMPLAINT_STATUSES;
export const COMPLAINT_STATUS_VALUES = Object.keys(COMPLAINT_STATUSES) as [
  TComplaintStatus,
  ...TComplaintStatus[],
];

export const COMPLAINT_TEXT_MIN = 20;
export const COMPLAINT_TEXT_MAX = 4000;
export const COMPLAINT_ANSWER_MIN = 20;
export const COMPLAINT_ANSWER_MAX = 4000;
/** Complaints a professional may have open (not yet answered) at once: a flood stays out of the queue. */
export const OPEN_COMPLAINTS_MAX = 5;

/** What an administrator does to a complaint: take it up, then answer it. */
export type TComplaintAction = 'take-up' | 'answer';

/**
 * The status after an action, or null when the action is not open: a complaint is taken up once it is
 * received, answered once received or under review, and an answer is final.
 */
export function complaintStatusAfter(
  current: TComplaintStatus,
  action: TComplaintAction,
): TComplaintStatus | null {
  if (action === 'take-up') return current === 'received' ? 'in-review' : null;
  return current === 'answered' ? null : 'answered';
}

/** A complaint's reference, given at filing and repeated in every message about it: « REC-000042 ». */
export function complaintReference(id: number): string {
  return `REC-${String(id).padStart(6, '0')}`;
}

/** The professional's page of complaints in the workspace, and its title. */
export const COMPLAINTS_TITLE = 'Réclamations';
