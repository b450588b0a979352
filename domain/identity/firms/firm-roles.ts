/**
 * The four roles of a firm's members (issue 27 §1), each a fixed set of permissions. What a role may do is
 * decided here, once, for the server's guards, the members page's plain-French description and the
 * authorization matrix test.
 */
export const FIRM_ROLES = ['associate', 'collaborator', 'assistant', 'accountant'] as const;
export type TFirmRole = (typeof FIRM_ROLES)[number];

export const FIRM_ROLE_LABELS: Record<TFirmRole, string> = {
  associate: 'Associé(e)',
  collaborator: 'Avocat(e) collaborateur(trice)',
  assistant: 'Assistant(e)',
  accountant: 'Comptable',
};

/** Roles held by lawyers (a professional profile, a public page); the others are staff accounts. */
export const LAWYER_ROLES: readonly TFirmRole[] = ['associate', 'collaborator'];
export function isLawyerRole(role: TFirmRole): boolean {
  return LAWYER_ROLES.includes(role);
}

/**
 * What a member may do. `own` is the member's own agenda, profile, cases and clients; `assigned` the
 * lawyers an assistant is assigned to; `firm` every member of the firm.
 */
export const FIRM_PERMISSIONS = [
  'firm.manage',
  'firm.invoicing',
  'profile.own',
  'agenda.own',
  'agenda.assigned',
  'agenda.view-firm',
  'appointments.own',
  'appointments.assigned',
  'contacts.own',
  'contacts.assigned',
  'contacts.list-firm',
  'messages.own',
  'messages.scheduling-assigned',
  'cases.own',
  'cases.shared',
  'cases.list-firm',
  'records.hand-over-firm',
  'billing.own',
  'billing.firm',
  'statistics.firm',
] as const;
export type TFirmPermission = (typeof FIRM_PERMISSIONS)[number];

/** Each permission as the members page says it. */
export const FIRM_PERMISSION_LABELS: Record<TFirmPermission, string> = {
  'firm.manage': 'Administrer le cabinet\u00a0: membres, rôles, invitations et paramètres',
  'firm.invoicing': 'Choisir et gérer la facturation du cabinet',
  'profile.own': 'Tenir sa fiche publique',
  'agenda.own': 'Gérer son agenda',
  'agenda.assigned': 'Gérer l’agenda des avocats qui lui sont assignés',
  'agenda.view-firm': 'Voir l’agenda de chaque membre du cabinet',
  'appointments.own': 'Gérer ses rendez-vous et ses demandes',
  'appointments.assigned':
    'Gérer les rendez-vous et les demandes des avocats assignés, prendre un rendez-vous par téléphone pour un client',
  'contacts.own': 'Gérer ses contacts et ses clients',
  'contacts.assigned': 'Gérer les contacts des avocats assignés',
  'contacts.list-firm': 'Voir la liste des contacts du cabinet (nom, type, société et avocat responsable)',
  'messages.own': 'Échanger des messages sécurisés avec ses clients',
  'messages.scheduling-assigned': 'Répondre aux messages d’organisation des rendez-vous des avocats assignés',
  'cases.own': 'Ouvrir ses dossiers et ceux qui lui sont partagés',
  'cases.shared': 'Ouvrir les dossiers auxquels un avocat l’a ajouté(e), en lecture ou en modification',
  'cases.list-firm': 'Voir la liste des dossiers du cabinet (titre et avocat responsable)',
  'records.hand-over-firm':
    'Confier tout dossier ou contact du cabinet à l’un de ses avocats, sans en ouvrir le contenu',
  'billing.own': 'Facturer en son nom',
  'billing.firm': 'Factures, paiements et exports du cabinet',
  'statistics.firm': 'Statistiques du cabinet',
};

export const FIRM_ROLE_PERMISSIONS: Record<TFirmRole, readonly TFirmPermission[]> = {
  associate: [
    'firm.manage',
    'firm.invoicing',
    'profile.own',
    'agenda.own',
    'agenda.view-firm',
    'appointments.own',
    'contacts.own',
    'contacts.list-firm',
    'messages.own',
    'cases.own',
    'cases.shared',
    'cases.list-firm',
    'records.hand-over-firm',
    'billing.own',
    'billing.firm',
    'statistics.firm',
  ],
  collaborator: [
    'profile.own',
    'agenda.own',
    'appointments.own',
    'contacts.own',
    'messages.own',
    'cases.own',
    'cases.shared',
    'billing.own',
  ],
  assistant: [
    'agenda.assigned',
    'appointments.assigned',
    'contacts.assigned',
    'messages.scheduling-assigned',
    'cases.shared',
  ],
  accountant: ['billing.firm', 'statistics.firm'],
};

/** What a role never does, said on the members page beside what it does. */
export const FIRM_ROLE_LIMITS: Record<TFirmRole, string> = {
  associate: 'N’ouvre un dossier que s’il figure sur sa liste d’accès.',
  collaborator: 'Ne voit ni l’agenda ni les dossiers des autres membres, sauf ceux qui lui sont partagés.',
  assistant:
    'N’ouvre jamais le contenu d’un dossier, ses documents, ses notes ni ses messages sécurisés, sauf si un avocat l’ajoute à ce dossier.',
  accountant: 'Ne voit ni les agendas, ni les dossiers, ni les messages.',
};

export function roleAllows(role: TFirmRole, permission: TFirmPermission): boolean {
  return FIRM_ROLE_PERMISSIONS[role].includes(permission);
}
