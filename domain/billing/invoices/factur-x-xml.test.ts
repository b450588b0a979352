import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { VAT_EXEMPTION_MENTION } from './billing-settings';
import { consumerMediatorOf } from './consumer-mediator';
import { escapeXmlText, facturXXml, integerToDecimal } from './factur-x-xml';
import {
  CONSUMER_LATE_PAYMENT_MENTION,
  consumerMediatorMention,
  NO_EARLY_PAYMENT_DISCOUNT_MENTION,
  RECOVERY_INDEMNITY_MENTION,
} from './invoice-mentions';
import { buildInvoice, TEST_ISSUER } from './invoice-test-factory';

type TNode = { [key: string]: TNode | TNode[] | string | undefined };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  trimValues: false,
  isArray: (name) =>
    ['ram:IncludedSupplyChainTradeLineItem', 'ram:ApplicableTradeTax', 'ram:IncludedNote'].includes(name),
});

function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const document = parser.parse(xml) as TNode;
  const root = document['rsm:CrossIndustryInvoice'] as TNode;
  const transaction = root['rsm:SupplyChainTradeTransaction'] as TNode;
  const agreement = transaction['ram:ApplicableHeaderTradeAgreement'] as TNode;
  const settlement = transaction['ram:ApplicableHeaderTradeSettlement'] as TNode;
  return {
    root,
    header: root['rsm:ExchangedDocument'] as TNode,
    lines: transaction['ram:IncludedSupplyChainTradeLineItem'] as TNode[],
    seller: agreement['ram:SellerTradeParty'] as TNode,
    buyer: agreement['ram:BuyerTradeParty'] as TNode,
    settlement,
    taxes: settlement['ram:ApplicableTradeTax'] as TNode[],
    summation: settlement['ram:SpecifiedTradeSettlementHeaderMonetarySummation'] as TNode,
  };
}

/** « 1234.56 » → 123456, by string so that the test never trusts a float either. */
function cents(value: unknown): number {
  const text = typeof value === 'object' && value !== null ? (value as TNode)['#text'] : value;
  const match = /^(-?\d+)\.(\d{2})$/.exec(String(text));
  if (!match) throw new Error(`not an amount: ${String(text)}`);
  return Number(match[1]) * 100 + Math.sign(Number(`${match[1]}1`)) * Number(match[2]);
}

const mixedRates = buildInvoice({
  lines: [
    { description: 'Consultation', quantityThousandths: 1500, unitPriceCents: 13_333, vatRateBp: 2000 },
    { description: 'Rédaction d’acte', quantityThousandths: 1000, unitPriceCents: 45_000, vatRateBp: 2000 },
    { description: 'Ouvrage juridique', quantityThousandths: 2000, unitPriceCents: 2_999, vatRateBp: 550 },
  ],
});

