import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAppointmentIdParams } from '#domain/appointments/booking/booking-schemas.ts';
import { ZFeeAgreementContent } from '#domain/appointments/fee-agreements/fee-agreement-content.ts';
import { feeAgreementDocument } from '#domain/appointments/fee-agreements/fee-agreement-document.ts';
import {
  readFeeAgreementTemplate,
  ZFeeAgreementTemplateResponse,
  ZUpdateFeeAgreementTemplateRequest,
} from '#domain/appointments/fee-agreements/fee-agreement-template.ts';
import { ZProfessionalIdParams } from '#domain/directory/professionals/profile-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { feeAgreements, professionals } from '#server/db/schema/index.ts';
import { requireAccount, requireProfessional } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { throttleAddressOf } from '#server/platform/http/client-address.ts';
import { ifNoneMatchHits } from '#server/platform/http/entity-tag.ts';
import { PDF_POOL_LIMITS, renderPdfFor } from '#server/platform/pdf/pdf-render-pool.ts';
import { sendAccessibleDocument } from '#server/platform/pdf/send-accessible-document.ts';
import { sendFeeAgreementPdf } from './fee-agreement-pdf';
import {
  FEE_AGREEMENT_NOT_FOUND,
  previewFeeAgreement,
  ZFeeAgreementPreviewQuery,
} from './fee-agreement-preview';

export { FEE_AGREEMENT_NOT_FOUND };

import { createFeeAgreementPreviewCache } from './fee-agreement-preview-cache';
import { feeAgreementFileName } from './fee-agreement-snapshot';

/** The stored agreement of one appointment, read by whoever `owner` says may read it, else 404. */
async function readStoredAgreement(deps: TAppDeps, appointmentId: number, owner: SQL) {
  const [row] = await deps.db
    .select({ content: feeAgreements.content, acceptedAt: feeAgreements.acceptedAt })
    .from(feeAgreements)
    .where(and(eq(feeAgreements.appointmentId, appointmentId), owner));
  const content = ZFeeAgreementContent.safeParse(row?.content);
  if (!row || !content.success) throw new AppError('NOT_FOUND', { message: FEE_AGREEMENT_NOT_FOUND });
  return { content: content.data, acceptedAt: row.acceptedAt };
}

/** Its accessible HTML version (RGAA 13.3): the same document as the PDF, under the same check. */
async function sendStoredAgreementHtml(
  deps: TAppDeps,
  reply: FastifyReply,
  appointmentId: number,
  owner: SQL,
  pdfUrl: string,
) {
  const { content, acceptedAt } = await readStoredAgreement(deps, appointmentId, owner);
  return sendAccessibleDocument(reply, feeAgreementDocument(content, acceptedAt), pdfUrl);
}

async function sendStoredAgreement(
  app: FastifyInstance,
  deps: TAppDeps,
  reply: FastifyReply,
  appointmentId: number,
  owner: SQL,
  account: string,
) {
  // Read once the caller's PDF place is taken: a refused request reads nothing more.
  const pdf = await renderPdfFor(reply, app.pdfRenderer, account, async () => {
    const { content, acceptedAt } = await readStoredAgreement(deps, appointmentId, owner);
    return { kind: 'fee-agreement', content, acceptance: { acceptedAt } };
  });
  return sendFeeAgreementPdf(reply, pdf, feeAgreementFileName(appointmentId));
}

