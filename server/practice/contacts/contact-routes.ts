import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOkResponse } from '#domain/identity/auth/auth-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { TAG_COLOURS } from '#domain/practice/cases/case-schemas.ts';
import { contactForViewer } from '#domain/practice/contacts/contact-for-viewer.ts';
import {
  effectiveClientType,
  ZContactChildParams,
  ZContactIdParams,
  ZContactNoteRequest,
  ZContactResponse,
  ZContactsResponse,
  ZContactTagRequest,
  ZCreateContactRequest,
  ZUpdateContactRequest,
} from '#domain/practice/contacts/contact-schemas.ts';
import { videoServiceOf } from '#server/appointments/index.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { contactNotes, contacts, contactTags } from '#server/db/schema/index.ts';
import {
  recordAccess,
  requireProfessional,
  type TJournalActor,
  workspaceJournalActor,
  workspaceViewerOf,
} from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import {
  CONTACT_NOT_FOUND,
  findOwnContact,
  listContactSummaries,
  loadContactDetail,
  NOTE_NOT_FOUND,
  professionalFullName,
  TAG_NOT_FOUND,
  touchContact,
} from './contact-queries';

type TNamed = { id: number; firstName: string; lastName: string };

/**
 * A line of the access journal about a contact's file (issue 27 §2): its name, never its notes or tags.
 * `what` says which part changed.
 */
function journalContact(
  db: TDatabaseOrTransaction,
  actor: TJournalActor,
  professionalId: number,
  contact: TNamed,
  action: 'read' | 'create' | 'update' | 'delete',
  what = 'Fiche',
): Promise<void> {
  return recordAccess(db, actor, {
    professionalId,
    subject: 'contact',
    subjectId: contact.id,
    action,
    label: `${what} de ${contact.firstName} ${contact.lastName}`,
  });
}

