import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOkResponse, ZSessionResponse } from '#domain/identity/auth/auth-schemas.ts';
import {
  ZFirmInvitation,
  ZFirmInvitationAcceptRequest,
  ZFirmInvitationAcceptResponse,
  ZFirmInvitationIdParams,
  ZFirmInvitationPreview,
  ZFirmInvitationRequest,
  ZFirmInvitationsResponse,
  ZFirmInvitationTokenParams,
  ZStaffAccountRequest,
} from '#domain/identity/firms/firm-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enforceAddressLimit } from '#server/platform/http/rate-limits.ts';
import { type TThrottlePolicy, takeThrottle, throttleKeyOf } from '#server/platform/http/throttle.ts';
import { tooManyAttempts } from '#server/platform/http/too-many-attempts.ts';
import { isUniqueViolation } from '../auth/account-queries';
import { sessionPayload } from '../auth/auth-routes';
import { requireAccount, setSessionCookie } from '../auth/current-account';
import { assertStrongPassword } from '../auth/password-strength/password-strength';
import { hashPassword } from '../auth/passwords';
import { createSession } from '../auth/session-store';
import { mayEmailClients, requireProfessional } from '../workspace-access/pro-context';
import { requireFirmPermission } from './firm-access';
import {
  acceptFirmInvitation,
  createFirmInvitation,
  createStaffAccountByInvitation,
  listPendingInvitations,
  previewFirmInvitation,
  withdrawFirmInvitation,
} from './firm-invitation-store';

const MINUTE_MS = 60_000;

/**
 * Invitations sent by one account: 20 an hour (a firm bringing its team), then waits of 5, 10, 20… up to
 * 60 minutes, so the form cannot make JurisRDV flood mailboxes of the inviter's choosing.
 */
export const FIRM_INVITATIONS_PER_ACCOUNT: TThrottlePolicy = {
  freeHits: 20,
  windowMs: 60 * MINUTE_MS,
  baseDelayMs: 5 * MINUTE_MS,
  maxDelayMs: 60 * MINUTE_MS,
};

function staffAddressTaken(): AppError {
  return new AppError('EMAIL_TAKEN', {
    message:
      'Un compte JurisRDV utilise déjà cette adresse e-mail\u00a0: demandez au cabinet une invitation à une autre adresse.',
  });
}

export const MANAGE_REFUSAL = 'Seuls les associés du cabinet gèrent ses invitations.';

/** « Inviter un membre » and the pending invitations, for those who administer the firm (/api/pro/…). */
export function registerProFirmInvitationRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/pro/firm/invitations',
    { schema: { response: { 200: ZFirmInvitationsResponse } } },
    async (request) => {
      const { membership } = await requireFirmPermission(deps, request, 'firm.manage', MANAGE_REFUSAL);
      return listPendingInvitations(deps.db, membership.firmId, deps.clock.now());
    },
  );

  api.post(
    '/api/pro/firm/invitations',
    { schema: { body: ZFirmInvitationRequest, response: { 201: ZFirmInvitation } } },
    async (request, reply) => {
      const { professional, membership } = await requireFirmPermission(
        deps,
        request,
        'firm.manage',
        MANAGE_REFUSAL,
      );
      // The firm's name goes to an address of its choosing: not before an administrator has checked who
      // the professional is, like every e-mail sent in a professional's name.
      if (!professional || !mayEmailClients(professional)) {
        throw new AppError('FORBIDDEN', {
          message:
            'Votre inscription est en cours de validation\u00a0: vous pourrez inviter des membres une fois votre compte validé.',
        });
      }
      await enforceAddressLimit(request, reply, 'firm-invitation');
      const now = deps.clock.now();
      const decision = await takeThrottle(
        deps.db,
        throttleKeyOf('firm-invitation', membership.userId),
        FIRM_INVITATIONS_PER_ACCOUNT,
        now,
      );
      if (!decision.allowed) throw tooManyAttempts(reply, 'firm-invitation', decision.retryAfterMs);
      const invitation = await createFirmInvitation(deps, {
        firmId: membership.firmId,
        inviter: {
          id: membership.userId,
          name: `${professional.firstName} ${professional.lastName}`.trim(),
        },
        email: request.body.email,
        role: request.body.role,
        assignedLawyerIds: request.body.assignedLawyerIds,
        now,
      });
      return reply.status(201).send(invitation);
    },
  );

  api.delete(
    '/api/pro/firm/invitations/:id',
    { schema: { params: ZFirmInvitationIdParams, response: { 200: ZOkResponse } } },
    async (request) => {
      const { membership } = await requireFirmPermission(deps, request, 'firm.manage', MANAGE_REFUSAL);
      await withdrawFirmInvitation(deps.db, membership.firmId, request.params.id, deps.clock.now());
      return { ok: true as const };
    },
  );
}

/** The e-mailed link's page: the invitation seen by anyone holding the token, accepted by its addressee. */
export function registerFirmInvitationRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/firm-invitations/:token',
    { schema: { params: ZFirmInvitationTokenParams, response: { 200: ZFirmInvitationPreview } } },
    async (request) => previewFirmInvitation(deps.db, request.params.token, deps.clock.now()),
  );

  api.post(
    '/api/firm-invitations/:token/accept',
    {
      schema: {
        params: ZFirmInvitationTokenParams,
        body: ZFirmInvitationAcceptRequest,
        response: { 200: ZFirmInvitationAcceptResponse },
      },
    },
    async (request) => {
      // The workspace's own checks: a pro session, a profile not refused, a second factor when required.
      const account = await requireAccount(deps, request, 'pro', { allowSecondFactorSetup: true });
      if (account.secondFactorSetupRequired) throw new AppError('TWO_FACTOR_SETUP_REQUIRED');
      if (account.role === 'professional') await requireProfessional(deps, request);
      return acceptFirmInvitation(deps.db, {
        token: request.params.token,
        userId: account.id,
        now: deps.clock.now(),
      });
    },
  );

  api.post(
    '/api/firm-invitations/:token/staff-account',
    {
      schema: {
        params: ZFirmInvitationTokenParams,
        body: ZStaffAccountRequest,
        response: { 201: ZSessionResponse },
      },
    },
    async (request, reply) => {
      // An account each, like the registrations: counted with them per address.
      await enforceAddressLimit(request, reply, 'registration');
      const now = deps.clock.now();
      const invitation = await previewFirmInvitation(deps.db, request.params.token, now);
      if (invitation.accountExists || invitation.addressTaken) throw staffAddressTaken();
      const { firstName, lastName, password } = request.body;
      await assertStrongPassword(password, { firstName, lastName, email: invitation.email });
      const user = await createStaffAccountByInvitation(deps.db, {
        token: request.params.token,
        firstName,
        lastName,
        passwordHash: await hashPassword(password),
        now,
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw staffAddressTaken();
        throw error;
      });
      const session = await createSession(deps.db, {
        userId: user.id,
        space: 'pro',
        remember: false,
        now,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(deps, reply, 'pro', session.token, session.expiresAt, false);
      // Nothing opens before the second factor (ADR 0026): the page goes on to its enrolment.
      return reply.status(201).send(await sessionPayload(deps.db, 'pro', user, true));
    },
  );
}
