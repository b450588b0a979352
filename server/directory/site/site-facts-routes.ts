import { count, countDistinct, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type TSiteFacts, ZSiteFacts } from '#domain/directory/site/site-facts.ts';
import { hostOf } from '#domain/kernel/routing/host-of.ts';
import { professionals } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { readConsumerMediator } from './site-settings';

/** The counts are read at most once a minute per instance: the endpoint is public and cheap to call. */
const COUNT_TTL_MS = 60_000;

type TCounts = { professionals: number; communes: number };

/**
 * GET /api/site/facts: what the site's pages may say about this deployment (domain/directory/site/site-facts.ts).
 * Returns the function behind it: the server puts its answer in the public pages it draws (ADR 0075).
 */
export function registerSiteFactsRoutes(app: FastifyInstance, deps: TAppDeps): () => Promise<TSiteFacts> {
  let cached: { value: TCounts; at: number } | null = null;

  async function publicCounts(): Promise<TCounts> {
    const now = deps.clock.now().getTime();
    if (cached && now >= cached.at && now - cached.at < COUNT_TTL_MS) return cached.value;
    const [row] = await deps.db
      .select({ professionals: count(), communes: countDistinct(professionals.communeCode) })
      .from(professionals)
      .where(eq(professionals.isPublic, true));
    cached = { value: { professionals: row?.professionals ?? 0, communes: row?.communes ?? 0 }, at: now };
    return cached.value;
  }

  async function siteFacts(): Promise<TSiteFacts> {
    const [counts, consumerMediator] = await Promise.all([publicCounts(), readConsumerMediator(deps.db)]);
    return {
      supportEmail: deps.config.supportEmail,
      emailDelivery: Boolean(deps.config.smtpUrl),
      secureTransport: deps.config.publicUrl.startsWith('https://'),
      smsHost: deps.config.sms ? hostOf(deps.config.sms.apiUrl) : null,
      videoHost: hostOf(deps.config.videoBaseUrl),
      videoProvider: deps.config.videoProvider,
      demoBookingUrl: deps.config.demoBookingUrl,
      demoMode: deps.config.demoData,
      publicProfessionalCount: counts.professionals,
      publicCommuneCount: counts.communes,
      consumerMediator,
    };
  }

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/site/facts', { schema: { response: { 200: ZSiteFacts } } }, siteFacts);
  return siteFacts;
}
