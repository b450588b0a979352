/**
 * The background jobs `server/app/main.ts` starts, by the stable name their log lines, metrics and recorded runs
 * carry, with the French label the administrator's « Santé de la plateforme » shows.
 */
export const BACKGROUND_JOBS = {
  'email-delivery': 'Envoi des e-mails',
  'sms-reminders': 'Rappels et envoi des SMS',
  'expired-rows-purge': 'Purge des données expirées',
  'retention-purge': 'Purge des données arrivées à échéance',
  'next-free-slot-refresh': 'Mise à jour des disponibilités',
  'calendar-refresh': 'Actualisation des calendriers',
  'calendar-sync': 'Synchronisation des agendas connectés',
  'calendar-copies': 'Écriture des rendez-vous dans les agendas connectés',
  'calendar-push-channels': 'Abonnements aux changements des agendas Google et Outlook',
  'invoice-reminders': 'Relances de factures',
  'online-payments': 'Paiements en ligne',
  'waiting-list': 'Liste d’attente',
  'registration-digest': 'Récapitulatif des inscriptions',
  'directory-recheck': 'Contrôle mensuel des annuaires officiels',
  'messages-sealing': 'Chiffrement des messages',
  reviews: 'Avis\u00a0: durée de conservation et moyenne du classement',
} as const;

export type TBackgroundJobName = keyof typeof BACKGROUND_JOBS;

export const BACKGROUND_JOB_NAMES = Object.keys(BACKGROUND_JOBS) as [
  TBackgroundJobName,
  ...TBackgroundJobName[],
];
