import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminComplaintsResponse,
  ZAnswerComplaintRequest,
  ZComplaintIdParams,
  ZComplaintsResponse,
  ZFileComplaintRequest,
  ZFileComplaintResponse,
} from '#domain/directory/complaints/complaint-schemas.ts';
import { requireAccount, requireProfessional } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import {
  answerComplaint,
  fileComplaint,
  listOwnComplaints,
  openComplaints,
  takeUpComplaint,
} from './complaint-store';

/** « Réclamations » of the workspace: the lawyer's own complaints; a firm's staff may not file for them. */
export function registerProComplaintRoutes(workspace: FastifyInstance, deps: TAppDeps): void {
  const api = workspace.withTypeProvider<ZodTypeProvider>();

  api.get('/api/pro/complaints', { schema: { response: { 200: ZComplaintsResponse } } }, async (request) => {
    const professional = await requireProfessional(deps, request);
    return { complaints: await listOwnComplaints(deps.db, professional.id) };
  });

  api.post(
    '/api/pro/complaints',
    { schema: { body: ZFileComplaintRequest, response: { 201: ZFileComplaintResponse } } },
    async (request, reply) => {
      const professional = await requireProfessional(deps, request);
      const complaint = await fileComplaint(deps, professional.id, request.body);
      return reply.status(201).send({ complaint });
    },
  );
}

/** The administrators' queue of complaints on /admin. */
export function registerAdminComplaintRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/complaints',
    { schema: { response: { 200: ZAdminComplaintsResponse } } },
    async (request) => {
      await requireAccount(deps, request, 'admin');
      return { complaints: await openComplaints(deps.db) };
    },
  );

  api.post(
    '/api/admin/complaints/:id/take-up',
    { schema: { params: ZComplaintIdParams, response: { 200: ZFileComplaintResponse } } },
    async (request) => {
      await requireAccount(deps, request, 'admin');
      return { complaint: await takeUpComplaint(deps, request.params.id) };
    },
  );

  api.post(
    '/api/admin/complaints/:id/answer',
    {
      schema: {
        params: ZComplaintIdParams,
        body: ZAnswerComplaintRequest,
        response: { 200: ZFileComplaintResponse },
      },
    },
    async (request) => {
      const admin = await requireAccount(deps, request, 'admin');
      return { complaint: await answerComplaint(deps, request.params.id, admin.id, request.body.answer) };
    },
  );
}
