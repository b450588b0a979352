import { and, asc, count, eq, exists, gt, inArray, sql } from 'drizzle-orm';
import { firmLogoUrl } from '#domain/identity/firms/firm-logo.ts';
import type { TFirmLegalForm } from '#domain/identity/firms/firm-schemas.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { firmMembers, firms, professionals } from '#server/db/schema/index.ts';

/** The members who are lawyers, the only ones a firm's public page may show (never an assistant, never an accountant). */
const LAWYER_ROLES = ['associate', 'collaborator'] as const;

/** What a firm shows the public: no SIRET, no invoicing choice, no member's account. */
export type TFirmPublicFacts = {
  id: number;
  name: string;
  legalForm: TFirmLegalForm;
  streetAddress: string;
  postalCode: string;
  city: string;
  phone: string;
  logoUrl: string | null;
};

/**
 * A firm's public facts and the profile ids of its lawyers (associates first, then collaborators, each by
 * name), public or not: the directory decides which it shows. Null for an unknown firm.
 */
export async function findFirmWithLawyerProfiles(
  db: TDatabaseOrTransaction,
  firmId: number,
): Promise<{ firm: TFirmPublicFacts; lawyerProfileIds: number[] } | null> {
  const [firm] = await db
    .select({
      id: firms.id,
      name: firms.name,
      legalForm: firms.legalForm,
      streetAddress: firms.streetAddress,
      postalCode: firms.postalCode,
      city: firms.city,
      phone: firms.phone,
      logoFileId: firms.logoFileId,
    })
    .from(firms)
    .where(eq(firms.id, firmId));
  if (!firm) return null;
  const { logoFileId, ...facts } = firm;
  const lawyers = await db
    .select({ professionalId: professionals.id })
    .from(firmMembers)
    .innerJoin(professionals, eq(professionals.userId, firmMembers.userId))
    .where(and(eq(firmMembers.firmId, firmId), inArray(firmMembers.role, [...LAWYER_ROLES])))
    .orderBy(
      sql`case when ${firmMembers.role} = 'associate' then 0 else 1 end`,
      asc(professionals.lastName),
      asc(professionals.firstName),
      asc(professionals.id),
    );
  return {
    // The table's check constraint holds it to FIRM_LEGAL_FORMS.
    firm: {
      ...facts,
      legalForm: firm.legalForm as TFirmLegalForm,
      logoUrl: firmLogoUrl(firm.id, logoFileId),
    },
    lawyerProfileIds: lawyers.map((lawyer) => lawyer.professionalId),
  };
}

/** The firm a profile's lawyer belongs to (as an associate or a collaborator), or null (a profile with no account). */
export async function firmOfProfile(
  db: TDatabaseOrTransaction,
  professionalId: number,
): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: firms.id, name: firms.name })
    .from(professionals)
    .innerJoin(firmMembers, eq(firmMembers.userId, professionals.userId))
    .innerJoin(firms, eq(firms.id, firmMembers.firmId))
    .where(and(eq(professionals.id, professionalId), inArray(firmMembers.role, [...LAWYER_ROLES])));
  return row ?? null;
}

/** The firms with at least one lawyer whose profile is public: the ones with a public page. */
export function hasPublicLawyer(db: TDatabaseOrTransaction) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(firmMembers)
      .innerJoin(professionals, eq(professionals.userId, firmMembers.userId))
      .where(
        and(
          eq(firmMembers.firmId, firms.id),
          inArray(firmMembers.role, [...LAWYER_ROLES]),
          eq(professionals.isPublic, true),
        ),
      ),
  );
}

export async function countFirmsWithPublicPage(db: TDatabaseOrTransaction): Promise<number> {
  const [row] = await db.select({ n: count() }).from(firms).where(hasPublicLawyer(db));
  return row?.n ?? 0;
}

/**
 * The ids of the firms with a public page after `afterId`, at most `limit`, in id order: read by key, so
 * each batch of a sitemap is an index range, not a growing OFFSET. `skip` reads the boundary first.
 */
export async function firmsWithPublicPage(
  db: TDatabaseOrTransaction,
  page: { afterId?: number; skip?: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: firms.id })
    .from(firms)
    .where(and(hasPublicLawyer(db), gt(firms.id, page.afterId ?? 0)))
    .orderBy(asc(firms.id))
    .limit(page.limit)
    .offset(page.skip ?? 0);
  return rows.map((row) => row.id);
}

/** A listed lawyer's firm as a search result's firm card shows it. */
export type TProfileFirm = {
  professionalId: number;
  firmId: number;
  name: string;
  city: string;
  logoUrl: string | null;
  /** Its lawyers (associates and collaborators) whose profile is public, wherever they rank. */
  publicProfileCount: number;
  /** Whether all of those are avocats (« 3 avocats », else « 3 professionnels »). */
  allAvocats: boolean;
};

/** A firm as profileFirmsJson gives it, before its logo's address is made. */
export type TProfileFirmJson = {
  firmId: number;
  name: string;
  city: string;
  logoFileId: number | null;
  publicProfileCount: number;
  otherProfessions: number;
};

/**
 * The firms of a query over `professionals`, as a column: those of that row's lawyer, as a json
 * array, so that the search reads its cards and their firms in one statement (ADR 0076). The outer table is
 * named in full: drizzle writes a column of a one-table select without its table, which `member` would capture.
 */
export function profileFirmsJson() {
  return sql<TProfileFirmJson[]>`(select coalesce(json_agg(json_build_object(
      'firmId', firm.id, 'name', firm.name, 'city', firm.city, 'logoFileId', firm.logo_file_id,
      'publicProfileCount', (select count(*) from firm_members other
        join professionals profile on profile.user_id = other.user_id
        where other.firm_id = firm.id and other.role in ('associate', 'collaborator') and profile.is_public),
      'otherProfessions', (select count(*) from firm_members other
        join professionals profile on profile.user_id = other.user_id
        where other.firm_id = firm.id and other.role in ('associate', 'collaborator') and profile.is_public
          and profile.professional_type <> 'avocat'))), '[]'::json)
    from firm_members member join firms firm on firm.id = member.firm_id
    where member.user_id = "professionals"."user_id" and member.role in ('associate', 'collaborator'))`;
}

/** What profileFirmsJson gave for one profile, with its logo's address. */
export function toProfileFirms(professionalId: number, json: readonly TProfileFirmJson[]): TProfileFirm[] {
  return json.map(({ logoFileId, otherProfessions, ...firm }) => ({
    professionalId,
    ...firm,
    publicProfileCount: Number(firm.publicProfileCount),
    logoUrl: firmLogoUrl(firm.firmId, logoFileId),
    allAvocats: Number(otherProfessions) === 0,
  }));
}
