import { count, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZLeaveFirmRequest, ZLeaveFirmResponse } from '#domain/identity/firms/firm-leave.ts';
import { isLawyerRole } from '#domain/identity/firms/firm-roles.ts';
import { ZFirmMemberParams } from '#domain/identity/firms/firm-schemas.ts';
import {
  type TLawyerDeparturePreview,
  ZLawyerDeparturePreview,
  ZLawyerDepartureRequest,
} from '#domain/identity/firms/lawyer-departure.ts';
import { MEMBERS_REMOVE_REFUSED } from '#domain/identity/firms/member-removal.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { caseAccess, cases, contacts } from '#server/db/schema/index.ts';
import {
  journalActorOf,
  lawyerDepartureOf,
  leaveFirm,
  recordAccess,
  requireFirmMember,
  requireFirmPermission,
  requireWorkspaceAccess,
  type TLawyerDeparture,
  takeLawyerOutOfFirm,
} from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';

async function recordsOf(
  db: TDatabaseOrTransaction,
  professionalId: number,
): Promise<TLawyerDeparturePreview> {
  const [caseCount] = await db
    .select({ n: count() })
    .from(cases)
    .where(eq(cases.professionalId, professionalId));
  const [contactCount] = await db
    .select({ n: count() })
    .from(contacts)
    .where(eq(contacts.professionalId, professionalId));
  return { cases: caseCount?.n ?? 0, contacts: contactCount?.n ?? 0 };
}

/**
 * The firm keeps a departing lawyer's cases and contacts (ADR 0064): the successor becomes responsible for
 * them, in the transaction that takes the lawyer out. The departing lawyer's access to the firm's shared
 * cases ends; the successor, now responsible, leaves the access lists of the cases they take over. Each
 * case taken over says so in its access journal, which stays with it.
 */
async function handOverRecords(tx: TDatabaseOrTransaction, departure: TLawyerDeparture): Promise<number[]> {
  const moved = await tx
    .update(cases)
    .set({ professionalId: departure.successor.professionalId, updatedAt: sql`now()` })
    .where(eq(cases.professionalId, departure.departing.professionalId))
    .returning({ id: cases.id, title: cases.title });
  await tx
    .update(contacts)
    .set({ professionalId: departure.successor.professionalId })
    .where(eq(contacts.professionalId, departure.departing.professionalId));
  const movedIds = moved.map((row) => row.id);
  await tx
    .delete(caseAccess)
    .where(
      or(
        eq(caseAccess.userId, departure.departing.userId),
        movedIds.length === 0
          ? undefined
          : sql`${caseAccess.userId} = ${departure.successor.userId} and ${inArray(caseAccess.caseId, movedIds)}`,
      ),
    );
  return movedIds;
}

/**
 * The hand-over of a departure, whoever asked (an associate removing the lawyer, or the lawyer leaving): the
 * records move to the successor and each case taken over says so in its journal, by `actorUserId`. Answers
 * what moved, counted before.
 */
async function handOver(
  tx: TDatabaseOrTransaction,
  request: FastifyRequest,
  actorUserId: string,
  departure: TLawyerDeparture,
): Promise<TLawyerDeparturePreview> {
  const before = await recordsOf(tx, departure.departing.professionalId);
  const movedIds = await handOverRecords(tx, departure);
  await recordAccess(
    tx,
    journalActorOf(request, actorUserId),
    movedIds.map((caseId) => ({
      professionalId: departure.successor.professionalId,
      caseId,
      subject: 'case' as const,
      subjectId: caseId,
      action: 'update' as const,
      label: `Dossier repris par ${departure.successor.name} au départ de ${departure.departing.name}`,
    })),
  );
  return before;
}

/**
 * « Retirer du cabinet » for a lawyer (issue 27 §1, ADR 0064): what will move, then the departure itself.
 * Associates only; another firm's member or a staff member here is not found. And « Quitter le cabinet »
 * (ADR 0068), by any member for themselves: a lawyer's records go the same way.
 */
export function registerLawyerDepartureRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/pro/firm/members/:userId/departure',
    { schema: { params: ZFirmMemberParams, response: { 200: ZLawyerDeparturePreview } } },
    async (request) => {
      const { membership } = await requireFirmPermission(
        deps,
        request,
        'firm.manage',
        MEMBERS_REMOVE_REFUSED,
      );
      return deps.db.transaction(async (tx) => {
        const { departing } = await lawyerDepartureOf(tx, {
          firmId: membership.firmId,
          userId: request.params.userId,
          byUserId: membership.userId,
        });
        return recordsOf(tx, departing.professionalId);
      });
    },
  );

  api.post(
    '/api/pro/firm/members/:userId/departure',
    {
      schema: {
        params: ZFirmMemberParams,
        body: ZLawyerDepartureRequest,
        response: { 200: ZLawyerDeparturePreview },
      },
    },
    async (request) => {
      const { membership } = await requireFirmPermission(
        deps,
        request,
        'firm.manage',
        MEMBERS_REMOVE_REFUSED,
      );
      return deps.db.transaction(async (tx) => {
        const departure = await takeLawyerOutOfFirm(tx, deps, {
          firmId: membership.firmId,
          userId: request.params.userId,
          byUserId: membership.userId,
          successorUserId: request.body.successorUserId,
          now: deps.clock.now(),
        });
        return handOver(tx, request, membership.userId, departure);
      });
    },
  );

  // « Quitter le cabinet » (ADR 0068): the signed-in member leaves by themselves. What a lawyer's records
  // are, counted for the confirmation (staff hold none: the route is not theirs), then the departure.
  api.get(
    '/api/pro/firm/departure',
    { schema: { response: { 200: ZLawyerDeparturePreview } } },
    async (request) => {
      const { professional, membership } = await requireFirmMember(deps, request);
      if (!professional || !isLawyerRole(membership.role)) throw new AppError('INTERNAL');
      return recordsOf(deps.db, professional.id);
    },
  );

  api.post(
    '/api/pro/firm/departure',
    { schema: { body: ZLeaveFirmRequest, response: { 200: ZLeaveFirmResponse } } },
    async (request) => {
      const { account } = await requireWorkspaceAccess(deps, request);
      return deps.db.transaction(async (tx) => {
        const leaving = await leaveFirm(tx, deps, {
          userId: account.id,
          firmId: request.body.firmId,
          successorUserId: request.body.successorUserId,
          now: deps.clock.now(),
          sessionTokenHash: account.sessionTokenHash,
        });
        if (leaving.kind === 'staff') return { cases: 0, contacts: 0, signedOut: true };
        return { ...(await handOver(tx, request, account.id, leaving.departure)), signedOut: false };
      });
    },
  );
}
