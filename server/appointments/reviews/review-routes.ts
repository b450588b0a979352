import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAppointmentIdParams } from '#domain/appointments/booking/booking-schemas.ts';
import {
  ZAnswerReviewRequest,
  ZModerationDecisionRequest,
  ZModerationQueueResponse,
  ZProReviewsResponse,
  ZReportReviewRequest,
  ZReviewIdParams,
  ZSubmitReviewRequest,
  ZSubmitReviewResponse,
} from '#domain/appointments/reviews/review-schemas.ts';
import { ZProfessionalIdParams } from '#domain/directory/professionals/profile-schemas.ts';
import {
  ZPublicReviewsQuery,
  ZPublicReviewsResponse,
} from '#domain/directory/reviews/public-review-schemas.ts';
import { ZOkResponse } from '#domain/identity/auth/auth-schemas.ts';
import { requireAccount, requireProfessional } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import {
  answerReview,
  decideReview,
  listProReviews,
  listPublicReviews,
  moderationQueue,
  reportReview,
  submitReview,
} from './review-store';

/** The client's review, the public list, and the administrators' moderation (issue 29 §3, ADR 0072). */
export function registerReviewRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/client/appointments/:id/review',
    {
      schema: {
        params: ZAppointmentIdParams,
        body: ZSubmitReviewRequest,
        response: { 200: ZSubmitReviewResponse },
      },
    },
    async (request) => {
      const client = await requireAccount(deps, request, 'client');
      const review = await submitReview(deps, client.id, request.params.id, {
        rating: request.body.rating,
        text: request.body.text,
      });
      return { review };
    },
  );

  api.get(
    '/api/professionals/:id/reviews',
    {
      schema: {
        params: ZProfessionalIdParams,
        querystring: ZPublicReviewsQuery,
        response: { 200: ZPublicReviewsResponse },
      },
    },
    async (request) => listPublicReviews(deps.db, request.params.id, request.query),
  );

  api.get(
    '/api/admin/reviews',
    { schema: { response: { 200: ZModerationQueueResponse } } },
    async (request) => {
      await requireAccount(deps, request, 'admin');
      return { items: await moderationQueue(deps.db, deps.clock.now()) };
    },
  );

  api.post(
    '/api/admin/reviews/:id/decision',
    { schema: { params: ZReviewIdParams, body: ZModerationDecisionRequest, response: { 200: ZOkResponse } } },
    async (request) => {
      await requireAccount(deps, request, 'admin');
      const body = request.body;
      await decideReview(
        deps,
        request.params.id,
        body.decision === 'publish'
          ? { decision: 'publish' }
          : { decision: 'refuse', reason: body.reason, note: body.note },
      );
      return { ok: true as const };
    },
  );
}

/** « Avis clients » of « Ma fiche pro »: a lawyer's own; a firm's staff may not answer for them (ADR 0058). */
export function registerProReviewRoutes(workspace: FastifyInstance, deps: TAppDeps): void {
  const api = workspace.withTypeProvider<ZodTypeProvider>();

  api.get('/api/pro/reviews', { schema: { response: { 200: ZProReviewsResponse } } }, async (request) => {
    const professional = await requireProfessional(deps, request);
    return listProReviews(deps.db, professional.id);
  });

  api.post(
    '/api/pro/reviews/:id/answer',
    { schema: { params: ZReviewIdParams, body: ZAnswerReviewRequest, response: { 200: ZOkResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      await answerReview(deps, professional.id, request.params.id, request.body.text);
      return { ok: true as const };
    },
  );

  api.post(
    '/api/pro/reviews/:id/report',
    { schema: { params: ZReviewIdParams, body: ZReportReviewRequest, response: { 200: ZOkResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      await reportReview(deps, professional.id, request.params.id, request.body);
      return { ok: true as const };
    },
  );
}
