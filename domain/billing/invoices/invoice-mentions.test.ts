import { describe, expect, it } from 'vitest';
import { isValidFrenchVatNumber, isValidSiret, VAT_EXEMPTION_MENTION } from './billing-settings';
import { consumerMediatorOf } from './consumer-mediator';
import {
  CONSUMER_LATE_PAYMENT_MENTION,
  consumerMediatorMention,
  invoiceDocumentTitle,
  invoiceKindLabel,
  invoiceLegalMentions,
  issuerLines,
  LATE_PAYMENT_PENALTIES_MENTION,
  latePaymentNotes,
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
    expect(vatMention(TEST_ISSUER)).toBe('N° de TVA intracommunautaire\u00a0: FR44732829320');
    expect(vatMention({ vatNumber: null })).toBe(VAT_EXEMPTION_MENTION);
    expect(VAT_EXEMPTION_MENTION).toBe('TVA non applicable, art. 293 B du CGI');
  });

  it('groups the SIRET as it is read', () => {
    expect(siretText('73282932000074')).toBe('732 829 320 00074');
    expect(siretText('inconnu')).toBe('inconnu');
  });

  it('states the due date and that there is no discount for early payment', () => {
    expect(paymentTermsMention(buildInvoice())).toBe(
      "Date d'échéance\u00a0: 24/12/2026 (paiement à 30 jours). Pas d'escompte pour paiement anticipé.",
    );
    expect(paymentTermsMention(buildInvoice({ paymentTermDays: 0, dueDate: '2026-11-24' }))).toContain(
      "Date d'échéance\u00a0: 24/11/2026 (paiement à réception).",
    );
    expect(paymentTermsMention(buildInvoice({ status: 'draft', dueDate: null }))).toBe(
      `Échéance\u00a0: paiement à 30 jours à compter de l'émission. ${NO_EARLY_PAYMENT_DISCOUNT_MENTION}`,
    );
    expect(
      paymentTermsMention(buildInvoice({ kind: 'credit_note', creditedInvoiceNumber: 'F-000042' })),
    ).toBe('Montant à déduire des sommes dues au titre de la facture F-000042 ou à rembourser au client.');
  });

  it('cites the L441-10 penalties and the 40 € indemnity to a business client only', () => {
    expect(LATE_PAYMENT_PENALTIES_MENTION).toContain("trois fois le taux d'intérêt légal");
    expect(LATE_PAYMENT_PENALTIES_MENTION).toContain('L441-10 du Code de commerce');
    expect(RECOVERY_INDEMNITY_MENTION).toContain('40 €');
    expect(RECOVERY_INDEMNITY_MENTION).toContain('D441-5');

    const business = invoiceLegalMentions(buildInvoice({ clientIsBusiness: true }));
    expect(business).toEqual([
      paymentTermsMention(buildInvoice()),
      LATE_PAYMENT_PENALTIES_MENTION,
      RECOVERY_INDEMNITY_MENTION,
    ]);
    expect(business.join(' ')).not.toContain('médiat');
  });

  it("tells a consumer the legal-rate interest after a formal notice and the avocats' mediator", () => {
    const consumer = invoiceLegalMentions(buildInvoice({ clientIsBusiness: false }));
    expect(consumer).toEqual([
      paymentTermsMention(buildInvoice()),
      CONSUMER_LATE_PAYMENT_MENTION,
      consumerMediatorMention(consumerMediatorOf('avocat')),
    ]);
    const text = consumer.join(' ');
    expect(text).not.toContain('L441-10');
    expect(text).not.toContain('40 €');
    expect(CONSUMER_LATE_PAYMENT_MENTION).toContain('1231-6 du Code civil');
    expect(CONSUMER_LATE_PAYMENT_MENTION).toContain('mise en demeure');
    expect(text).toContain(
      "Médiateur de la consommation de la profession d'avocat, Conseil national des barreaux, 180 boulevard Haussmann, 75008 Paris, mediateur-consommation-avocat.fr",
    );
  });

  it("names each profession's own mediator", () => {
    const mediatorOf = (professionalType: 'notaire' | 'commissaire') =>
      latePaymentNotes(
        buildInvoice({ issuer: { ...TEST_ISSUER, consumerMediator: consumerMediatorOf(professionalType) } }),
      ).find((note) => note.subjectCode === 'AAI')?.text;
    expect(mediatorOf('notaire')).toContain(
      'Médiateur du notariat, 60 boulevard de La Tour-Maubourg, 75007 Paris, mediateur-notariat.notaires.fr',
    );
    expect(mediatorOf('commissaire')).toContain('cm2c.net');
  });

  it('keeps the mentions an invoice was issued with before issuers carried a mediator', () => {
    const { consumerMediator: _none, ...legacyIssuer } = TEST_ISSUER;
    expect(invoiceLegalMentions(buildInvoice({ issuer: legacyIssuer }))).toEqual([
      paymentTermsMention(buildInvoice()),
      LATE_PAYMENT_PENALTIES_MENTION,
    ]);
  });

  it('gives a draft with no issuer yet the consumer interest, the mediator coming with the issuer', () => {
    expect(
      invoiceLegalMentions(buildInvoice({ status: 'draft', number: null, dueDate: null, issuer: null })),
    ).toEqual([
      `Échéance\u00a0: paiement à 30 jours à compter de l'émission. ${NO_EARLY_PAYMENT_DISCOUNT_MENTION}`,
      CONSUMER_LATE_PAYMENT_MENTION,
    ]);
  });

  it('adds the franchise mention when the issuer has no VAT number', () => {
    const exempt = buildInvoice({ issuer: { ...TEST_ISSUER, vatNumber: null } });
    expect(invoiceLegalMentions(exempt)).toContain(VAT_EXEMPTION_MENTION);
  });

  it("lists the issuer's identity, SIRET and VAT situation", () => {
    expect(issuerLines(TEST_ISSUER)).toEqual([
      'Maître Sophie Martin',
      'Avocate au barreau de Paris — Cabinet Martin',
      '12 rue de la Paix',
      '75002 Paris',
      'SIRET\u00a0: 732 829 320 00074',
      'N° de TVA intracommunautaire\u00a0: FR44732829320',
      'sophie.martin@example.fr',
      'Tél. 01 23 45 67 89',
    ]);
    expect(issuerLines({ ...TEST_ISSUER, vatNumber: null, email: null, practice: '' })).toEqual([
      'Maître Sophie Martin',
      'Avocate au barreau de Paris',
      '12 rue de la Paix',
      '75002 Paris',
      'SIRET\u00a0: 732 829 320 00074',
      VAT_EXEMPTION_MENTION,
      'Tél. 01 23 45 67 89',
    ]);
  });

  it('names the firm as issuer and the lawyer whose work it bills (ADR 0062)', () => {
    const firm = {
      ...TEST_ISSUER,
      name: 'Cabinet Martin Avocats',
      title: 'SELARL',
      practice: '',
      lawyer: 'Maître Sophie Martin, Avocate au barreau de Paris',
    };
    expect(issuerLines(firm)).toEqual([
      'Cabinet Martin Avocats',
      'SELARL',
      '12 rue de la Paix',
      '75002 Paris',
      'SIRET\u00a0: 732 829 320 00074',
      'N° de TVA intracommunautaire\u00a0: FR44732829320',
      'sophie.martin@example.fr',
      'Tél. 01 23 45 67 89',
      'Dossier suivi par Maître Sophie Martin, Avocate au barreau de Paris',
    ]);
  });
});
