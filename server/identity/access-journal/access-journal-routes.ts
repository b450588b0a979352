import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  journalCsvFileName,
  journalCsvHeader,
  journalCsvRow,
} from '#domain/identity/access-journal/access-journal-csv.ts';
import {
  journalCriteria,
  ZAccessJournalFilters,
  ZAccessJournalQuery,
  ZAccessJournalResponse,
} from '#domain/identity/access-journal/access-journal-schemas.ts';
import { roleAllows } from '#domain/identity/firms/firm-roles.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { requireFirmMember } from '../firms/firm-access';
import { allJournalLines, readJournalPage, type TJournalScope } from './access-journal-queries';

/**
 * « Journal d'accès » (issue 27 §2, ADR 0060): an associate reads every line of their firm, a lawyer the
 * lines of their own records. Staff never reach it: the route is not in STAFF_ROUTE_RULES (403).
 */
export function registerAccessJournalRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function scopeOf(request: Parameters<typeof requireFirmMember>[1]): Promise<TJournalScope> {
    const { membership, professional } = await requireFirmMember(deps, request);
    if (roleAllows(membership.role, 'firm.manage')) return { kind: 'firm', firmId: membership.firmId };
    if (!professional) throw new AppError('FORBIDDEN');
    return { kind: 'own', professionalId: professional.id };
  }

  api.get(
    '/api/pro/access-journal',
    { schema: { querystring: ZAccessJournalQuery, response: { 200: ZAccessJournalResponse } } },
    async (request) => {
      const scope = await scopeOf(request);
      const { cursor, limit, ...filters } = request.query;
      const page = await readJournalPage(deps.db, scope, journalCriteria(filters), cursor, limit);
      return { ...page, scope: scope.kind };
    },
  );

  api.get(
    '/api/pro/access-journal/export.csv',
    { schema: { querystring: ZAccessJournalFilters } },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const criteria = journalCriteria(request.query);
      async function* csv(): AsyncGenerator<string> {
        yield journalCsvHeader();
        for await (const line of allJournalLines(deps.db, scope, criteria))
          yield `${journalCsvRow(line)}\r\n`;
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${journalCsvFileName(deps.clock.now())}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csv()));
    },
  );
}
