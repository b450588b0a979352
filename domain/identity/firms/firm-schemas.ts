import { ZSiret } from '#domain/kernel/vocabulary/company-identifiers.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { PASSWORDS_DIFFER_MESSAGE, ZEmail, ZNewPassword, ZRequiredText } from '../auth/auth-schemas';
import {
  FIRM_VAT_NOT_OF_SIRET,
  FIRM_VAT_NUMBER_REQUIRED,
  FIRM_VAT_NUMBER_UNDER_FRANCHISE,
  vatNumberMatchesSiret,
  ZFirmVatNumber,
} from './firm-billing';
import { FIRM_PERMISSIONS, FIRM_ROLES } from './firm-roles';

export { FIRM_LEGAL_FORM_LABELS, FIRM_LEGAL_FORMS, type TFirmLegalForm } from './firm-legal-forms';

import { INVALID_PHONE_MESSAGE, INVALID_POSTAL_CODE_MESSAGE } from '#domain/kernel/format-messages.ts';
import { FIRM_LEGAL_FORMS } from './firm-legal-forms';

/** Who issues the firm's invoices (issue 27 §4): each lawyer in their own name, or the firm. */
export const FIRM_INVOICING = ['member', 'firm'] as const;
export type TFirmInvoicing = (typeof FIRM_INVOICING)[number];

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} est requis` })
    .trim()
    .min(1, `${label} est requis`)
    .max(max, `${label} ne doit pas dépasser ${max} caractères`);

/**
 * PUT /api/pro/firm: « Mon cabinet »'s details. There is no request creating a firm: every professional
 * account gets its own at registration (ADR 0053) and joins another by invitation.
 */
export const ZFirmRequest = z
  .strictObject({
    name: requiredText('Le nom du cabinet', 150),
    legalForm: z.enum(FIRM_LEGAL_FORMS, { error: 'Choisissez la forme d’exercice' }),
    siret: ZSiret,
    streetAddress: requiredText('L’adresse', 200),
    postalCode: z
      .string({ error: 'Le code postal est requis' })
      .trim()
      .regex(/^\d{5}$/, INVALID_POSTAL_CODE_MESSAGE),
    city: requiredText('La ville', 100),
    phone: z
      .string({ error: 'Le téléphone est requis' })
      .trim()
      .min(1, 'Le téléphone est requis')
      .max(30, INVALID_PHONE_MESSAGE)
      .regex(/^\+?[\d\s.-]{6,20}$/, INVALID_PHONE_MESSAGE),
    /** Intra-community VAT number, for the firm's own invoices (ADR 0062); left out: unchanged. */
    vatNumber: ZFirmVatNumber.optional(),
    /**
     * Franchise en base de TVA: no VAT number, « TVA non applicable, art. 293 B du CGI » on the firm's
     * invoices; left out: unchanged. Chosen without a number, it takes the stored one away.
     */
    vatFranchise: z.boolean({ error: 'Choisissez la situation de TVA du cabinet' }).optional(),
    /**
     * Left out: unchanged. Choosing `firm` needs the firm's VAT number or the franchise (and the server checks
     * the rest).
     */
    invoicing: z.enum(FIRM_INVOICING, { error: 'Choisissez qui émet les factures' }).optional(),
  })
  .superRefine((firm, context) => {
    if (firm.vatFranchise === true && firm.vatNumber)
      context.addIssue({ code: 'custom', path: ['vatNumber'], message: FIRM_VAT_NUMBER_UNDER_FRANCHISE });
    if (firm.invoicing === 'firm' && firm.vatNumber === null && firm.vatFranchise !== true)
      context.addIssue({ code: 'custom', path: ['vatNumber'], message: FIRM_VAT_NUMBER_REQUIRED });
    if (firm.vatNumber && /^\d{14}$/.test(firm.siret) && !vatNumberMatchesSiret(firm.vatNumber, firm.siret))
      context.addIssue({ code: 'custom', path: ['vatNumber'], message: FIRM_VAT_NOT_OF_SIRET });
  });
export type TFirmRequest = z.input<typeof ZFirmRequest>;
export type TFirmRequestValues = z.output<typeof ZFirmRequest>;

export const ZFirmMember = z.object({
  userId: z.string(),
  /** Null for an assistant or an accountant: a staff account has no professional profile. */
  professionalId: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(FIRM_ROLES),
  joinedAt: z.string(),
  /** An assistant's lawyers (their account ids); empty for the other roles. */
  assignedLawyerIds: z.array(z.string()),
});
export type TFirmMember = z.infer<typeof ZFirmMember>;

export const ZFirmInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(FIRM_ROLES),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  assignedLawyerIds: z.array(z.string()),
});
export type TFirmInvitation = z.infer<typeof ZFirmInvitation>;

/** GET /api/pro/firm: the member's firm, their role and rights, its members (invitations: ZFirmInvitationList). */
export const ZFirmResponse = z.object({
  firm: z.object({
    id: z.number().int(),
    name: z.string(),
    legalForm: z.enum(FIRM_LEGAL_FORMS),
    siret: z.string().nullable(),
    vatNumber: z.string().nullable(),
    /** Under the franchise en base de TVA (then `vatNumber` is null). */
    vatFranchise: z.boolean(),
    streetAddress: z.string(),
    postalCode: z.string(),
    city: z.string(),
    phone: z.string(),
    logoUrl: z.string().nullable(),
    invoicing: z.enum(FIRM_INVOICING),
  }),
  myRole: z.enum(FIRM_ROLES),
  myPermissions: z.array(z.enum(FIRM_PERMISSIONS)),
  members: z.array(ZFirmMember),
});
export type TFirmResponse = z.infer<typeof ZFirmResponse>;

/** POST /api/pro/firm/invitations: an e-mailed invitation, single use, valid 7 days. */
export const ZFirmInvitationRequest = z
  .strictObject({
    email: ZEmail,
    role: z.enum(FIRM_ROLES, { error: 'Choisissez un rôle' }),
    /** For an assistant: the lawyers (account ids of members) whose agendas they manage. */
    assignedLawyerIds: z.array(z.uuid('Avocat inconnu')).max(50).default([]),
  })
  .refine((input) => input.role === 'assistant' || input.assignedLawyerIds.length === 0, {
    path: ['assignedLawyerIds'],
    message: 'Seul(e) un(e) assistant(e) est assigné(e) à des avocats',
  });
export type TFirmInvitationRequest = z.input<typeof ZFirmInvitationRequest>;

export const FIRM_INVITATION_VALIDITY_DAYS = 7;

export const ZFirmMemberParams = z.strictObject({ userId: z.uuid({ error: 'Membre introuvable' }) });

/** PUT /api/pro/firm/members/:userId: a member's role, and an assistant's lawyers. */
export const ZFirmMemberChange = z
  .strictObject({
    role: z.enum(FIRM_ROLES, { error: 'Choisissez un rôle' }),
    assignedLawyerIds: z.array(z.uuid('Avocat inconnu')).max(50).default([]),
  })
  .refine((input) => input.role === 'assistant' || input.assignedLawyerIds.length === 0, {
    path: ['assignedLawyerIds'],
    message: 'Seul(e) un(e) assistant(e) est assigné(e) à des avocats',
  });
export type TFirmMemberChange = z.input<typeof ZFirmMemberChange>;

/** GET /api/firm-invitations/:token: what the invitation page shows before accepting. */
export const ZFirmInvitationPreview = z.object({
  firmName: z.string(),
  role: z.enum(FIRM_ROLES),
  email: z.string(),
  invitedBy: z.string(),
  expiresAt: z.string(),
  /**
   * Whether an account that can accept already uses the invited address (a professional one for a lawyer's
   * role, a staff one for an assistant's or an accountant's): then one signs in, else one registers first
   * (a lawyer) or creates the staff account on the invitation's page.
   */
  accountExists: z.boolean(),
  /** The address belongs to an account that cannot take this role (a client's, a lawyer's for a staff role). */
  addressTaken: z.boolean(),
});
export type TFirmInvitationPreview = z.infer<typeof ZFirmInvitationPreview>;

/**
 * POST /api/firm-invitations/:token/accept, by the signed-in professional account of the invited address:
 * nothing else. The new account's name and password come here with assistants' and accountants' accounts.
 */
export const ZFirmInvitationAcceptRequest = z.strictObject({});
export type TFirmInvitationAcceptRequest = z.input<typeof ZFirmInvitationAcceptRequest>;

export const ZFirmInvitationAcceptResponse = z.object({
  firmName: z.string(),
  role: z.enum(FIRM_ROLES),
});
export type TFirmInvitationAcceptResponse = z.infer<typeof ZFirmInvitationAcceptResponse>;

/**
 * POST /api/firm-invitations/:token/staff-account: an assistant's or an accountant's new account, at the
 * invited address (the e-mailed token proves it), joined to the firm and signed in; its second factor comes next.
 */
export const ZStaffAccountRequest = z.strictObject({
  firstName: ZRequiredText('Le prénom'),
  lastName: ZRequiredText('Le nom'),
  password: ZNewPassword,
});
export type TStaffAccountRequest = z.input<typeof ZStaffAccountRequest>;

/** The form: the request plus the confirmation, which never leaves the browser. */
export const ZStaffAccountForm = ZStaffAccountRequest.extend({ confirmPassword: z.string() }).refine(
  (form) => form.password === form.confirmPassword,
  { path: ['confirmPassword'], message: PASSWORDS_DIFFER_MESSAGE },
);
export type TStaffAccountForm = z.input<typeof ZStaffAccountForm>;

/** PUT /api/pro/acting-for: the lawyer a staff member works for from now on, in this session. */
export const ZActingForRequest = z.strictObject({ lawyerUserId: z.uuid({ error: 'Avocat inconnu' }) });
export type TActingForRequest = z.input<typeof ZActingForRequest>;

/** GET /api/pro/firm/invitations: the pending ones (not accepted, not withdrawn, not expired). */
export const ZFirmInvitationsResponse = z.array(ZFirmInvitation);
export type TFirmInvitationsResponse = z.infer<typeof ZFirmInvitationsResponse>;

export const ZFirmInvitationIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'Identifiant invalide')
    .transform(Number),
});

/** The token of an e-mailed link: 32 random bytes in base64url. */
export const ZFirmInvitationTokenParams = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Lien d’invitation invalide'),
});
