import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZRegistrationIdParams } from '#domain/identity/auth/admin-schemas.ts';
import { ZOkResponse } from '#domain/identity/auth/auth-schemas.ts';
import {
  ZDirectoryAnswerRequest,
  ZDirectoryStandingResponse,
  ZKeepListedRequest,
} from '#domain/identity/official-directories/official-directory-schemas.ts';
import { delistDeadline } from '#domain/identity/official-directories/recheck-policy.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { directoryVerifications, professionals, users } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { requireAccount } from '../auth/current-account';
import { requireProfessional } from '../workspace-access/pro-context';

const NOT_FLAGGED = 'Votre inscription figure dans l’annuaire officiel\u00a0: il n’y a rien à répondre.';
const ALREADY_ANSWERED = 'Votre réponse a déjà été transmise à l’administrateur.';

/** The professional's side: whether a re-check flagged them, and their answer (lawyers only, never staff). */
export function registerProOfficialDirectoryRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/pro/official-directory',
    { schema: { response: { 200: ZDirectoryStandingResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const [row] = await deps.db
        .select()
        .from(directoryVerifications)
        .where(
          and(
            eq(directoryVerifications.professionalId, professional.id),
            isNotNull(directoryVerifications.leftAt),
          ),
        );
      if (!row?.leftAt) return { flagged: null };
      return {
        flagged: {
          source: row.source,
          leftAt: row.leftAt.toISOString(),
          delistOn: delistDeadline(row.leftAt).toISOString(),
          answeredAt: row.answeredAt?.toISOString() ?? null,
          delistedAt: row.delistedAt?.toISOString() ?? null,
        },
      };
    },
  );

  api.post(
    '/api/pro/official-directory/answer',
    { schema: { body: ZDirectoryAnswerRequest, response: { 200: ZOkResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const now = deps.clock.now();
      // One answer: the conditional update decides between two tabs sending at once.
      const [answered] = await deps.db
        .update(directoryVerifications)
        .set({ answer: request.body.answer, answeredAt: now })
        .where(
          and(
            eq(directoryVerifications.professionalId, professional.id),
            isNotNull(directoryVerifications.leftAt),
            isNull(directoryVerifications.answeredAt),
          ),
        )
        .returning({ id: directoryVerifications.professionalId });
      if (!answered) {
        const [row] = await deps.db
          .select({ leftAt: directoryVerifications.leftAt })
          .from(directoryVerifications)
          .where(eq(directoryVerifications.professionalId, professional.id));
        throw new AppError('INVALID_STATE', { message: row?.leftAt ? ALREADY_ANSWERED : NOT_FLAGGED });
      }
      return { ok: true as const };
    },
  );
}

/**
 * The administrator's side: a professional flagged by the re-check is kept (or brought back) after checking,
 * with a note saying how; their flag is cleared and the next re-check compares them again.
 */
export function registerAdminOfficialDirectoryRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/registrations/:id/keep-listed',
    { schema: { params: ZRegistrationIdParams, body: ZKeepListedRequest, response: { 200: ZOkResponse } } },
    async (request) => {
      const admin = await requireAccount(deps, request, 'admin');
      const now = deps.clock.now();
      const relisted = await deps.db.transaction(async (tx) => {
        const [kept] = await tx
          .update(directoryVerifications)
          .set({
            leftAt: null,
            answer: null,
            answeredAt: null,
            delistedAt: null,
            note: request.body.note,
            validatedBy: admin.id,
            validatedAt: now,
          })
          .where(
            and(
              eq(directoryVerifications.professionalId, request.params.id),
              isNotNull(directoryVerifications.leftAt),
            ),
          )
          .returning({ delistedAt: directoryVerifications.delistedAt });
        if (!kept)
          throw new AppError('NOT_FOUND', { message: 'Aucun signalement à traiter pour ce professionnel.' });
        const [back] = await tx
          .update(professionals)
          .set({ delistedAt: null, delistedReason: null })
          .where(
            and(
              eq(professionals.id, request.params.id),
              eq(professionals.delistedReason, 'official-directory'),
            ),
          )
          .returning({ userId: professionals.userId });
        if (!back?.userId) return false;
        const [user] = await tx.select().from(users).where(eq(users.id, back.userId));
        if (user) {
          await enqueueEmail(
            tx,
            composeEmail(
              user,
              'Votre profil est de nouveau référencé sur JurisRDV',
              [
                'Après vérification de votre inscription, votre profil est de nouveau référencé\u00a0: il apparaît dans la recherche dès qu’il est complet.',
              ],
              { label: 'Accéder à mon espace professionnel', url: `${deps.config.publicUrl}/pro/dashboard` },
            ),
            Boolean(deps.config.smtpUrl),
          );
        }
        return true;
      });
      if (relisted) await professionalsChanged(deps.db, [request.params.id], now, { everySearch: true });
      return { ok: true as const };
    },
  );
}
