import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  spaceAdmits,
  type TSessionSpace,
  ZClientRegisterRequest,
  ZLoginRequest,
  ZOkResponse,
  ZProRegisterRequest,
  ZSessionResponse,
} from '#domain/identity/auth/auth-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabase } from '#server/db/database.ts';
import { professionals, users } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enforceAddressLimit } from '#server/platform/http/rate-limits.ts';
import { tooManyAttempts } from '#server/platform/http/too-many-attempts.ts';
import { sendVerificationEmail } from '../email-verification/send-verification-email';
import { giveProfessionalsTheirOwnFirm } from '../firms/one-member-firms';
import { refreshDirectoryCertificates } from '../specialisation-certificates/certificate-store';
import { secondFactorStateOf } from '../two-factor/second-factor-requirement';
import { TRUSTED_DEVICE_COOKIE } from '../two-factor/trusted-device-cookie';
import { createChallenge, isTrustedDevice } from '../two-factor/two-factor-store';
import { staffSummaryOf } from '../workspace-access/staff-access';
import {
  findProfessionalOfUser,
  findUserByEmail,
  isUniqueViolation,
  toProfessionalSummary,
  toSessionUser,
} from './account-queries';
import { clearSessionCookie, findCurrentAccount, setSessionCookie } from './current-account';
import { recordLoginSuccess, takeLoginAttempt } from './login-throttle';
import { assertStrongPassword } from './password-strength/password-strength';
import { checkPassword, hashPassword } from './passwords';
import { createSession, revokeSession, SESSION_COOKIE } from './session-store';

/** A town resolved to its commune (directory's commune index, given by the composition). */
export type TResolvedTown = {
  city: string;
  inseeCode: string;
  latitude: number;
  longitude: number;
};
export type TAuthRouteOptions = {
  resolveTown: (postalCode: string, city: string) => TResolvedTown | null;
};

const UNKNOWN_TOWN_MESSAGE = 'Ville inconnue pour ce code postal';

function emailTaken(): AppError {
  return new AppError('EMAIL_TAKEN', {
    fieldErrors: {
      email:
        'Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou choisissez une autre adresse.',
    },
  });
}

export async function sessionPayload(
  db: TDatabase,
  space: TSessionSpace,
  user: typeof users.$inferSelect,
  twoFactorSetupRequired = false,
  actingForUserId: string | null = null,
) {
  const setup = twoFactorSetupRequired ? { twoFactorSetupRequired: true } : {};
  if (space !== 'pro') return { user: toSessionUser(user), ...setup };
  if (user.role === 'staff') {
    const staff = await staffSummaryOf(db, user.id, actingForUserId);
    return { user: toSessionUser(user), professional: null, ...(staff ? { staff } : {}), ...setup };
  }
  const professional = await findProfessionalOfUser(db, user.id);
  return {
    user: toSessionUser(user),
    professional: professional ? toProfessionalSummary(professional) : null,
    ...setup,
  };
}

