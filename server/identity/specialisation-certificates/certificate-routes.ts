import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZRegistrationIdParams } from '#domain/identity/auth/admin-schemas.ts';
import { ZOkResponse } from '#domain/identity/auth/auth-schemas.ts';
import {
  ZCertificateParams,
  ZRecordCertificateRequest,
  ZSpecialisationCertificate,
  ZWithdrawCertificateRequest,
} from '#domain/identity/official-directories/specialisation-certificates.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { requireAccount } from '../auth/current-account';
import { recordCertificate, withdrawCertificate } from './certificate-store';

/** /admin: an administrator records a specialisation certificate they checked, or withdraws one (issue 29 §2). */
export function registerCertificateRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/registrations/:id/certificates',
    {
      schema: {
        params: ZRegistrationIdParams,
        body: ZRecordCertificateRequest,
        response: { 200: ZSpecialisationCertificate },
      },
    },
    async (request) => {
      const admin = await requireAccount(deps, request, 'admin');
      const now = deps.clock.now();
      const certificate = await recordCertificate(deps.db, {
        professionalId: request.params.id,
        ...request.body,
        adminId: admin.id,
        now,
      });
      // The public profile's « Avocat spécialiste en … » line follows at once.
      await professionalsChanged(deps.db, [request.params.id], now);
      return certificate;
    },
  );

  api.post(
    '/api/admin/registrations/:id/certificates/:certificateId/withdraw',
    {
      schema: {
        params: ZCertificateParams,
        body: ZWithdrawCertificateRequest,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      const admin = await requireAccount(deps, request, 'admin');
      const now = deps.clock.now();
      await withdrawCertificate(deps.db, {
        professionalId: request.params.id,
        certificateId: request.params.certificateId,
        note: request.body.note,
        adminId: admin.id,
        now,
      });
      await professionalsChanged(deps.db, [request.params.id], now);
      return { ok: true as const };
    },
  );
}
