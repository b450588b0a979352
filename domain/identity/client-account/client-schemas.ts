import { ZPhoneField } from '#domain/kernel/phone/phone-field.ts';
import { isMobileNumber, SMS_NEEDS_MOBILE_MESSAGE } from '#domain/kernel/phone/phone-number.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import {
  SHARED_DOCUMENT_CATEGORIES,
  SHARED_DOCUMENT_STATUSES,
} from '#domain/practice/shared-documents/shared-document-schemas.ts';

export const ZClientDocument = z.object({
  id: z.number().int(),
  /** The title the professional gave it (their own name for it), else the file's name. */
  name: z.string(),
  category: z.enum(SHARED_DOCUMENT_CATEGORIES),
  /** 'PDF', 'DOCX', … from the content type. */
  type: z.string(),
  /** Human size, e.g. '245 Ko'. */
  size: z.string(),
  lawyer: z.string(),
  date: z.string(),
  status: z.enum(SHARED_DOCUMENT_STATUSES),
});
export type TClientDocument = z.infer<typeof ZClientDocument>;

export const ZClientDocumentsResponse = z.object({ documents: z.array(ZClientDocument) });

export const ZClientProfile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  notifyByEmail: z.boolean(),
  notifyBySms: z.boolean(),
  newsletter: z.boolean(),
});
export type TClientProfile = z.infer<typeof ZClientProfile>;

export const ZUpdateClientProfileRequest = z
  .strictObject({
    firstName: z
      .string()
      .trim()
      .min(1, 'Le prénom est requis')
      .max(100, 'Le prénom ne doit pas dépasser 100 caractères'),
    lastName: z
      .string()
      .trim()
      .min(1, 'Le nom est requis')
      .max(100, 'Le nom ne doit pas dépasser 100 caractères'),
    /** Stored in E.164 (« +33612345678 »): what an SMS provider expects (issue 14 §3). */
    phone: ZPhoneField,
    notifyByEmail: z.boolean(),
    notifyBySms: z.boolean(),
    newsletter: z.boolean(),
  })
  .refine((profile) => !profile.notifyBySms || (profile.phone !== null && isMobileNumber(profile.phone)), {
    path: ['phone'],
    message: SMS_NEEDS_MOBILE_MESSAGE,
  });
export type TUpdateClientProfileRequest = z.input<typeof ZUpdateClientProfileRequest>;

export const ZDeleteAccountRequest = z.strictObject({
  password: z.string().min(1, 'Saisissez votre mot de passe pour confirmer').max(128),
});
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;

export const ZClientSummary = z.object({
  upcomingCount: z.number().int(),
  pastCount: z.number().int(),
  documentCount: z.number().int(),
  notificationCount: z.number().int(),
});
export type TClientSummary = z.infer<typeof ZClientSummary>;
