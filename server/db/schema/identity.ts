import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACCESS_JOURNAL_ACTIONS,
  ACCESS_JOURNAL_SUBJECTS,
} from '#domain/identity/access-journal/access-journal-vocabulary.ts';
import { OFFICIAL_DIRECTORY_SOURCES } from '#domain/identity/official-directories/directory-formats.ts';
import { bytea, createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Null for an account created through an identity provider that has not set a password (ADR 0024). */
    passwordHash: text('password_hash'),
    /** `staff`: a firm's assistant or accountant, in the professional space without a profile (ADR 0058). */
    role: text('role', { enum: ['client', 'professional', 'staff', 'admin'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAt: createdAt(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    phone: text('phone'),
    notifyByEmail: boolean('notify_by_email').notNull().default(true),
    notifyBySms: boolean('notify_by_sms').notNull().default(false),
    newsletter: boolean('newsletter').notNull().default(false),
    /** Last sign-in or use of a session; drives the inactive-account retention purge. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** When the account was told it will be deleted for inactivity (the purge waits for the notice). */
    inactivityNoticeSentAt: timestamp('inactivity_notice_sent_at', { withTimezone: true }),
    /** When the account confirmed its address by following a link (ADR 0023); null: not yet. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * This account must have a second factor (ADR 0026): set for professionals registered since the rule;
     * administrators always must, and the platform setting can require it of every professional.
     */
    twoFactorRequired: boolean('two_factor_required').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_valid', sql`${t.role} in ('client', 'professional', 'staff', 'admin')`),
  ],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** What « Sessions actives » shows and revokes by: random, unrelated to the token or its hash. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    space: text('space', { enum: ['client', 'pro', 'admin'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    /** Last request seen with this session (updated at most every few minutes), for « Sessions actives ». */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    /**
     * A staff session's lawyer: the workspace shows and changes that lawyer's data (ADR 0058). Null for a
     * lawyer's own session, and until a staff member picks one (the first they may work for, then).
     */
    actingForUserId: uuid('acting_for_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), uniqueIndex('sessions_public_id_key').on(t.publicId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Links that confirm an address (ADR 0023): at registration the account's own, for a change of
 * e-mail the new one, which replaces the account's address only when the link is followed.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

/**
 * A professional's TOTP second factor (ADR 0022). A row with no enabledAt is an enrolment awaiting its
 * first code. The secret is stored as is (a known limitation, see the ADR) and never sent after enrolment.
 */
export const twoFactorSettings = pgTable('two_factor_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last accepted TOTP time step: a code of that step or an earlier one is refused (no replay). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, SHA-256 only (they are random and long enough not to need a slow hash). */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/** The password step passed, the code step pending: a short-lived single-use token, stored hashed. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);

/** « Faire confiance à cet appareil » : the cookie holds a random token, this table its SHA-256. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** What « Appareils de confiance » shows and revokes by: random, unrelated to the token or its hash. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('trusted_devices_user_idx').on(t.userId),
    uniqueIndex('trusted_devices_public_id_key').on(t.publicId),
  ],
);

/** Settings of the whole platform, one row (id = 1), changed by administrators. */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Every professional must have a second factor (ADR 0026). */
    requireProTwoFactor: boolean('require_pro_two_factor').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('platform_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Second factors removed by support for someone who lost both the factor and the recovery codes
 * (docs/support/lost-second-factor.md): who did it, for whom, on which proof.
 */
export const twoFactorResets = pgTable(
  'two_factor_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_resets_user_idx').on(t.userId)],
);

/** WebAuthn credentials of professionals (ADR 0025): a second factor, or a sign-in without password. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url, as the browser sends it back in an assertion. */
    credentialId: text('credential_id').notNull().unique(),
    /** COSE public key. */
    publicKey: bytea('public_key').notNull(),
    /** Signature counter: an assertion whose counter does not grow (when non-zero) is refused. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/** A WebAuthn challenge sent to the browser: five minutes, single use (claimed by a conditional update). */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    /** null for a sign-in without password: the account is known only from the credential. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['registration', 'authentication'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('passkey_challenges_user_idx').on(t.userId),
    check('passkey_challenges_purpose_check', sql`${t.purpose} in ('registration', 'authentication')`),
  ],
);

/**
 * An account's sign-in with an identity provider (ADR 0024): the provider's subject is the key, never
 * the e-mail (an address can change hands at the provider). `email` is the address the provider gave
 * when the link was made, shown in « Comptes connectés ».
 */
export const identityLinks = pgTable(
  'identity_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('identity_links_provider_subject_key').on(t.provider, t.subject),
    uniqueIndex('identity_links_user_provider_key').on(t.userId, t.provider),
  ],
);

/**
 * One authorization request to a provider: the state's SHA-256 is the key (the browser also holds the
 * state in a cookie), with the PKCE verifier, the nonce and where to return. Ten minutes, single use
 * (`used_at` set by a conditional update).
 */
export const oidcTransactions = pgTable('oidc_transactions', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to').notNull(),
  /** Set when a signed-in client links another provider from « Comptes connectés ». */
  linkUserId: uuid('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A provider identity waiting for the person's decision: a sign-up to finalise (terms), or an existing
 * account (`user_id`) to prove before the link is made (password, or the e-mailed link whose hash is
 * `email_token_hash`). Keyed by the SHA-256 of a random token held in an httpOnly cookie.
 */
export const oidcPendingIdentities = pgTable(
  'oidc_pending_identities',
  {
    tokenHash: text('token_hash').primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    returnTo: text('return_to').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    emailTokenHash: text('email_token_hash'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('oidc_pending_identities_email_token_key').on(t.emailTokenHash)],
);

/**
 * A law firm (issue 27): every professional account belongs to exactly one, alone in it at first (the
 * migration and the registration make a one-member firm), and may join another by invitation.
 */
export const firms = pgTable(
  'firms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    legalForm: text('legal_form').notNull().default('individuel'),
    /** Null until the firm gives it in « Mon cabinet » (checked by its key). */
    siret: text('siret'),
    streetAddress: text('street_address').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** Intra-community VAT number (checked by its key); required before the firm invoices (ADR 0062). */
    vatNumber: text('vat_number'),
    /**
     * Franchise en base de TVA (CGI art. 293 B): no VAT number, the firm's invoices say « TVA non applicable,
     * art. 293 B du CGI » (ADR 0062, 2026-12 amendment). False for a firm that has not said.
     */
    vatFranchise: boolean('vat_franchise').notNull().default(false),
    /** The logo, a stored file (platform), or null. */
    logoFileId: integer('logo_file_id'),
    /** `member`: each lawyer invoices in their own name (as before firms); `firm`: the firm does. */
    invoicing: text('invoicing', { enum: ['member', 'firm'] })
      .notNull()
      .default('member'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'firms_legal_form_valid',
      sql`${t.legalForm} in ('individuel', 'selarl', 'selas', 'selafa', 'selca', 'scp', 'aarpi', 'association', 'scm', 'sep', 'spfpl')`,
    ),
    check('firms_invoicing_valid', sql`${t.invoicing} in ('member', 'firm')`),
    // Under the franchise, the firm has no VAT number to print.
    check('firms_vat_franchise_without_number', sql`not (${t.vatFranchise} and ${t.vatNumber} is not null)`),
  ],
);

/** A member of a firm, one firm per account: the role decides the rights (domain/identity/firms/firm-roles.ts). */
export const firmMembers = pgTable(
  'firm_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firmId: integer('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['associate', 'collaborator', 'assistant', 'accountant'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('firm_members_firm_idx').on(t.firmId),
    check(
      'firm_members_role_valid',
      sql`${t.role} in ('associate', 'collaborator', 'assistant', 'accountant')`,
    ),
  ],
);

/** The lawyers of the firm whose agendas an assistant manages. */
export const firmAssistantAssignments = pgTable(
  'firm_assistant_assignments',
  {
    assistantUserId: uuid('assistant_user_id')
      .notNull()
      .references(() => firmMembers.userId, { onDelete: 'cascade' }),
    lawyerUserId: uuid('lawyer_user_id')
      .notNull()
      .references(() => firmMembers.userId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.assistantUserId, t.lawyerUserId] }),
    index('firm_assistant_assignments_lawyer_idx').on(t.lawyerUserId),
  ],
);

/** An e-mailed invitation to join a firm: single use, valid 7 days, withdrawable; only its token's SHA-256. */
export const firmInvitations = pgTable(
  'firm_invitations',
  {
    id: serial('id').primaryKey(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['associate', 'collaborator', 'assistant', 'accountant'] }).notNull(),
    /** For an assistant: the lawyers' account ids, assigned on acceptance if still members. */
    assignedLawyerIds: jsonb('assigned_lawyer_ids').$type<string[]>().notNull().default([]),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('firm_invitations_token_key').on(t.tokenHash),
    index('firm_invitations_firm_idx').on(t.firmId),
    check('firm_invitations_email_lower', sql`${t.email} = lower(${t.email})`),
    check(
      'firm_invitations_role_valid',
      sql`${t.role} in ('associate', 'collaborator', 'assistant', 'accountant')`,
    ),
  ],
);

/**
 * The access journal (issue 27 §2, ADR 0059): every read and change of a case, a document, a message
 * thread, a contact's file or an appointment by a member of a firm: who, what, when, from where. Rows are
 * only appended: the `access_journal_append_only` trigger refuses any change, and a deletion unless the
 * case (or, for rows without a case, the professional) they describe is gone: the journal is kept as long
 * as the case. No foreign key to cases: identity comes before practice, the triggers of migration 0039
 * tie them.
 */
export const accessJournal = pgTable(
  'access_journal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The firm of the professional whose records were read, at the time. */
    firmId: integer('firm_id'),
    /** The professional whose records these are (a case's responsible lawyer, an appointment's lawyer). */
    professionalId: integer('professional_id').notNull(),
    caseId: bigint('case_id', { mode: 'number' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name frozen when written (« Julie Petit »), kept if the account goes. */
    actorName: text('actor_name').notNull(),
    subject: text('subject', { enum: ACCESS_JOURNAL_SUBJECTS }).notNull(),
    subjectId: text('subject_id').notNull(),
    action: text('action', { enum: ACCESS_JOURNAL_ACTIONS }).notNull(),
    /** What was touched, in French and without the matter's content (« Dossier : Succession Morel »). */
    label: text('label').notNull(),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('access_journal_case_idx').on(t.caseId, t.at),
    index('access_journal_firm_idx').on(t.firmId, t.at),
    index('access_journal_professional_idx').on(t.professionalId, t.at),
    index('access_journal_subject_idx').on(t.subject, t.subjectId, t.at),
    check('access_journal_label_size', sql`char_length(${t.label}) <= 300`),
    check(
      'access_journal_subject_valid',
      sql`${t.subject} in ('case', 'case_document', 'case_access', 'conversation', 'contact', 'appointment', 'planning_event')`,
    ),
    check(
      'access_journal_action_valid',
      sql`${t.action} in ('read', 'download', 'create', 'update', 'delete', 'share', 'unshare', 'accept', 'refuse', 'cancel', 'reschedule')`,
    ),
  ],
);

/**
 * One import of an official directory (issue 29 §1, ADR 0071): `npm run directories:import` writes it, its
 * date is the `imported_at` the lines seen or removed carry. A failed import changed nothing but this row.
 */
export const officialDirectoryImports = pgTable(
  'official_directory_imports',
  {
    id: serial('id').primaryKey(),
    source: text('source', { enum: OFFICIAL_DIRECTORY_SOURCES }).notNull(),
    fileName: text('file_name').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    linesRead: integer('lines_read').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    error: text('error'),
  },
  (t) => [
    index('official_directory_imports_source_idx').on(t.source, t.importedAt),
    check('official_directory_imports_source_valid', sql`${t.source} in ('cnb', 'notaires', 'commissaires')`),
    check('official_directory_imports_status_valid', sql`${t.status} in ('running', 'done', 'failed')`),
  ],
);

const directoryLineColumns = () => ({
  entryKey: text('entry_key').notNull(),
  lastName: text('last_name').notNull(),
  firstName: text('first_name').notNull(),
  /** The bar (avocats) or the regional chamber (commissaires de justice); '' for notaries. */
  place: text('place').notNull(),
  /** The CNBF identifier of a lawyer, the identifier a file gives; '' when none. */
  nationalNumber: text('national_number').notNull(),
  /** The bar's own roll number (toque) of a lawyer, the CRPCEN of a notary's office; '' when none. */
  localNumber: text('local_number').notNull(),
  oathDate: date('oath_date', { mode: 'string' }),
  specialisations: text('specialisations').array().notNull(),
  office: text('office').notNull(),
  city: text('city').notNull(),
  lastNameKey: text('last_name_key').notNull(),
  firstNameKey: text('first_name_key').notNull(),
  placeKey: text('place_key').notNull(),
  numberKey: text('number_key').notNull(),
  localNumberKey: text('local_number_key').notNull(),
  /** A digest of the line's values: an import rewrites only the lines whose digest changed. */
  contentHash: text('content_hash').notNull(),
});

/**
 * The reference table: each line of an official directory as last imported. A line missing from a later
 * import of its directory is kept with `removed_at`, the date of that import.
 */
export const officialDirectoryEntries = pgTable(
  'official_directory_entries',
  {
    source: text('source', { enum: OFFICIAL_DIRECTORY_SOURCES }).notNull(),
    ...directoryLineColumns(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    /** The import that last wrote the line (first seen, changed, or back after a removal). */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.entryKey] }),
    index('official_directory_entries_number_idx').on(t.source, t.numberKey),
    index('official_directory_entries_local_number_idx').on(t.source, t.localNumberKey),
    index('official_directory_entries_name_idx').on(t.source, t.lastNameKey, t.firstNameKey),
  ],
);

/**
 * The lines of an import in progress, streamed in by batches and merged into the reference table in one
 * transaction at the end: a file refused half-way changes nothing. Emptied when its import ends.
 */
export const officialDirectoryStaging = pgTable(
  'official_directory_staging',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => officialDirectoryImports.id, { onDelete: 'cascade' }),
    ...directoryLineColumns(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.entryKey] })],
);

/**
 * The monthly re-check of validated professionals against the directories, one row per month (Europe/Paris):
 * the instance that inserts it does the month's check, in the same transaction.
 */
export const officialDirectoryRechecks = pgTable('official_directory_rechecks', {
  month: text('month').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  checked: integer('checked').notNull().default(0),
  flagged: integer('flagged').notNull().default(0),
});
