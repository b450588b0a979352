import { and, eq } from 'drizzle-orm';
import { parseProfessionalId } from '../../domain/professionals/professional-id';
import { matchPageRoute } from '../../domain/routing/page-routes';
import type { TDatabase } from '../db/database';
import { professionals } from '../db/schema';

/**
 * The HTTP status of a page of the single-page app: 404 for a path no page declares, and for a
 * profile that does not exist or is not public, so that crawlers and links see what the page says
 * (« Page introuvable », « Avocat introuvable »).
 */
export async function pageStatus(db: TDatabase, pathname: string): Promise<200 | 404> {
  const match = matchPageRoute(pathname);
  if (!match) return 404;
  if (match.pattern === '/lawyer/:id') {
    const id = parseProfessionalId(match.params.id);
    if (id === null) return 404;
    const [row] = await db
      .select({ id: professionals.id })
      .from(professionals)
      .where(and(eq(professionals.id, id), eq(professionals.isPublic, true)));
    return row ? 200 : 404;
  }
  return 200;
}