describe('Factur-X XML', () => {
  it('prints integer cents as decimals without floating arithmetic', () => {
    expect(integerToDecimal(0, 2)).toBe('0.00');
    expect(integerToDecimal(5, 2)).toBe('0.05');
    expect(integerToDecimal(123_456, 2)).toBe('1234.56');
    expect(integerToDecimal(-7, 2)).toBe('-0.07');
    expect(integerToDecimal(1500, 3)).toBe('1.500');
    expect(integerToDecimal(550, 2)).toBe('5.50');
    expect(integerToDecimal(9_007_199_254_740_991, 2)).toBe('90071992547409.91');
    expect(() => integerToDecimal(0.1, 2)).toThrow(RangeError);
  });

  it('declares the EN 16931 profile, the number, type 380 and the issue date', () => {
    const { root, header } = parse(facturXXml(mixedRates));
    const context = root['rsm:ExchangedDocumentContext'] as TNode;
    expect((context['ram:GuidelineSpecifiedDocumentContextParameter'] as TNode)['ram:ID']).toBe(
      'urn:cen.eu:en16931:2017',
    );
    expect(header['ram:ID']).toBe('F-000042');
    expect(header['ram:TypeCode']).toBe('380');
    expect(header['ram:IssueDateTime']).toEqual({
      'udt:DateTimeString': { '#text': '20261124', '@format': '102' },
    });
  });

  it('carries the totals, the VAT of each rate and the due date, equal to the invoice in cents', () => {
    const { lines, taxes, summation, settlement } = parse(facturXXml(mixedRates));
    expect(lines).toHaveLength(3);
    const first = lines[0] as TNode;
    const firstDelivery = first['ram:SpecifiedLineTradeDelivery'] as TNode;
    expect(firstDelivery['ram:BilledQuantity']).toEqual({ '#text': '1.500', '@unitCode': 'C62' });
    const firstSettlement = first['ram:SpecifiedLineTradeSettlement'] as TNode;
    const firstTotal = firstSettlement['ram:SpecifiedTradeSettlementLineMonetarySummation'] as TNode;
    expect(cents(firstTotal['ram:LineTotalAmount'])).toBe(20_000);

    expect(
      taxes.map((tax) => ({
        category: tax['ram:CategoryCode'],
        rate: tax['ram:RateApplicablePercent'],
        netCents: cents(tax['ram:BasisAmount']),
        vatCents: cents(tax['ram:CalculatedAmount']),
      })),
    ).toEqual(
      mixedRates.vatBreakdown.map((rate) => ({
        category: 'S',
        rate: rate.vatRateBp === 2000 ? '20.00' : '5.50',
        netCents: rate.netCents,
        vatCents: rate.vatCents,
      })),
    );
    expect(cents(summation['ram:LineTotalAmount'])).toBe(mixedRates.netCents);
    expect(cents(summation['ram:TaxBasisTotalAmount'])).toBe(mixedRates.netCents);
    expect(cents(summation['ram:TaxTotalAmount'])).toBe(mixedRates.vatCents);
    expect((summation['ram:TaxTotalAmount'] as TNode)['@currencyID']).toBe('EUR');
    expect(cents(summation['ram:GrandTotalAmount'])).toBe(mixedRates.grossCents);
    expect(cents(summation['ram:DuePayableAmount'])).toBe(mixedRates.grossCents);
    expect(mixedRates.grossCents).toBe(65_000 + 5_998 + 13_000 + 330);
    const terms = settlement['ram:SpecifiedTradePaymentTerms'] as TNode;
    expect(terms['ram:DueDateDateTime']).toEqual({
      'udt:DateTimeString': { '#text': '20261224', '@format': '102' },
    });
  });

  it('identifies the seller by SIRET, SIREN and VAT number, with a French address', () => {
    const { seller, buyer } = parse(facturXXml(mixedRates));
    expect(seller['ram:Name']).toBe(TEST_ISSUER.name);
    expect(seller['ram:GlobalID']).toEqual({ '#text': TEST_ISSUER.siret, '@schemeID': '0009' });
    expect((seller['ram:SpecifiedLegalOrganization'] as TNode)['ram:ID']).toEqual({
      '#text': '732829320',
      '@schemeID': '0002',
    });
    expect((seller['ram:SpecifiedTaxRegistration'] as TNode)['ram:ID']).toEqual({
      '#text': 'FR44732829320',
      '@schemeID': 'VA',
    });
    expect(seller['ram:PostalTradeAddress']).toMatchObject({
      'ram:PostcodeCode': '75002',
      'ram:LineOne': '12 rue de la Paix',
      'ram:CityName': 'Paris',
      'ram:CountryID': 'FR',
    });
    expect(buyer['ram:Name']).toBe('Jean Dupont');
    expect(buyer['ram:PostalTradeAddress']).toEqual({
      'ram:PostcodeCode': '69003',
      'ram:LineOne': '3 avenue Victor Hugo',
      'ram:CityName': 'Lyon',
      'ram:CountryID': 'FR',
    });
  });

  it('marks a VAT-exempt invoice E with the franchise reason, the SIREN as tax registration', () => {
    const exempt = buildInvoice({
      issuer: { ...TEST_ISSUER, vatNumber: null },
      lines: [
        { description: 'Consultation', quantityThousandths: 1000, unitPriceCents: 9_000, vatRateBp: 0 },
      ],
    });
    const { seller, lines, taxes, summation } = parse(facturXXml(exempt));
    expect((seller['ram:SpecifiedTaxRegistration'] as TNode)['ram:ID']).toEqual({
      '#text': '732829320',
      '@schemeID': 'FC',
    });
    const lineTax = ((lines[0] as TNode)['ram:SpecifiedLineTradeSettlement'] as TNode)[
      'ram:ApplicableTradeTax'
    ] as TNode[];
    expect(lineTax[0]).toMatchObject({ 'ram:CategoryCode': 'E', 'ram:RateApplicablePercent': '0.00' });
    expect(taxes).toHaveLength(1);
    expect(taxes[0]).toMatchObject({
      'ram:CategoryCode': 'E',
      'ram:ExemptionReason': VAT_EXEMPTION_MENTION,
      'ram:ExemptionReasonCode': 'VATEX-FR-FRANCHISE',
      'ram:RateApplicablePercent': '0.00',
      'ram:CalculatedAmount': '0.00',
      'ram:BasisAmount': '90.00',
    });
    expect(cents(summation['ram:GrandTotalAmount'])).toBe(9_000);
  });

  it('marks a 0 % line of a VAT payer Z', () => {
    const zero = buildInvoice({
      lines: [{ description: 'Débours', quantityThousandths: 1000, unitPriceCents: 3_500, vatRateBp: 0 }],
    });
    const { taxes } = parse(facturXXml(zero));
    expect(taxes[0]).toMatchObject({ 'ram:CategoryCode': 'Z' });
    expect(taxes[0]?.['ram:ExemptionReason']).toBeUndefined();
  });

  it('types a credit note 381 and references the credited invoice', () => {
    const creditNote = buildInvoice({
      kind: 'credit_note',
      number: 'F-000043',
      creditedInvoiceNumber: 'F-000042',
    });
    const { header, settlement } = parse(facturXXml(creditNote));
    expect(header['ram:TypeCode']).toBe('381');
    expect(header['ram:ID']).toBe('F-000043');
    expect(settlement['ram:InvoiceReferencedDocument']).toEqual({ 'ram:IssuerAssignedID': 'F-000042' });
  });

  it('notes the 40 € indemnity for a business client only', () => {
    const notesOf = (xml: string) =>
      ((parse(xml).header['ram:IncludedNote'] ?? []) as TNode[]).map((item) => item['ram:Content']);
    expect(notesOf(facturXXml(buildInvoice({ clientIsBusiness: true })))).toContain(
      RECOVERY_INDEMNITY_MENTION,
    );
    expect(notesOf(facturXXml(buildInvoice({ clientIsBusiness: false })))).not.toContain(
      RECOVERY_INDEMNITY_MENTION,
    );
  });

  it("notes a consumer's legal-rate interest and mediator instead of the business penalties", () => {
    const notes = (parse(facturXXml(buildInvoice({ clientIsBusiness: false }))).header['ram:IncludedNote'] ??
      []) as TNode[];
    expect(notes.map((item) => [item['ram:SubjectCode'], item['ram:Content']])).toEqual([
      ['AAB', NO_EARLY_PAYMENT_DISCOUNT_MENTION],
      ['PMD', CONSUMER_LATE_PAYMENT_MENTION],
      ['AAI', consumerMediatorMention(consumerMediatorOf('avocat'))],
    ]);
  });

  it('escapes hostile text and drops characters XML cannot hold', () => {
    expect(escapeXmlText('a & b <c> "d" \'e\'')).toBe('a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;');
    expect(escapeXmlText('x\u0000y\u0001z\uFFFE\uD800')).toBe('xyz');
    expect(escapeXmlText('é 🙂 \t')).toBe('é 🙂 \t');

    const hostile = buildInvoice({
      clientName: 'Dupont & Fils <script>alert("x")</script>',
      clientAddress: "1 rue de l'Église\u0000\n]]> <!-- -->\n75001 Paris",
      lines: [
        {
          description: 'Conseil </ram:Name><ram:Name>injecté & «\u00a0cité\u00a0» \u0000 🙂',
          quantityThousandths: 1000,
          unitPriceCents: 10_000,
          vatRateBp: 2000,
        },
      ],
    });
    const xml = facturXXml(hostile);
    expect(xml).not.toContain('\u0000');
    expect(xml).not.toContain('<script>');
    const { buyer, lines } = parse(xml);
    expect(buyer['ram:Name']).toBe('Dupont & Fils <script>alert("x")</script>');
    expect(buyer['ram:PostalTradeAddress']).toMatchObject({
      'ram:LineOne': "1 rue de l'Église",
      'ram:LineTwo': ']]> <!-- -->',
      'ram:PostcodeCode': '75001',
    });
    expect((lines[0] as TNode)['ram:SpecifiedTradeProduct']).toEqual({
      'ram:Name': 'Conseil </ram:Name><ram:Name>injecté & «\u00a0cité\u00a0»  🙂',
    });
  });

  it('refuses a draft and totals that contradict the lines', () => {
    expect(() => facturXXml(buildInvoice({ status: 'draft', number: null, issuer: null }))).toThrow(
      RangeError,
    );
    expect(() => facturXXml(buildInvoice({ grossCents: 1 }))).toThrow(RangeError);
  });
});
