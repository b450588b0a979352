import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type TProClient, ZProClientsResponse } from '../../domain/cases/case-schemas';
import { parisCivil } from '../../domain/pro/paris-time';
import type { TAppDeps } from '../app-deps';
import { clientIdentityOf, clientKeyOf, selectProAppointmentRows } from './pro-appointment-queries';
import { requireProfessional } from './pro-context';

/**
 * The people the professional works for, from their appointments (cancelled ones included: a refused
 * request is still someone the lawyer met): one entry per client account, else per e-mail or name.
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
    const clients = [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    return { clients };
  });
}
