import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkFirmLogo,
  ZFirmLogoParams,
  ZFirmLogoQuery,
  ZFirmLogoRequest,
} from '#domain/identity/firms/firm-logo.ts';
import { ZFirmResponse } from '#domain/identity/firms/firm-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabase } from '#server/db/database.ts';
import { firms, storedFiles } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { readStoredFileBytes, storeFile } from '#server/platform/stored-files/stored-file-store.ts';
import { assertFirmPermission, requireFirmMember } from './firm-access';
import { readFirm } from './firm-queries';
import { hasPublicLawyer } from './public-firm-queries';

export const FIRM_LOGO_REFUSED = 'Seul(e) un(e) associé(e) peut changer le logo du cabinet.';
export const FIRM_LOGO_NOT_FOUND = 'Ce cabinet n’a pas de logo.';

/** 1 Mo of image in base64, and the JSON around it. */
const LOGO_BODY_LIMIT = 2 * 1024 * 1024;

async function replaceLogo(db: TDatabase, firmId: number, logoFileId: number | null): Promise<void> {
  const [previous] = await db
    .select({ logoFileId: firms.logoFileId })
    .from(firms)
    .where(eq(firms.id, firmId));
  await db.update(firms).set({ logoFileId }).where(eq(firms.id, firmId));
  // The previous image is nobody's now (its chunks go with it).
  if (previous?.logoFileId != null && previous.logoFileId !== logoFileId)
    await db.delete(storedFiles).where(eq(storedFiles.id, previous.logoFileId));
}

/**
 * The firm's logo (issue 27 §1): set and removed from « Mon cabinet » by those who administer the firm, under
 * /api/pro/ behind the workspace hook.
 */
export function registerFirmLogoRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerOwnFirmLogoRoute(app, deps);

  api.put(
    '/api/pro/firm/logo',
    { bodyLimit: LOGO_BODY_LIMIT, schema: { body: ZFirmLogoRequest, response: { 200: ZFirmResponse } } },
    async (request) => {
      const { membership } = await requireFirmMember(deps, request);
      assertFirmPermission(membership, 'firm.manage', FIRM_LOGO_REFUSED);
      const bytes = Buffer.from(request.body.contentBase64, 'base64');
      const checked = checkFirmLogo(bytes);
      if ('error' in checked)
        throw new AppError('VALIDATION_FAILED', {
          message: checked.error,
          fieldErrors: { contentBase64: checked.error },
        });
      await storeFile(deps.db, bytes, deps.clock.now(), (fileId) =>
        replaceLogo(deps.db, membership.firmId, fileId),
      );
      return readFirm(deps.db, membership);
    },
  );

  api.delete('/api/pro/firm/logo', { schema: { response: { 200: ZFirmResponse } } }, async (request) => {
    const { membership } = await requireFirmMember(deps, request);
    assertFirmPermission(membership, 'firm.manage', FIRM_LOGO_REFUSED);
    await replaceLogo(deps.db, membership.firmId, null);
    return readFirm(deps.db, membership);
  });
}

/** The logo's bytes and type, or 404. `v` equal to its file's id: the address can be cached for good. */
async function sendLogo(
  deps: TAppDeps,
  reply: FastifyReply,
  logo: { logoFileId: number | null; sizeBytes: number } | undefined,
  query: { v?: string | undefined },
  audience: 'public' | 'private',
) {
  if (!logo?.logoFileId) throw new AppError('NOT_FOUND', { message: FIRM_LOGO_NOT_FOUND });
  const bytes = await readStoredFileBytes(deps.db, { fileId: logo.logoFileId, sizeBytes: logo.sizeBytes });
  const checked = checkFirmLogo(bytes);
  if ('error' in checked) throw new AppError('NOT_FOUND', { message: FIRM_LOGO_NOT_FOUND });
  const current = query.v === String(logo.logoFileId);
  return reply
    .header('content-type', checked.contentType)
    .header('content-length', String(bytes.length))
    .header(
      'cache-control',
      current ? `${audience}, max-age=31536000, immutable` : `${audience}, max-age=300`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(bytes);
}

/** The member's own firm's logo, published or not: « Mon cabinet » shows it before the firm has a public page. */
export function registerOwnFirmLogoRoute(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/pro/firm/logo', { schema: { querystring: ZFirmLogoQuery } }, async (request, reply) => {
    const { membership } = await requireFirmMember(deps, request);
    const [logo] = await deps.db
      .select({ logoFileId: firms.logoFileId, sizeBytes: storedFiles.sizeBytes })
      .from(firms)
      .innerJoin(storedFiles, eq(storedFiles.id, firms.logoFileId))
      .where(eq(firms.id, membership.firmId));
    return sendLogo(deps, reply, logo, request.query, 'private');
  });
}

/**
 * GET /api/firms/:id/logo, public: the image of a firm with a public page, i.e. at least one lawyer whose profile
 * is public (a registration still waiting, or refused, gets nothing published under the site's name). The address
 * carries the file's id (`firmLogoUrl`), so that one is cached for good.
 */
export function registerPublicFirmLogoRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/firms/:id/logo',
    { schema: { params: ZFirmLogoParams, querystring: ZFirmLogoQuery } },
    async (request, reply) => {
      const [logo] = await deps.db
        .select({ logoFileId: firms.logoFileId, sizeBytes: storedFiles.sizeBytes })
        .from(firms)
        .innerJoin(storedFiles, eq(storedFiles.id, firms.logoFileId))
        .where(
          and(
            eq(firms.id, request.params.id),
            // The same test as the firm's page and the sitemap: a lawyer (not staff) with a public profile.
            hasPublicLawyer(deps.db),
          ),
        );
      return sendLogo(deps, reply, logo, request.query, 'public');
    },
  );
}
