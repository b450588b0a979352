import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZSecurityPolicyResponse,
  ZTwoFactorResetRequest,
  ZTwoFactorResetResponse,
  ZUpdateSecurityPolicyRequest,
} from '#domain/identity/security-policy/security-policy-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabase } from '#server/db/database.ts';
import { passkeys, platformSettings, twoFactorResets, users } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { requireAccount } from '../auth/current-account';
import { revokeAllSessions } from '../auth/session-store';
import { hasSecondFactorSql } from '../two-factor/second-factor-requirement';
import { removeTwoFactor } from '../two-factor/two-factor-store';

async function readPolicy(db: TDatabase) {
  const [settings] = await db
    .select({ requireProTwoFactor: platformSettings.requireProTwoFactor })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  const [counts] = await db
    .select({
      professionalsCount: count(),
      professionalsWithoutSecondFactor:
        sql<number>`count(*) filter (where not ${hasSecondFactorSql})`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.role, 'professional'));
  return {
    requireProTwoFactor: settings?.requireProTwoFactor ?? false,
    professionalsCount: counts?.professionalsCount ?? 0,
    professionalsWithoutSecondFactor: counts?.professionalsWithoutSecondFactor ?? 0,
  };
}

/**
 * The administrator's « Sécurité des comptes » (ADR 0026): requiring a second factor of every professional,
 * and support's removal of a lost one after the checks of docs/support/lost-second-factor.md.
 */
export function registerSecurityPolicyRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const smtpEnabled = Boolean(deps.config.smtpUrl);

  api.get(
    '/api/admin/security-policy',
    { schema: { response: { 200: ZSecurityPolicyResponse } } },
    async (request) => {
      await requireAccount(deps, request, 'admin');
      return readPolicy(deps.db);
    },
  );

  api.put(
    '/api/admin/security-policy',
    { schema: { body: ZUpdateSecurityPolicyRequest, response: { 200: ZSecurityPolicyResponse } } },
    async (request) => {
      const admin = await requireAccount(deps, request, 'admin');
      const values = {
        requireProTwoFactor: request.body.requireProTwoFactor,
        updatedAt: deps.clock.now(),
        updatedBy: admin.id,
      };
      await deps.db
        .insert(platformSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: platformSettings.id, set: values });
      return readPolicy(deps.db);
    },
  );

  api.post(
    '/api/admin/two-factor-resets',
    { schema: { body: ZTwoFactorResetRequest, response: { 200: ZTwoFactorResetResponse } } },
    async (request) => {
      const admin = await requireAccount(deps, request, 'admin');
      const now = deps.clock.now();
      const [professional] = await deps.db
        .select()
        .from(users)
        .where(
          and(sql`lower(${users.email}) = lower(${request.body.email})`, eq(users.role, 'professional')),
        );
      if (!professional) {
        throw new AppError('NOT_FOUND', {
          fieldErrors: { email: 'Aucun compte professionnel avec cette adresse e-mail.' },
        });
      }
      await deps.db.transaction(async (tx) => {
        await removeTwoFactor(tx, professional.id);
        await tx.delete(passkeys).where(eq(passkeys.userId, professional.id));
        // The reset is no way out of the rule: the account enrols again at its next sign-in.
        await tx.update(users).set({ twoFactorRequired: true }).where(eq(users.id, professional.id));
        await revokeAllSessions(tx, professional.id, now);
        await tx.insert(twoFactorResets).values({
          userId: professional.id,
          adminUserId: admin.id,
          reason: request.body.reason,
          createdAt: now,
        });
        await enqueueEmail(
          tx,
          {
            ...composeEmail(professional, 'Votre double authentification a été réinitialisée', [
              'À votre demande, notre support a retiré la double authentification de votre compte JurisRDV Pro après avoir vérifié votre identité. Toutes vos sessions ont été déconnectées.',
              'Vos clés d’accès ont également été supprimées. À votre prochaine connexion, avec votre mot de passe, vous configurerez une nouvelle application d’authentification ou une nouvelle clé d’accès.',
              "Si vous n'êtes pas à l'origine de cette demande, répondez immédiatement à cet e-mail.",
            ]),
            priority: 'security',
          },
          smtpEnabled,
        );
      });
      return { ok: true as const };
    },
  );
}
