/**
 * What the bell can announce (issue 14 §1). Each kind says who may receive it and through which
 * channels a professional may choose to be told (in the app, by e-mail, by SMS for reminders).
 */
export const NOTIFICATION_KINDS = [
  'appointment_booked',
  'appointment_requested',
  'appointment_cancelled',
  'appointment_rescheduled',
  'appointment_accepted',
  'appointment_refused',
  'appointment_reminder',
  'document_shared',
  'message_received',
  'invoice_issued',
  'invoice_paid',
  'waiting_list_slot',
  'case_shared',
  'record_handed_over',
  'complaint_answered',
  'content_report_decided',
] as const;

export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type TNotificationChannel = 'inApp' | 'email' | 'sms';

export type TNotificationKindInfo = {
  /** The setting's label in « Paramètres des notifications ». */
  label: string;
  /** Kinds a professional receives, hence can set; the others only reach clients. */
  forProfessionals: boolean;
  channels: readonly TNotificationChannel[];
};

export const NOTIFICATION_KIND_INFO: Record<TNotificationKind, TNotificationKindInfo> = {
  appointment_booked: { label: 'Nouveau rendez-vous', forProfessionals: true, channels: ['inApp', 'email'] },
  appointment_requested: {
    label: 'Nouvelle demande de rendez-vous',
    forProfessionals: true,
    channels: ['inApp', 'email'],
  },
  appointment_cancelled: {
    label: 'Rendez-vous annulé',
    forProfessionals: true,
    channels: ['inApp', 'email'],
  },
  appointment_rescheduled: {
    label: 'Rendez-vous déplacé',
    forProfessionals: true,
    channels: ['inApp', 'email'],
  },
  appointment_accepted: { label: 'Demande acceptée', forProfessionals: false, channels: ['inApp'] },
  appointment_refused: { label: 'Demande refusée', forProfessionals: false, channels: ['inApp'] },
  appointment_reminder: {
    label: 'Rappel la veille d’un rendez-vous',
    forProfessionals: true,
    channels: ['inApp', 'email', 'sms'],
  },
  document_shared: { label: 'Document partagé', forProfessionals: false, channels: ['inApp'] },
  message_received: { label: 'Nouveau message', forProfessionals: true, channels: ['inApp', 'email'] },
  invoice_issued: { label: 'Facture émise', forProfessionals: false, channels: ['inApp'] },
  invoice_paid: { label: 'Facture réglée', forProfessionals: false, channels: ['inApp'] },
  waiting_list_slot: { label: 'Créneau libéré', forProfessionals: false, channels: ['inApp'] },
  case_shared: {
    label: 'Dossier partagé avec vous',
    forProfessionals: true,
    channels: ['inApp', 'email'],
  },
  record_handed_over: {
    label: 'Dossier ou contact qui vous est confié',
    forProfessionals: true,
    channels: ['inApp', 'email'],
  },
  // The platform's decisions about a professional and their answers (P2B, DSA; ADR 0074): always told, not a setting.
  complaint_answered: { label: 'Réponse à une réclamation', forProfessionals: false, channels: ['inApp'] },
  content_report_decided: {
    label: 'Décision sur un signalement',
    forProfessionals: false,
    channels: ['inApp'],
  },
};

/** Kinds a professional receives, in the order « Paramètres des notifications » lists them. */
export const PROFESSIONAL_NOTIFICATION_KINDS = [
  'appointment_booked',
  'appointment_requested',
  'appointment_cancelled',
  'appointment_rescheduled',
  'appointment_reminder',
  'message_received',
  'case_shared',
  'record_handed_over',
] as const satisfies readonly TNotificationKind[];

export type TProfessionalNotificationKind = (typeof PROFESSIONAL_NOTIFICATION_KINDS)[number];

export type TNotificationPreference = { inApp: boolean; email: boolean; sms: boolean };

/** What applies when the professional never changed a kind's setting: the app and e-mail, no SMS. */
export function defaultNotificationPreference(kind: TNotificationKind): TNotificationPreference {
  const channels = NOTIFICATION_KIND_INFO[kind].channels;
  return {
    inApp: channels.includes('inApp'),
    email: channels.includes('email') && kind !== 'appointment_reminder',
    sms: false,
  };
}

/**
 * The lawyer's notifications an assigned assistant gets a copy of in their own bell (issue 27 §3): what
 * changes the agenda. Messages stay the lawyer's (an assistant never opens secure messages).
 */
export const ASSISTANT_NOTIFICATION_KINDS = [
  'appointment_booked',
  'appointment_requested',
  'appointment_cancelled',
  'appointment_rescheduled',
] as const satisfies readonly TNotificationKind[];

/** The query parameter of a staff member's link that names the lawyer it is about (ADR 0058). */
export const ACTING_FOR_PARAM = 'pour';

/** The lawyer's link, for their assistant: the same page, saying for which lawyer. */
export function linkForAssistant(link: string, lawyerUserId: string): string {
  const [path = '', hash] = link.split('#', 2);
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${ACTING_FOR_PARAM}=${encodeURIComponent(lawyerUserId)}${hash === undefined ? '' : `#${hash}`}`;
}

/** The lawyer a staff member's URL is about (`?pour=`), or null. */
export function actingForOf(search: string): string | null {
  const value = new URLSearchParams(search).get(ACTING_FOR_PARAM);
  return value && /^[0-9a-f-]{36}$/i.test(value) ? value.toLowerCase() : null;
}
