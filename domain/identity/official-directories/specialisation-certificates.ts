import { z } from '#domain/kernel/zod-fr.ts';

/**
 * A lawyer's specialisation certificate (issue 29 §2, RIN art. 10, ADR 0073): read from the CNB's directory as
 * imported (`official-directory`), or recorded by an administrator who checked it (`administrator`, with their
 * note). Only a recorded certificate lets a profile say « Avocat spécialiste en … ».
 */
export const CERTIFICATE_SOURCES = ['official-directory', 'administrator'] as const;
export type TCertificateSource = (typeof CERTIFICATE_SOURCES)[number];

export const CERTIFICATE_SOURCE_LABELS: Record<TCertificateSource, string> = {
  'official-directory': 'Annuaire officiel (CNB)',
  administrator: 'Vérifié par un administrateur',
};

export const MAX_SPECIALISATION_LENGTH = 150;
export const MAX_CERTIFICATE_NOTE_LENGTH = 1000;

/** A certificate in force, as the public profile and the board read it. */
export const ZSpecialisationCertificate = z.object({
  id: z.number().int(),
  specialisation: z.string(),
  source: z.enum(CERTIFICATE_SOURCES),
  /** The administrator's note; null for a certificate read from the directory. */
  note: z.string().nullable(),
  recordedAt: z.string(),
});
export type TSpecialisationCertificate = z.infer<typeof ZSpecialisationCertificate>;

/** The public face of a certificate: what it says and where it comes from, never the administrator's note. */
export const ZPublicCertificate = z.object({
  specialisation: z.string(),
  source: z.enum(CERTIFICATE_SOURCES),
});
export type TPublicCertificate = z.infer<typeof ZPublicCertificate>;

const note = z
  .string({ error: 'La note est requise' })
  .trim()
  .min(1, 'La note est requise')
  .max(MAX_CERTIFICATE_NOTE_LENGTH, `La note ne doit pas dépasser ${MAX_CERTIFICATE_NOTE_LENGTH} caractères`);

/** POST /api/admin/registrations/:id/certificates: a certificate the administrator checked. */
export const ZRecordCertificateRequest = z.strictObject({
  specialisation: z
    .string({ error: 'Indiquez la spécialisation' })
    .trim()
    .min(1, 'Indiquez la spécialisation')
    .max(
      MAX_SPECIALISATION_LENGTH,
      `La spécialisation ne doit pas dépasser ${MAX_SPECIALISATION_LENGTH} caractères`,
    ),
  note,
});
export type TRecordCertificateRequest = z.input<typeof ZRecordCertificateRequest>;

/** POST /api/admin/registrations/:id/certificates/:certificateId/withdraw. */
export const ZWithdrawCertificateRequest = z.strictObject({ note });
export type TWithdrawCertificateRequest = z.input<typeof ZWithdrawCertificateRequest>;

export const ZCertificateParams = z.strictObject({
  id: z.coerce.number({ error: 'Identifiant invalide' }).int().positive().max(2_147_483_647),
  certificateId: z.coerce.number({ error: 'Identifiant invalide' }).int().positive().max(2_147_483_647),
});
