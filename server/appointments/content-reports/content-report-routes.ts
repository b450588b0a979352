import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZContentReportDecisionRequest,
  ZContentReportIdParams,
  ZContentReportQueueResponse,
  ZModerationDecisionsAboutMeResponse,
  ZProfessionalIdParams,
  ZRelistProfileRequest,
  ZRelistProfileResponse,
  ZReportContentRequest,
  ZReportContentResponse,
  ZSuspendedProfilesResponse,
} from '#domain/directory/content-reports/content-report-schemas.ts';
import { ZOkResponse } from '#domain/identity/auth/auth-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { findCurrentAccount, requireAccount, requireProfessional } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enforceAddressLimit } from '#server/platform/http/rate-limits.ts';
import {
  contentReportQueue,
  decideContentReport,
  decisionsAbout,
  relistSuspendedProfile,
  reportContent,
  suspendedProfiles,
} from './content-report-store';

/** « Signaler un contenu » for anyone, and the administrators' queue of reports (issue 29 §4, ADR 0074). */
export function registerContentReportRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/content-reports',
    { schema: { body: ZReportContentRequest, response: { 201: ZReportContentResponse } } },
    async (request, reply) => {
      await enforceAddressLimit(request, reply, 'content-report');
      const account =
        (await findCurrentAccount(deps, request, 'client')) ??
        (await findCurrentAccount(deps, request, 'pro'));
      const email = request.body.email ?? account?.email ?? null;
      if (!email)
        throw new AppError('VALIDATION_FAILED', {
          fieldErrors: { email: 'Indiquez votre adresse e-mail pour recevoir la décision' },
        });
      const result = await reportContent(deps, {
        target: request.body.target,
        reason: request.body.reason,
        explanation: request.body.explanation,
        reporter: { userId: account?.id ?? null, email },
      });
      return reply.status(201).send(result);
    },
  );

  api.get(
    '/api/admin/content-reports',
    { schema: { response: { 200: ZContentReportQueueResponse } } },
    async (request) => {
      await requireAccount(deps, request, 'admin');
      return { items: await contentReportQueue(deps.db) };
    },
  );

  api.post(
    '/api/admin/content-reports/:id/decision',
    {
      schema: {
        params: ZContentReportIdParams,
        body: ZContentReportDecisionRequest,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      const admin = await requireAccount(deps, request, 'admin');
      await decideContentReport(deps, request.params.id, admin.id, request.body);
      return { ok: true as const };
    },
  );
}

/** « Fiches suspendues » on /admin: the profiles suspended on a report, and « Rétablir la fiche » (ADR 0074). */
export function registerSuspendedProfileRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/suspended-profiles',
    { schema: { response: { 200: ZSuspendedProfilesResponse } } },
    async (request) => {
      await requireAccount(deps, request, 'admin');
      return { items: await suspendedProfiles(deps.db) };
    },
  );

  api.post(
    '/api/admin/suspended-profiles/:id/relist',
    {
      schema: {
        params: ZProfessionalIdParams,
        body: ZRelistProfileRequest,
        response: { 200: ZRelistProfileResponse },
      },
    },
    async (request) => {
      const admin = await requireAccount(deps, request, 'admin');
      return relistSuspendedProfile(deps, request.params.id, admin.id, request.body);
    },
  );
}

/** « Réclamations »: the decisions taken on reports about the lawyer's own profile and reviews. */
export function registerProContentReportRoutes(workspace: FastifyInstance, deps: TAppDeps): void {
  workspace
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/pro/moderation-decisions',
      { schema: { response: { 200: ZModerationDecisionsAboutMeResponse } } },
      async (request) => {
        const professional = await requireProfessional(deps, request);
        return { items: await decisionsAbout(deps.db, professional.id) };
      },
    );
}
