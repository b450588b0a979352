import { describe, expect, it } from 'vitest';
import { isValidFrenchVatNumber, isValidSiret, VAT_EXEMPTION_MENTION } from './billing-settings';
import {
  invoiceDocumentTitle,
  invoiceKindLabel,
  invoiceLegalMentions,
  issuerLines,
  LATE_PAYMENT_PENALTIES_MENTION,
  NO_EARLY_PAYMENT_DISCOUNT_MENTION,
  paymentTermsMention,
  RECOVERY_INDEMNITY_MENTION,
  siretText,
  vatMention,
} from './invoice-mentions';
import { buildInvoice, TEST_ISSUER } from './invoice-test-factory';

describe('invoice mentions', () => {
  it('uses a valid SIRET and VAT number in its fixture', () => {
    expect(isValidSiret(TEST_ISSUER.siret)).toBe(true);
    expect(TEST_ISSUER.vatNumber && isValidFrenchVatNumber(TEST_ISSUER.vatNumber)).toBe(true);
  });

  it('titles invoices, credit notes and drafts', () => {
    expect(invoiceKindLabel('invoice')).toBe('Facture');
    expect(invoiceKindLabel('credit_note')).toBe('Avoir');
    expect(invoiceDocumentTitle(buildInvoice())).toBe('Facture n° F-000042');
    expect(
      invoiceDocumentTitle(
        buildInvoice({ kind: 'credit_note', number: 'F-000043', creditedInvoiceNumber: 'F-000042' }),
      ),
    ).toBe('Avoir n° F-000043 sur la facture F-000042');
    expect(invoiceDocumentTitle(buildInvoice({ status: 'draft', number: null }))).toBe('Facture (brouillon)');
  });

  it('prints the VAT number, or the franchise mention without one', () => {
    expect(vatMention(TEST_ISSUER)).toBe('N° de TVA intracommunautaire : FR44732829320');
    expect(vatMention({ vatNumber: null })).toBe(VAT_EXEMPTION_MENTION);
    expect(VAT_EXEMPTION_MENTION).toBe('TVA non applicable, art. 293 B du CGI');
  });

  it('groups the SIRET as it is read', () => {
    expect(siretText('73282932000074')).toBe('732 829 320 00074');
    expect(siretText('inconnu')).toBe('inconnu');
  });

  it('states the due date and that there is no discount for early payment', () => {
    expect(paymentTermsMention(buildInvoice())).toBe(
      "Date d'échéance : 24/12/2026 (paiement à 30 jours). Pas d'escompte pour paiement anticipé.",
    );
    expect(paymentTermsMention(buildInvoice({ paymentTermDays: 0, dueDate: '2026-11-24' }))).toContain(
      "Date d'échéance : 24/11/2026 (paiement à réception).",
    );
    expect(paymentTermsMention(buildInvoice({ status: 'draft', dueDate: null }))).toBe(
      `Échéance : paiement à 30 jours à compter de l'émission. ${NO_EARLY_PAYMENT_DISCOUNT_MENTION}`,
    );
    expect(
      paymentTermsMention(buildInvoice({ kind: 'credit_note', creditedInvoiceNumber: 'F-000042' })),
    ).toBe('Montant à déduire des sommes dues au titre de la facture F-000042 ou à rembourser au client.');
  });

  it('cites the late-payment penalties for every client, the 40 € indemnity for business clients only', () => {
    expect(LATE_PAYMENT_PENALTIES_MENTION).toContain("trois fois le taux d'intérêt légal");
    expect(LATE_PAYMENT_PENALTIES_MENTION).toContain('L441-10 du Code de commerce');
    expect(RECOVERY_INDEMNITY_MENTION).toContain('40 €');
    expect(RECOVERY_INDEMNITY_MENTION).toContain('D441-5');

    const consumer = invoiceLegalMentions(buildInvoice({ clientIsBusiness: false }));
    expect(consumer).toContain(LATE_PAYMENT_PENALTIES_MENTION);
    expect(consumer).not.toContain(RECOVERY_INDEMNITY_MENTION);
    expect(consumer).not.toContain(VAT_EXEMPTION_MENTION);

    const business = invoiceLegalMentions(buildInvoice({ clientIsBusiness: true }));
    expect(business).toEqual([
      paymentTermsMention(buildInvoice()),
      LATE_PAYMENT_PENALTIES_MENTION,
      RECOVERY_INDEMNITY_MENTION,
    ]);
  });

  it('adds the franchise mention when the issuer has no VAT number', () => {
    const exempt = buildInvoice({ issuer: { ...TEST_ISSUER, vatNumber: null } });
    expect(invoiceLegalMentions(exempt)).toContain(VAT_EXEMPTION_MENTION);
  });

  it("lists the issuer's identity, SIRET and VAT situation", () => {
    expect(issuerLines(TEST_ISSUER)).toEqual([
      'Maître Sophie Martin',
      'Avocat — Cabinet Martin',
      '12 rue de la Paix',
      '75002 Paris',
      'SIRET : 732 829 320 00074',
      'N° de TVA intracommunautaire : FR44732829320',
      'sophie.martin@example.fr',
      'Tél. 01 23 45 67 89',
    ]);
    expect(issuerLines({ ...TEST_ISSUER, vatNumber: null, email: null, practice: '' })).toEqual([
      'Maître Sophie Martin',
      'Avocat',
      '12 rue de la Paix',
      '75002 Paris',
      'SIRET : 732 829 320 00074',
      VAT_EXEMPTION_MENTION,
      'Tél. 01 23 45 67 89',
    ]);
  });
});
