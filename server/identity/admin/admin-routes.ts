import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { missingProfileItems } from '#domain/directory/professionals/profile-completeness.ts';
import {
  ZListRegistrationsQuery,
  ZListRegistrationsResponse,
  ZRegistrationIdParams,
  ZRejectRegistrationRequest,
} from '#domain/identity/auth/admin-schemas.ts';
import { ZOkResponse } from '#domain/identity/auth/auth-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { professionals, users } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { requireAccount } from '../auth/current-account';

export function registerAdminRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/registrations',
    { schema: { querystring: ZListRegistrationsQuery, response: { 200: ZListRegistrationsResponse } } },
    async (request) => {
      await requireAccount(deps, request, 'admin');
      const rows = await deps.db
        .select({ professional: professionals, user: users })
        .from(professionals)
        .innerJoin(users, eq(users.id, professionals.userId))
        .where(eq(professionals.verificationStatus, request.query.status))
        // Registrations of one instant (the demo's, seeded together) in their numbers' order, whatever the rows' storage order.
        .orderBy(asc(professionals.createdAt), asc(professionals.id));
      return {
        registrations: rows.map(({ professional, user }) => ({
          id: professional.id,
          name: `${user.firstName} ${user.lastName}`,
          email: user.email,
          emailVerified: user.emailVerifiedAt !== null,
          professionalType: professional.professionalType,
          title: professional.title,
          practice: professional.practice,
          specialty: professional.specialty,
          barNumber: professional.barNumber,
          barAssociation: professional.barAssociation,
          town: professional.city === '' ? null : `${professional.postalCode} ${professional.city}`.trim(),
          verificationStatus: professional.verificationStatus,
          rejectionReason: professional.rejectionReason,
          createdAt: professional.createdAt.toISOString(),
          isPublic: professional.isPublic ?? false,
          missing: missingProfileItems(professional),
        })),
      };
    },
  );

  api.post(
    '/api/admin/registrations/:id/approve',
    { schema: { params: ZRegistrationIdParams, response: { 200: ZOkResponse } } },
    async (request) => {
      await requireAccount(deps, request, 'admin');
      await decide(deps, request.params.id, { status: 'verified', reason: null });
      // A complete profile becomes public now: searches that could list it are computed again.
      await professionalsChanged(deps.db, [request.params.id], deps.clock.now(), { everySearch: true });
      return { ok: true as const };
    },
  );

  api.post(
    '/api/admin/registrations/:id/reject',
    {
      schema: {
        params: ZRegistrationIdParams,
        body: ZRejectRegistrationRequest,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await requireAccount(deps, request, 'admin');
      await decide(deps, request.params.id, { status: 'rejected', reason: request.body.reason });
      return { ok: true as const };
    },
  );
}

async function decide(
  deps: TAppDeps,
  professionalId: number,
  decision: { status: 'verified' | 'rejected'; reason: string | null },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(professionals)
      .set({ verificationStatus: decision.status, rejectionReason: decision.reason, reviewedAt: now })
      .where(and(eq(professionals.id, professionalId), eq(professionals.verificationStatus, 'pending')))
      .returning();
    if (!updated?.userId) {
      const exists = await tx
        .select({ id: professionals.id })
        .from(professionals)
        .where(eq(professionals.id, professionalId));
      throw exists.length > 0
        ? new AppError('INVALID_STATE', { message: 'Cette inscription a déjà été traitée.' })
        : new AppError('NOT_FOUND', { message: 'Inscription introuvable.' });
    }
    const [user] = await tx.select().from(users).where(eq(users.id, updated.userId));
    if (!user) throw new AppError('NOT_FOUND', { message: 'Inscription introuvable.' });
    // Publication needs validation, so refusing it here keeps unconfirmed addresses off the
    // directory (ADR 0023); throwing rolls the status change back.
    if (decision.status === 'verified' && !user.emailVerifiedAt) {
      throw new AppError('INVALID_STATE', {
        message:
          "Ce professionnel n'a pas encore confirmé son adresse e-mail\u00a0: son inscription pourra être validée une fois l'adresse confirmée.",
      });
    }
    const missing = missingProfileItems(updated);
    const message =
      decision.status === 'verified'
        ? composeEmail(
            user,
            'Votre compte JurisRDV Pro est validé',
            [
              ...(missing.length === 0
                ? [
                    'Bonne nouvelle\u00a0: nous avons vérifié vos informations professionnelles et votre compte est validé. Votre profil apparaît désormais dans la recherche et peut recevoir des réservations.',
                  ]
                : [
                    'Bonne nouvelle\u00a0: nous avons vérifié vos informations professionnelles et votre compte est validé.',
                    'Votre profil apparaîtra dans la recherche et pourra recevoir des réservations dès que vous aurez complété «\u00a0Ma fiche pro\u00a0»\u00a0:',
                    ...missing.map((item) => `- ${item.label} (${item.sectionTitle})`),
                  ]),
            ],
            { label: 'Accéder à mon espace professionnel', url: `${deps.config.publicUrl}/pro/dashboard` },
          )
        : composeEmail(user, "Votre inscription JurisRDV Pro n'a pas été validée", [
            "Après vérification, nous n'avons pas pu valider votre inscription.",
            `Motif\u00a0: ${decision.reason ?? ''}`,
            'Vous pouvez nous répondre pour compléter ou corriger vos informations.',
          ]);
    await enqueueEmail(tx, message, Boolean(deps.config.smtpUrl));
  });
}