/** The second factors a professional has: an authenticator app (TOTP) and/or passkeys. */
export function registerAuthRoutes(app: FastifyInstance, deps: TAppDeps, options: TAuthRouteOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const space of ['client', 'pro', 'admin'] as const) {
    api.post(
      `/api/auth/${space}/login`,
      { schema: { body: ZLoginRequest, response: { 200: ZSessionResponse } } },
      async (request, reply) => {
        const now = deps.clock.now();
        const { email, password, rememberMe } = request.body;
        // Counted before the password is checked, so concurrent guesses cannot outrun the count.
        const attempt = await takeLoginAttempt(deps.db, email, request.ip, now);
        if (!attempt.allowed) throw tooManyAttempts(reply, 'login', attempt.retryAfterMs);
        const user = await findUserByEmail(deps.db, email);
        const valid = await checkPassword(user?.passwordHash ?? null, password);
        if (!user || !valid || !spaceAdmits(space, user.role)) throw new AppError('INVALID_CREDENTIALS');
        await recordLoginSuccess(deps.db, email, request.ip);
        const remember = rememberMe === true;
        const secondFactor =
          space === 'client'
            ? { mustHave: false, has: false, methods: [] }
            : await secondFactorStateOf(deps.db, user.id);
        if (
          space !== 'client' &&
          secondFactor.methods.length > 0 &&
          !(await isTrustedDevice(deps.db, user.id, request.cookies[TRUSTED_DEVICE_COOKIE[space]], now))
        ) {
          // The password was right but is not enough: no session yet, a short-lived challenge for the second
          // step (a code or a passkey, ADR 0022 and 0025).
          return {
            user: null,
            twoFactorChallenge: await createChallenge(deps.db, user.id, remember, now),
            twoFactorMethods: secondFactor.methods,
          };
        }
        const session = await createSession(deps.db, {
          userId: user.id,
          space,
          remember,
          now,
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'],
        });
        setSessionCookie(deps, reply, space, session.token, session.expiresAt, remember);
        return sessionPayload(deps.db, space, user, secondFactor.mustHave && !secondFactor.has);
      },
    );

    api.post(
      `/api/auth/${space}/logout`,
      { schema: { response: { 200: ZOkResponse } } },
      async (request, reply) => {
        const token = request.cookies[SESSION_COOKIE[space]];
        if (token) await revokeSession(deps.db, token, deps.clock.now());
        clearSessionCookie(deps, reply, space);
        return { ok: true as const };
      },
    );

    api.get(
      `/api/auth/${space}/session`,
      { schema: { response: { 200: ZSessionResponse } } },
      async (request) => readSession(deps, request, space),
    );
  }

  api.post(
    '/api/auth/client/register',
    { schema: { body: ZClientRegisterRequest, response: { 201: ZSessionResponse } } },
    async (request, reply) => {
      // Counted before the strength estimate, the hash and the e-mails (ADR 0040).
      await enforceAddressLimit(request, reply, 'registration');
      const input = request.body;
      await assertStrongPassword(input.password, input);
      if (await findUserByEmail(deps.db, input.email)) throw emailTaken();
      const passwordHash = await hashPassword(input.password);
      const now = deps.clock.now();
      const user = await deps.db
        .transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({
              email: input.email,
              passwordHash,
              role: 'client',
              firstName: input.firstName,
              lastName: input.lastName,
            })
            .returning();
          if (!created) throw new AppError('INTERNAL');
          // The welcome waits for the confirmed address (ADR 0046): until then only the confirmation leaves.
          await sendVerificationEmail(tx, deps, created, created.email, 'registration');
          return created;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw emailTaken();
          throw error;
        });
      const session = await createSession(deps.db, {
        userId: user.id,
        space: 'client',
        remember: false,
        now,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(deps, reply, 'client', session.token, session.expiresAt, false);
      return reply.status(201).send({ user: toSessionUser(user) });
    },
  );

  api.post(
    '/api/auth/pro/register',
    { schema: { body: ZProRegisterRequest, response: { 201: ZOkResponse } } },
    async (request, reply) => {
      await enforceAddressLimit(request, reply, 'registration');
      const input = request.body;
      await assertStrongPassword(input.password, {
        ...input,
        other: [input.practice, input.barNumber, input.barAssociation],
      });
      const town = input.postalCode === '' ? null : options.resolveTown(input.postalCode, input.city);
      if (input.postalCode !== '' && !town) {
        throw new AppError('VALIDATION_FAILED', {
          fieldErrors: { city: UNKNOWN_TOWN_MESSAGE, postalCode: UNKNOWN_TOWN_MESSAGE },
        });
      }
      if (await findUserByEmail(deps.db, input.email)) throw emailTaken();
      const passwordHash = await hashPassword(input.password);
      await deps.db
        .transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({
              email: input.email,
              passwordHash,
              role: 'professional',
              firstName: input.firstName,
              lastName: input.lastName,
              // New professionals enrol a second factor at their first sign-in (ADR 0026).
              twoFactorRequired: true,
            })
            .returning();
          if (!created) throw new AppError('INTERNAL');
          const [professional] = await tx
            .insert(professionals)
            .values({
              userId: created.id,
              firstName: created.firstName,
              lastName: created.lastName,
              email: created.email,
              professionalType: input.professionalType,
              title: input.title ?? null,
              // Every registration domain is in the one list, hence a search tag (issue 26 §3).
              specialties: [input.specialty],
              practice: input.practice,
              specialty: input.specialty,
              barNumber: input.barNumber,
              barAssociation: input.barAssociation || null,
              ...(town
                ? {
                    postalCode: input.postalCode,
                    city: town.city,
                    communeCode: town.inseeCode,
                    latitude: town.latitude,
                    longitude: town.longitude,
                  }
                : {}),
              verificationStatus: 'pending',
            })
            .returning({ id: professionals.id });
          // A certified lawyer's specialisations, as the CNB directory says (issue 29 §2).
          if (professional) await refreshDirectoryCertificates(tx, deps.clock.now(), [professional.id]);
          // A lawyer alone is the one associate of their own firm (issue 27).
          await giveProfessionalsTheirOwnFirm(tx, [created.id]);
          // « En cours de validation » waits for the confirmed address (ADR 0046).
          await sendVerificationEmail(tx, deps, created, created.email, 'registration');
          // Administrators hear of it in their hourly digest once the address is confirmed (ADR 0046).
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw emailTaken();
          throw error;
        });
      return reply.status(201).send({ ok: true as const });
    },
  );
}

async function readSession(deps: TAppDeps, request: FastifyRequest, space: TSessionSpace) {
  const account = await findCurrentAccount(deps, request, space);
  if (!account) return { user: null };
  return sessionPayload(
    deps.db,
    space,
    account,
    account.secondFactorSetupRequired,
    account.sessionActingForUserId,
  );
}
