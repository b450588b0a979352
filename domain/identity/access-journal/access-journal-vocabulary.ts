/**
 * What the access journal records (issue 27 §2, ADR 0059): the kinds of records read or changed and the
 * actions, with the words « Journal d'accès » shows.
 */
export const ACCESS_JOURNAL_SUBJECTS = [
  'case',
  'case_document',
  'case_access',
  'conversation',
  'contact',
  'appointment',
  'planning_event',
] as const;
export type TAccessJournalSubject = (typeof ACCESS_JOURNAL_SUBJECTS)[number];

export const ACCESS_JOURNAL_ACTIONS = [
  'read',
  'download',
  'create',
  'update',
  'delete',
  'share',
  'unshare',
  'accept',
  'refuse',
  'cancel',
  'reschedule',
] as const;
export type TAccessJournalAction = (typeof ACCESS_JOURNAL_ACTIONS)[number];

export const ACCESS_JOURNAL_SUBJECT_LABELS: Record<TAccessJournalSubject, string> = {
  case: 'Dossier',
  case_document: 'Document',
  case_access: 'Accès au dossier',
  conversation: 'Messagerie',
  contact: 'Contact',
  appointment: 'Rendez-vous',
  planning_event: 'Planning',
};

export const ACCESS_JOURNAL_ACTION_LABELS: Record<TAccessJournalAction, string> = {
  read: 'Consultation',
  download: 'Téléchargement',
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  share: 'Partage',
  unshare: 'Retrait du partage',
  accept: 'Acceptation',
  refuse: 'Refus',
  cancel: 'Annulation',
  reschedule: 'Déplacement',
};

/** The longest `label` the database keeps; longer texts are cut with an ellipsis. */
export const ACCESS_JOURNAL_LABEL_MAX = 300;

export function journalLabel(text: string): string {
  // Control characters (NUL included) would break an exported line; \p{Cc} names them without writing them.
  const flat = text.replace(/\p{Cc}+/gu, ' ').trim();
  return flat.length <= ACCESS_JOURNAL_LABEL_MAX ? flat : `${flat.slice(0, ACCESS_JOURNAL_LABEL_MAX - 1)}…`;
}
