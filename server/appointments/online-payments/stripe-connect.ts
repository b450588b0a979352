import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import {
  STRIPE_ONBOARDING_REFRESH,
  STRIPE_ONBOARDING_RETURN,
  stripeConnectionStatus,
  type TOnlinePaymentSettings,
} from '#domain/appointments/online-payments/online-payment-rules.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabase } from '#server/db/database.ts';
import { professionals, stripeEvents } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { onlinePaymentsAvailable, stripeOf } from './stripe-gateway';

type TProfessional = typeof professionals.$inferSelect;

/** Where Stripe's onboarding sends the professional back: « Ma fiche pro », which reads the account. */
export const PRO_PROFILE_PATH = '/pro/dashboard/profile';
const UNREACHABLE = 'Stripe est momentanément injoignable\u00a0: réessayez dans quelques instants.';

export const ACCOUNT_EVENTS = new Set(['account.updated', 'account.application.deauthorized']);

export function onlinePaymentSettingsOf(deps: TAppDeps, professional: TProfessional): TOnlinePaymentSettings {
  return {
    available: onlinePaymentsAvailable(deps.config),
    connection: stripeConnectionStatus(professional),
    detailsSubmitted: professional.stripeDetailsSubmitted,
    requirePrepayment: professional.onlinePaymentRequired,
  };
}

/**
 * « Connecter mon compte Stripe » (ADR 0042): the platform creates the professional's Standard
 * connected account — or reuses the one it already created for them — and answers a single-use Account
 * Link to Stripe's own onboarding, where Stripe checks who they are. The account id is thus only ever
 * one the platform created for this professional: it is never typed, so nobody can attach another's.
 */
export async function startStripeOnboarding(deps: TAppDeps, professional: TProfessional): Promise<string> {
  const stripe = stripeOf(deps.config);
  if (!stripe) throw new AppError('INVALID_STATE', { message: 'Le paiement en ligne n’est pas proposé.' });
  try {
    let accountId = professional.stripeAccountId;
    if (!accountId) {
      // One account per professional and connection: two clicks at once get the same account from Stripe.
      const generation = professional.stripeDisconnectedAt?.getTime() ?? 0;
      const account = await stripe.accounts.create(
        {
          type: 'standard',
          country: 'FR',
          email: professional.email ?? undefined,
          metadata: { professional_id: String(professional.id) },
        },
        { idempotencyKey: `connect-account-professional-${professional.id}-${generation}` },
      );
      const [stored] = await deps.db
        .update(professionals)
        .set({ stripeAccountId: account.id, stripeChargesEnabled: false, stripeDetailsSubmitted: false })
        .where(and(eq(professionals.id, professional.id), isNull(professionals.stripeAccountId)))
        .returning({ accountId: professionals.stripeAccountId });
      accountId = stored?.accountId ?? (await currentAccountOf(deps.db, professional.id)) ?? account.id;
    }
    const base = `${deps.config.publicUrl}${PRO_PROFILE_PATH}`;
    const link = await stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: `${base}?stripe=${STRIPE_ONBOARDING_REFRESH}`,
      return_url: `${base}?stripe=${STRIPE_ONBOARDING_RETURN}`,
    });
    return link.url;
  } catch (error) {
    console.warn(
      `Stripe Connect : lien d’inscription impossible pour le professionnel ${professional.id} (${error instanceof Error ? error.message : String(error)}).`,
    );
    throw new AppError('PAYMENT_UNAVAILABLE', { message: UNREACHABLE });
  }
}

async function currentAccountOf(db: TDatabase, professionalId: number): Promise<string | null> {
  const [row] = await db
    .select({ accountId: professionals.stripeAccountId })
    .from(professionals)
    .where(eq(professionals.id, professionalId));
  return row?.accountId ?? null;
}

/**
 * Back from Stripe's onboarding (the return URL proves nothing: Stripe's account does): the account is
 * read from Stripe and its `charges_enabled` / `details_submitted` stored. Answers the settings.
 */
export async function syncStripeAccount(
  deps: TAppDeps,
  professional: TProfessional,
): Promise<TOnlinePaymentSettings> {
  const stripe = stripeOf(deps.config);
  if (!stripe || !professional.stripeAccountId) return onlinePaymentSettingsOf(deps, professional);
  let account: Stripe.Account;
  try {
    account = await stripe.accounts.retrieve(professional.stripeAccountId);
  } catch (error) {
    console.warn(
      `Stripe Connect : compte du professionnel ${professional.id} illisible (${error instanceof Error ? error.message : String(error)}).`,
    );
    throw new AppError('PAYMENT_UNAVAILABLE', { message: UNREACHABLE });
  }
  const [updated] = await storeAccountState(deps, account);
  return onlinePaymentSettingsOf(deps, updated ?? professional);
}

async function storeAccountState(deps: TAppDeps, account: Stripe.Account) {
  const rows = await deps.db
    .update(professionals)
    .set({
      stripeChargesEnabled: account.charges_enabled === true,
      stripeDetailsSubmitted: account.details_submitted === true,
    })
    .where(eq(professionals.stripeAccountId, account.id))
    .returning();
  if (rows.length > 0)
    await professionalsChanged(
      deps.db,
      rows.map((row) => row.id),
      deps.clock.now(),
    );
  return rows;
}

/**
 * `account.updated` keeps `charges_enabled` current (Stripe may suspend payments after onboarding);
 * `account.application.deauthorized` — the professional disconnected JurisRDV from their Stripe
 * dashboard — forgets the account: no more online payment until they connect again. Only the account
 * the event comes from is touched, and only the professional the platform connected it for. Each
 * event takes effect once (`stripe_events`).
 */
export async function applyAccountEvent(
  deps: TAppDeps,
  event: Stripe.Event,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (db) => {
    const [fresh] = await db
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return { outcome: 'duplicate' as const, changed: [] as number[] };
    if (event.type === 'account.updated') {
      const account = event.data.object as Stripe.Account;
      // A Connect event names its account; an account's update from elsewhere changes nothing here.
      if (typeof account?.id !== 'string' || (event.account && event.account !== account.id))
        return { outcome: 'ignored' as const, changed: [] };
      const rows = await db
        .update(professionals)
        .set({
          stripeChargesEnabled: account.charges_enabled === true,
          stripeDetailsSubmitted: account.details_submitted === true,
        })
        .where(eq(professionals.stripeAccountId, account.id))
        .returning({ id: professionals.id });
      return {
        outcome: rows.length ? ('applied' as const) : ('ignored' as const),
        changed: rows.map((r) => r.id),
      };
    }
    if (!event.account) return { outcome: 'ignored' as const, changed: [] };
    const rows = await db
      .update(professionals)
      .set({
        stripeAccountId: null,
        stripeChargesEnabled: false,
        stripeDetailsSubmitted: false,
        stripeDisconnectedAt: now,
      })
      .where(eq(professionals.stripeAccountId, event.account))
      .returning({ id: professionals.id });
    if (rows.length)
      console.warn(
        `Stripe Connect : compte ${event.account} déconnecté par son titulaire (professionnel ${rows.map((r) => r.id).join(', ')}).`,
      );
    return {
      outcome: rows.length ? ('applied' as const) : ('ignored' as const),
      changed: rows.map((r) => r.id),
    };
  });
  if (result.changed.length > 0) await professionalsChanged(deps.db, result.changed, now);
  return result.outcome;
}
