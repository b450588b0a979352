import { detectFileType } from '#domain/kernel/files/file-type.ts';
import { isBase64, ZUploadedFileFields } from '#domain/kernel/shared-fields.ts';
import { z } from '#domain/kernel/zod-fr.ts';

/** A logo is shown small (« Mon cabinet », the firm's public page): 1 Mo is plenty for a PNG, JPEG or WebP. */
export const MAX_FIRM_LOGO_BYTES = 1024 * 1024;

/** The image types a logo may be: no SVG, whose scripts a browser would run on the site's own origin. */
export const FIRM_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type TFirmLogoType = (typeof FIRM_LOGO_TYPES)[number];

export const FIRM_LOGO_HINT = 'PNG, JPEG ou WebP, 1 Mo au plus';
export const FIRM_LOGO_TOO_LARGE = 'Le logo ne doit pas dépasser 1 Mo';
export const FIRM_LOGO_NOT_AN_IMAGE = 'Le logo doit être une image PNG, JPEG ou WebP';
export const FIRM_LOGO_EMPTY = 'Le fichier est vide';

/** Base64 of 1 Mo is 1 398 104 characters. */
const MAX_LOGO_BASE64_LENGTH = Math.ceil(MAX_FIRM_LOGO_BYTES / 3) * 4;

/** PUT /api/pro/firm/logo: the image, sent as JSON like every upload. */
export const ZFirmLogoRequest = z.strictObject({
  fileName: ZUploadedFileFields.fileName,
  contentBase64: z
    .string({ error: 'Le fichier est requis' })
    .min(1, 'Le fichier est requis')
    .max(MAX_LOGO_BASE64_LENGTH, FIRM_LOGO_TOO_LARGE)
    .refine(isBase64, 'Fichier mal encodé'),
});
export type TFirmLogoRequest = z.infer<typeof ZFirmLogoRequest>;

/** The logo's type from its first bytes, or what is wrong with it (the name proves nothing). */
export function checkFirmLogo(bytes: Uint8Array): { contentType: TFirmLogoType } | { error: string } {
  if (bytes.length === 0) return { error: FIRM_LOGO_EMPTY };
  if (bytes.length > MAX_FIRM_LOGO_BYTES) return { error: FIRM_LOGO_TOO_LARGE };
  const type = detectFileType(bytes, '')?.contentType;
  const logoType = FIRM_LOGO_TYPES.find((accepted) => accepted === type);
  return logoType ? { contentType: logoType } : { error: FIRM_LOGO_NOT_AN_IMAGE };
}

/** Where a firm's logo is served publicly; the file's id changes the address, so a new logo is never stale. */
export function firmLogoUrl(firmId: number, logoFileId: number | null): string | null {
  return logoFileId === null ? null : `/api/firms/${firmId}/logo?v=${logoFileId}`;
}

/** « Mon cabinet »'s preview: the member's own firm's logo, shown before the firm has a public page. */
export function ownFirmLogoUrl(logoFileId: number | null): string | null {
  return logoFileId === null ? null : `/api/pro/firm/logo?v=${logoFileId}`;
}

/** GET /api/firms/:id/logo. */
export const ZFirmLogoParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'Identifiant invalide')
    .transform(Number),
});

/** `?v=` the stored file's id (`firmLogoUrl`): the current one is cached for good. */
export const ZFirmLogoQuery = z.object({ v: z.string().max(20).optional() });