/** /api/pro/…: registered inside the workspace scope (registerProRoutes). */
export function registerProFeeAgreementRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/pro/fee-agreement-template',
    { schema: { response: { 200: ZFeeAgreementTemplateResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      return readFeeAgreementTemplate(professional.feeAgreementTemplate, professional.professionalType);
    },
  );

  api.put(
    '/api/pro/fee-agreement-template',
    {
      schema: {
        body: ZUpdateFeeAgreementTemplateRequest,
        response: { 200: ZFeeAgreementTemplateResponse },
      },
    },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      // Agreements already accepted keep their own copy: only later bookings read the new template.
      const [updated] = await deps.db
        .update(professionals)
        .set({ feeAgreementTemplate: request.body.template })
        .where(eq(professionals.id, professional.id))
        .returning({ template: professionals.feeAgreementTemplate });
      if (!updated) throw new AppError('NOT_FOUND');
      return readFeeAgreementTemplate(updated.template, professional.professionalType);
    },
  );

  api.get(
    '/api/pro/appointments/:id/fee-agreement.pdf',
    { schema: { params: ZAppointmentIdParams } },
    async (request, reply) => {
      const professional = await requireProfessional(deps, request);
      return sendStoredAgreement(
        app,
        deps,
        reply,
        request.params.id,
        eq(feeAgreements.professionalId, professional.id),
        `professional:${professional.id}`,
      );
    },
  );

  api.get(
    '/api/pro/appointments/:id/fee-agreement.html',
    { schema: { params: ZAppointmentIdParams } },
    async (request, reply) => {
      const professional = await requireProfessional(deps, request);
      return sendStoredAgreementHtml(
        deps,
        reply,
        request.params.id,
        eq(feeAgreements.professionalId, professional.id),
        `/api/pro/appointments/${request.params.id}/fee-agreement.pdf`,
      );
    },
  );
}

/** The client's PDF and the public preview (the workspace's routes are in registerProFeeAgreementRoutes). */
export function registerFeeAgreementRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const previews = createFeeAgreementPreviewCache();

  api.get(
    '/api/client/appointments/:id/fee-agreement.pdf',
    { schema: { params: ZAppointmentIdParams } },
    async (request, reply) => {
      const client = await requireAccount(deps, request, 'client');
      return sendStoredAgreement(
        app,
        deps,
        reply,
        request.params.id,
        eq(feeAgreements.clientUserId, client.id),
        `client:${client.id}`,
      );
    },
  );

  api.get(
    '/api/client/appointments/:id/fee-agreement.html',
    { schema: { params: ZAppointmentIdParams } },
    async (request, reply) => {
      const client = await requireAccount(deps, request, 'client');
      return sendStoredAgreementHtml(
        deps,
        reply,
        request.params.id,
        eq(feeAgreements.clientUserId, client.id),
        `/api/client/appointments/${request.params.id}/fee-agreement.pdf`,
      );
    },
  );

  /** The preview's accessible HTML version, for the same booking (same query) as the PDF beside it. */
  api.get(
    '/api/professionals/:id/fee-agreement-preview.html',
    { schema: { params: ZProfessionalIdParams, querystring: ZFeeAgreementPreviewQuery } },
    async (request, reply) => {
      const { agreement } = await previewFeeAgreement(deps.db, request.params.id, request.query);
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return sendAccessibleDocument(
        reply,
        feeAgreementDocument(agreement.content, null),
        `/api/professionals/${request.params.id}/fee-agreement-preview${query}`,
      );
    },
  );

  /**
   * What the client is asked to accept, before booking: the public professional's current template for
   * that booking's fee, without the client's identity. 404 when the booking would need no agreement.
   */
  api.get(
    '/api/professionals/:id/fee-agreement-preview',
    { schema: { params: ZProfessionalIdParams, querystring: ZFeeAgreementPreviewQuery } },
    async (request, reply) => {
      const { professional, agreement } = await previewFeeAgreement(
        deps.db,
        request.params.id,
        request.query,
      );
      // Drawn once per change of what it shows, then served from memory with a strong ETag. Public and
      // without the client's identity, so a browser may keep it, provided it asks whether it changed.
      const preview = await previews
        .get(previews.keyOf(agreement.content), () =>
          renderPdfFor(reply, app.pdfRenderer, `address:${throttleAddressOf(request.ip)}`, {
            kind: 'fee-agreement',
            content: agreement.content,
            acceptance: { acceptedAt: null },
          }),
        )
        .catch((error: unknown) => {
          // Visitors who waited for another's drawing get its refusal with the same Retry-After.
          if (error instanceof AppError && error.code.startsWith('PDF_RENDERING_'))
            reply.header('retry-after', String(PDF_POOL_LIMITS.retryAfterSeconds));
          throw error;
        });
      reply.header('etag', preview.etag).header('cache-control', 'public, no-cache');
      if (ifNoneMatchHits(request.headers['if-none-match'], preview.etag)) return reply.code(304).send();
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="convention-honoraires-${professional.id}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(preview.pdf);
    },
  );
}
