import { and, asc, eq, inArray } from 'drizzle-orm';
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
import { matchNeedsNote } from '#domain/identity/official-directories/match-registration.ts';
import {
  NOTE_REQUIRED_MESSAGE,
  registrationMatchOf,
  ZApproveRegistrationRequest,
} from '#domain/identity/official-directories/official-directory-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { directoryVerifications, professionals, users } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { requireAccount } from '../auth/current-account';
import { matchIdentities } from '../official-directories/directory-matches';
import { verificationView } from '../official-directories/directory-verification-view';
import { registerCertificateRoutes } from '../specialisation-certificates/certificate-routes';
import { certificatesOf } from '../specialisation-certificates/certificate-store';

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
      const matches = await matchIdentities(
        deps.db,
        rows.map(({ professional, user }) => ({
          professionalType: professional.professionalType,
          firstName: user.firstName,
          lastName: user.lastName,
          barAssociation: professional.barAssociation,
          barNumber: professional.barNumber,
        })),
      );
      const verifications = rows.length
        ? await deps.db
            .select()
            .from(directoryVerifications)
            .where(
              inArray(
                directoryVerifications.professionalId,
                rows.map(({ professional }) => professional.id),
              ),
            )
        : [];
      const verificationOf = new Map(verifications.map((row) => [row.professionalId, row]));
      const certificates = await certificatesOf(
        deps.db,
        rows.map(({ professional }) => professional.id),
      );
      return {
        registrations: rows.map(({ professional, user }, index) => ({
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
          match: registrationMatchOf(
            matches[index]?.match ?? { state: 'unavailable' },
            matches[index]?.source ?? 'cnb',
            matches[index]?.importedAt ?? null,
          ),
          verification: verificationView(verificationOf.get(professional.id) ?? null, professional),
          certificates: certificates.get(professional.id) ?? [],
        })),
      };
    },
  );

  registerCertificateRoutes(app, deps);

  api.post(
    '/api/admin/registrations/:id/approve',
    {
      schema: {
        params: ZRegistrationIdParams,
        // Without a body (an exact match validated in one click by an API client): no note.
        body: ZApproveRegistrationRequest.nullish(),
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      const admin = await requireAccount(deps, request, 'admin');
      await decide(deps, request.params.id, {
        status: 'verified',
        reason: null,
        note: request.body?.note ?? '',
        adminId: admin.id,
      });
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
      await decide(deps, request.params.id, {
        status: 'rejected',
        reason: request.body.reason,
        note: '',
        adminId: null,
      });
      return { ok: true as const };
    },
  );
}

async function decide(
  deps: TAppDeps,
  professionalId: number,
  decision: { status: 'verified' | 'rejected'; reason: string | null; note: string; adminId: string | null },
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
    if (decision.status === 'verified') {
      // Compared again here, inside the transaction: what the board showed may have changed since (an import).
      const [compared] = await matchIdentities(tx, [
        {
          professionalType: updated.professionalType,
          firstName: user.firstName,
          lastName: user.lastName,
          barAssociation: updated.barAssociation,
          barNumber: updated.barNumber,
        },
      ]);
      const match = compared?.match ?? { state: 'unavailable' as const };
      if (matchNeedsNote(match) && decision.note === '') {
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { note: NOTE_REQUIRED_MESSAGE } });
      }
      const verification = {
        source: compared?.source ?? 'cnb',
        entryKey: match.state === 'found' || match.state === 'differences' ? match.entry.entryKey : null,
        stateAtValidation: match.state,
        note: decision.note || null,
        validatedBy: decision.adminId,
        validatedAt: now,
        checkedAt: null,
        leftAt: null,
        answer: null,
        answeredAt: null,
        delistedAt: null,
      };
      await tx
        .insert(directoryVerifications)
        .values({ professionalId: updated.id, ...verification })
        .onConflictDoUpdate({ target: directoryVerifications.professionalId, set: verification });
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
