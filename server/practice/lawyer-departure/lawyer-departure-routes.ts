import { count, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZFirmMemberParams } from '#domain/identity/firms/firm-schemas.ts';
import {
  type TLawyerDeparturePreview,
  ZLawyerDeparturePreview,
  ZLawyerDepartureRequest,
} from '#domain/identity/firms/lawyer-departure.ts';
import { MEMBERS_REMOVE_REFUSED } from '#domain/identity/firms/member-removal.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { caseAccess, cases, contacts } from '#server/db/schema/index.ts';
import {
  journalActorOf,
  lawyerDepartureOf,
  recordAccess,
  requireFirmPermission,
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
 * « Retirer du cabinet » for a lawyer (issue 27 §1, ADR 0064): what will move, then the departure itself.
 * Associates only; another firm's member or a staff member here is not found.
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
        const before = await recordsOf(tx, departure.departing.professionalId);
        const movedIds = await handOverRecords(tx, departure);
        await recordAccess(
          tx,
          journalActorOf(request, membership.userId),
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
      });
    },
  );
}