/** « Mes contacts »: the signed-in professional's own address book only; every read and change journaled. */
export function registerContactRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The file as the request's viewer may read it: a staff member's leaves out the lawyer's cases and the
  // appointments' confidences (ADR 0058 « Who sees what »).
  const detail = async (
    request: FastifyRequest,
    professional: Awaited<ReturnType<typeof requireProfessional>>,
    contactId: number,
  ) => ({
    contact: contactForViewer(
      await loadContactDetail(
        deps.db,
        professional,
        contactId,
        deps.clock.now(),
        videoServiceOf(deps.config),
      ),
      await workspaceViewerOf(deps, request),
    ),
  });

  api.get('/api/pro/contacts', { schema: { response: { 200: ZContactsResponse } } }, async (request) => {
    const professional = await requireProfessional(deps, request);
    return { contacts: await listContactSummaries(deps.db, professional.id, deps.clock.now()) };
  });

  api.post(
    '/api/pro/contacts',
    { schema: { body: ZCreateContactRequest, response: { 201: ZContactResponse } } },
    async (request, reply) => {
      const professional = await requireProfessional(deps, request);
      const input = request.body;
      const now = deps.clock.now();
      const actor = await workspaceJournalActor(deps, request);
      const created = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contacts)
          .values({
            professionalId: professional.id,
            type: input.type,
            clientType: input.clientType,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phone: input.phone,
            address: input.address ?? null,
            city: input.city ?? null,
            postalCode: input.postalCode ?? null,
            country: input.country,
            company: input.company ?? null,
            position: input.position ?? null,
            siret: input.siret ?? null,
            status: input.status,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName });
        if (!row) throw new AppError('INTERNAL');
        await journalContact(tx, actor, professional.id, row, 'create');
        return row;
      });
      return reply.status(201).send(await detail(request, professional, created.id));
    },
  );

  api.get(
    '/api/pro/contacts/:id',
    { schema: { params: ZContactIdParams, response: { 200: ZContactResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await detail(request, professional, request.params.id);
      await journalContact(
        deps.db,
        await workspaceJournalActor(deps, request),
        professional.id,
        found.contact,
        'read',
      );
      return found;
    },
  );

  api.patch(
    '/api/pro/contacts/:id',
    {
      schema: { params: ZContactIdParams, body: ZUpdateContactRequest, response: { 200: ZContactResponse } },
    },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await findOwnContact(deps.db, professional.id, request.params.id);
      const { clientType, ...fields } = request.body;
      const changes: Partial<typeof contacts.$inferInsert> = {};
      for (const [key, value] of Object.entries(fields) as [keyof typeof fields, unknown][]) {
        if (value !== undefined) Object.assign(changes, { [key]: value });
      }
      const type = fields.type ?? found.type;
      const actor = await workspaceJournalActor(deps, request);
      await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(contacts)
          .set({
            ...changes,
            clientType: effectiveClientType(type, clientType === undefined ? found.clientType : clientType),
            updatedAt: deps.clock.now(),
          })
          .where(eq(contacts.id, found.id))
          .returning();
        await journalContact(tx, actor, professional.id, row ?? found, 'update');
      });
      return detail(request, professional, found.id);
    },
  );

  /**
   * Deletes the contact with its tags and notes (foreign keys). Cases opened from it stay the professional's:
   * their client snapshot is kept and only the link goes (`cases.contact_id` set null). Appointments never
   * pointed at a contact.
   */
  api.delete(
    '/api/pro/contacts/:id',
    { schema: { params: ZContactIdParams, response: { 200: ZOkResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const actor = await workspaceJournalActor(deps, request);
      await deps.db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(contacts)
          .where(and(eq(contacts.id, request.params.id), eq(contacts.professionalId, professional.id)))
          .returning({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName });
        if (!removed) throw new AppError('NOT_FOUND', { message: CONTACT_NOT_FOUND });
        await journalContact(tx, actor, professional.id, removed, 'delete');
      });
      return { ok: true as const };
    },
  );

  api.post(
    '/api/pro/contacts/:id/tags',
    { schema: { params: ZContactIdParams, body: ZContactTagRequest, response: { 200: ZContactResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await findOwnContact(deps.db, professional.id, request.params.id);
      const colour = TAG_COLOURS[randomInt(TAG_COLOURS.length)] ?? 'blue';
      // The same name twice (whatever its case) is kept once: the unique index on lower(name) says so.
      const actor = await workspaceJournalActor(deps, request);
      await deps.db.transaction(async (tx) => {
        const added = await tx
          .insert(contactTags)
          .values({ contactId: found.id, name: request.body.name, colour })
          .onConflictDoNothing()
          .returning({ id: contactTags.id });
        if (!added.length) return;
        await touchContact(tx, found.id, deps.clock.now());
        await journalContact(tx, actor, professional.id, found, 'update', 'Étiquette ajoutée à la fiche');
      });
      return detail(request, professional, found.id);
    },
  );

  api.delete(
    '/api/pro/contacts/:id/tags/:childId',
    { schema: { params: ZContactChildParams, response: { 200: ZContactResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await findOwnContact(deps.db, professional.id, request.params.id);
      const actor = await workspaceJournalActor(deps, request);
      await deps.db.transaction(async (tx) => {
        const removed = await tx
          .delete(contactTags)
          .where(and(eq(contactTags.id, request.params.childId), eq(contactTags.contactId, found.id)))
          .returning({ id: contactTags.id });
        if (!removed.length) throw new AppError('NOT_FOUND', { message: TAG_NOT_FOUND });
        await touchContact(tx, found.id, deps.clock.now());
        await journalContact(tx, actor, professional.id, found, 'update', 'Étiquette retirée de la fiche');
      });
      return detail(request, professional, found.id);
    },
  );

  api.post(
    '/api/pro/contacts/:id/notes',
    { schema: { params: ZContactIdParams, body: ZContactNoteRequest, response: { 201: ZContactResponse } } },
    async (request, reply) => {
      const professional = await requireProfessional(deps, request);
      const found = await findOwnContact(deps.db, professional.id, request.params.id);
      const now = deps.clock.now();
      const author = await professionalFullName(deps.db, professional);
      const actor = await workspaceJournalActor(deps, request);
      await deps.db.transaction(async (tx) => {
        await tx.insert(contactNotes).values({
          contactId: found.id,
          content: request.body.content,
          author,
          createdAt: now,
          updatedAt: now,
        });
        await touchContact(tx, found.id, now);
        await journalContact(tx, actor, professional.id, found, 'update', 'Note ajoutée à la fiche');
      });
      return reply.status(201).send(await detail(request, professional, found.id));
    },
  );

  api.patch(
    '/api/pro/contacts/:id/notes/:childId',
    {
      schema: { params: ZContactChildParams, body: ZContactNoteRequest, response: { 200: ZContactResponse } },
    },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await findOwnContact(deps.db, professional.id, request.params.id);
      const now = deps.clock.now();
      const actor = await workspaceJournalActor(deps, request);
      await deps.db.transaction(async (tx) => {
        const changed = await tx
          .update(contactNotes)
          .set({ content: request.body.content, updatedAt: now })
          .where(and(eq(contactNotes.id, request.params.childId), eq(contactNotes.contactId, found.id)))
          .returning({ id: contactNotes.id });
        if (!changed.length) throw new AppError('NOT_FOUND', { message: NOTE_NOT_FOUND });
        await touchContact(tx, found.id, now);
        await journalContact(tx, actor, professional.id, found, 'update', 'Note modifiée sur la fiche');
      });
      return detail(request, professional, found.id);
    },
  );

  api.delete(
    '/api/pro/contacts/:id/notes/:childId',
    { schema: { params: ZContactChildParams, response: { 200: ZContactResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await findOwnContact(deps.db, professional.id, request.params.id);
      const actor = await workspaceJournalActor(deps, request);
      await deps.db.transaction(async (tx) => {
        const removed = await tx
          .delete(contactNotes)
          .where(and(eq(contactNotes.id, request.params.childId), eq(contactNotes.contactId, found.id)))
          .returning({ id: contactNotes.id });
        if (!removed.length) throw new AppError('NOT_FOUND', { message: NOTE_NOT_FOUND });
        await touchContact(tx, found.id, deps.clock.now());
        await journalContact(tx, actor, professional.id, found, 'update', 'Note supprimée de la fiche');
      });
      return detail(request, professional, found.id);
    },
  );
}
