import { eq } from 'drizzle-orm';
import type { TFirmLegalForm } from '#domain/identity/firms/firm-legal-forms.ts';
import type { TFirmRole } from '#domain/identity/firms/firm-roles.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { firmMembers, firms } from '#server/db/schema/index.ts';

/** What billing needs to know of a member's firm (ADR 0062): who invoices, and the firm's issuer mentions. */
export type TFirmBilling = {
  firmId: number;
  role: TFirmRole;
  invoicing: 'member' | 'firm';
  name: string;
  legalForm: TFirmLegalForm;
  siret: string | null;
  vatNumber: string | null;
  /** Franchise en base de TVA: no VAT number, the franchise mention on the firm's invoices. */
  vatFranchise: boolean;
  streetAddress: string;
  postalCode: string;
  city: string;
  phone: string;
};

const firmBillingColumns = {
  firmId: firms.id,
  role: firmMembers.role,
  invoicing: firms.invoicing,
  name: firms.name,
  legalForm: firms.legalForm,
  siret: firms.siret,
  vatNumber: firms.vatNumber,
  vatFranchise: firms.vatFranchise,
  streetAddress: firms.streetAddress,
  postalCode: firms.postalCode,
  city: firms.city,
  phone: firms.phone,
};

/** The firm of an account (lawyer or staff) and its billing facts, or null for an account in none. */
export async function firmBillingOf(
  db: TDatabaseOrTransaction,
  userId: string,
): Promise<TFirmBilling | null> {
  const [row] = await db
    .select(firmBillingColumns)
    .from(firmMembers)
    .innerJoin(firms, eq(firms.id, firmMembers.firmId))
    .where(eq(firmMembers.userId, userId));
  // The table's check constraint holds legal_form to FIRM_LEGAL_FORMS.
  return row ? { ...row, legalForm: row.legalForm as TFirmLegalForm } : null;
}
