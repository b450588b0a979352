import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parisCivil } from '#domain/kernel/time/paris-time.ts';
import { type TProClient, ZProClientsResponse } from '#domain/practice/cases/case-schemas.ts';
import { clientIdentityOf, clientKeyOf, selectProAppointmentRows } from '#server/appointments/index.ts';
import { contacts } from '#server/db/schema/index.ts';
import { requireProfessional } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';

/**
 * The people the professional works for, from their appointments (cancelled ones included: a refused
 * request is still someone the lawyer met): one entry per client account, else per e-mail or name; then
 * the contact book's clients not met yet.
 */
export function registerProClientRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/pro/clients', { schema: { response: { 200: ZProClientsResponse } } }, async (request) => {
    const professional = await requireProfessional(deps, request);
    const rows = await selectProAppointmentRows(deps.db, professional.id);
    const byKey = new Map<string, TProClient>();
    for (const row of rows) {
      const key = clientKeyOf(row);
      const date = parisCivil(row.appointment.startsAt).date;
      const known = byKey.get(key);
      if (known) {
        known.appointmentsCount += 1;
        if (!known.lastAppointmentDate || date > known.lastAppointmentDate) known.lastAppointmentDate = date;
        continue;
      }
      const identity = clientIdentityOf(row);
      byKey.set(key, {
        key,
        userId: row.appointment.clientUserId,
        name: identity.name,
        email: identity.email,
        phone: identity.phone,
        appointmentsCount: 1,
        lastAppointmentDate: date,
      });
    }
    // Clients of the contact book who have not booked yet are clients too.
    const book = await deps.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.professionalId, professional.id), eq(contacts.type, 'client')));
    const knownEmails = new Set(
      [...byKey.values()].flatMap((client) => (client.email ? [client.email] : [])),
    );
    for (const contact of book) {
      const email = contact.email.toLowerCase();
      if (knownEmails.has(email)) continue;
      knownEmails.add(email);
      byKey.set(`email:${email}`, {
        key: `email:${email}`,
        userId: null,
        name: `${contact.firstName} ${contact.lastName}`,
        email,
        phone: contact.phone,
        appointmentsCount: 0,
        lastAppointmentDate: null,
      });
    }
    const clients = [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    return { clients };
  });
}
