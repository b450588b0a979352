import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { ZCaseIdParams } from '#domain/practice/cases/case-schemas.ts';
import { ZContactIdParams } from '#domain/practice/contacts/contact-schemas.ts';
import { FIRM_CONTACTS_REFUSED } from '#domain/practice/hand-over/hand-over-rules.ts';
import {
  ZCaseHandOverPreview,
  ZContactHandOverPreview,
  ZFirmContactsResponse,
  ZHandOverRequest,
  ZHandOverResponse,
} from '#domain/practice/hand-over/hand-over-schemas.ts';
import { contacts, firmMembers, professionals } from '#server/db/schema/index.ts';
import { requireFirmMember, requireFirmPermission } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import {
  handCaseOver,
  handContactOver,
  previewCaseHandOver,
  previewContactHandOver,
  type THandOverViewer,
} from './hand-over-store';

async function handOverViewer(deps: TAppDeps, request: FastifyRequest): Promise<THandOverViewer> {
  const { professional, membership } = await requireFirmMember(deps, request);
  return { userId: membership.userId, professionalId: professional?.id ?? null, membership };
}

/**
 * The firm's records change hands while everyone stays (issue 27 §2, ADR 0070): « Confier le dossier à un
 * confrère », « Confier le contact à un confrère », and « Contacts du cabinet » from which an associate does it.
 * None of these routes is open to staff (not in STAFF_ROUTE_RULES): the workspace hook refuses them first.
 */
export function registerHandOverRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/pro/firm/contacts',
    { schema: { response: { 200: ZFirmContactsResponse } } },
    async (request) => {
      const { professional, membership } = await requireFirmPermission(
        deps,
        request,
        'contacts.list-firm',
        FIRM_CONTACTS_REFUSED,
      );
      // Names, types, companies and lawyers only: the list opens nothing, and is not journaled (as the cases').
      const rows = await deps.db
        .select({
          id: contacts.id,
          firstName: contacts.firstName,
          lastName: contacts.lastName,
          type: contacts.type,
          company: contacts.company,
          professionalId: contacts.professionalId,
          lawyerFirstName: professionals.firstName,
          lawyerLastName: professionals.lastName,
        })
        .from(contacts)
        .innerJoin(professionals, eq(professionals.id, contacts.professionalId))
        .innerJoin(firmMembers, eq(firmMembers.userId, professionals.userId))
        .where(eq(firmMembers.firmId, membership.firmId))
        .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id));
      return {
        contacts: rows.map((row) => ({
          id: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          type: row.type,
          company: row.company,
          responsibleLawyer: professionalDisplayName(row.lawyerFirstName, row.lawyerLastName),
          own: row.professionalId === professional?.id,
        })),
      };
    },
  );

  api.get(
    '/api/pro/cases/:id/hand-over',
    { schema: { params: ZCaseIdParams, response: { 200: ZCaseHandOverPreview } } },
    async (request) => previewCaseHandOver(deps.db, await handOverViewer(deps, request), request.params.id),
  );

  api.post(
    '/api/pro/cases/:id/hand-over',
    { schema: { params: ZCaseIdParams, body: ZHandOverRequest, response: { 200: ZHandOverResponse } } },
    async (request) => {
      const viewer = await handOverViewer(deps, request);
      const responsibleLawyer = await deps.db.transaction((tx) =>
        handCaseOver(tx, deps, request, {
          viewer,
          caseId: request.params.id,
          lawyerUserId: request.body.lawyerUserId,
        }),
      );
      return { responsibleLawyer };
    },
  );

  api.get(
    '/api/pro/contacts/:id/hand-over',
    { schema: { params: ZContactIdParams, response: { 200: ZContactHandOverPreview } } },
    async (request) =>
      previewContactHandOver(deps.db, await handOverViewer(deps, request), request.params.id),
  );

  api.post(
    '/api/pro/contacts/:id/hand-over',
    { schema: { params: ZContactIdParams, body: ZHandOverRequest, response: { 200: ZHandOverResponse } } },
    async (request) => {
      const viewer = await handOverViewer(deps, request);
      const responsibleLawyer = await deps.db.transaction((tx) =>
        handContactOver(tx, deps, request, {
          viewer,
          contactId: request.params.id,
          lawyerUserId: request.body.lawyerUserId,
        }),
      );
      return { responsibleLawyer };
    },
  );
}
