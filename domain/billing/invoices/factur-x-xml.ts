// The structured invoice embedded in the PDF: UN/CEFACT Cross Industry Invoice (D16B) at the Factur-X
// EN 16931 profile, the format France's e-invoicing reform accepts. Element order follows the CII schema
// (validators reject a misplaced element even when every value is right).
import { VAT_EXEMPTION_MENTION } from './billing-settings';
import { invoiceTotals, lineNetCents } from './invoice-amounts';
import { latePaymentNotes, NO_EARLY_PAYMENT_DISCOUNT_MENTION, paymentTermsMention } from './invoice-mentions';
import type { TInvoice } from './invoice-schemas';

export const FACTUR_X_FILE_NAME = 'factur-x.xml';
export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';
/** VATEX code list: franchise en base de TVA (CGI art. 293 B). */
export const FRENCH_FRANCHISE_EXEMPTION_CODE = 'VATEX-FR-FRANCHISE';

/** Anything XML 1.0 cannot hold (NUL and other controls, lone surrogates, U+FFFE/U+FFFF). */
const XML_ILLEGAL = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe in an XML element or a quoted attribute. */
export function escapeXmlText(text: string): string {
  return text.replace(XML_ILLEGAL, '').replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? '');
}

/** 123456, 2 → « 1234.56 »: an integer count of hundredths (or thousandths) as a decimal, without floats. */
export function integerToDecimal(value: number, scale: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError('montant non entier');
  const digits = String(Math.abs(value)).padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${value < 0 ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

const amount = (cents: number) => integerToDecimal(cents, 2);

/** 2026-11-24 → 20261124 (UN/CEFACT date format 102). */
function date102(civilDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(civilDate)) throw new RangeError('date invalide');
  return civilDate.replaceAll('-', '');
}

type TVatCategory = 'S' | 'Z' | 'E';

/** S: standard or reduced rate; E: franchise en base (no VAT number); Z: 0 % charged by a VAT payer. */
function vatCategory(vatRateBp: number, issuerIsExempt: boolean): TVatCategory {
  if (vatRateBp > 0) return 'S';
  return issuerIsExempt ? 'E' : 'Z';
}

function element(name: string, text: string, attributes: Record<string, string> = {}): string {
  const attributeText = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXmlText(value)}"`)
    .join('');
  return `<${name}${attributeText}>${escapeXmlText(text)}</${name}>`;
}

function dateTime(name: string, civilDate: string): string {
  return `<${name}><udt:DateTimeString format="102">${date102(civilDate)}</udt:DateTimeString></${name}>`;
}

function note(content: string, subjectCode: string): string {
  return `<ram:IncludedNote>${element('ram:Content', content)}${element('ram:SubjectCode', subjectCode)}</ram:IncludedNote>`;
}

/**
 * A free-text French address as CII wants it: the last line « 69003 Lyon » gives postcode and city, the
 * others the street lines (three at most: the rest joins the third).
 */
function splitAddress(address: string): { street: string[]; postcode: string | null; city: string | null } {
  const lines = address
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const last = lines.at(-1) ?? '';
  const match = /^(\d{5})\s+(.+)$/.exec(last);
  const street = match ? lines.slice(0, -1) : lines;
  const folded = street.length > 3 ? [...street.slice(0, 2), street.slice(2).join(', ')] : street;
  return { street: folded, postcode: match?.[1] ?? null, city: match?.[2] ?? null };
}

function postalAddress(parts: { street: string[]; postcode: string | null; city: string | null }): string {
  const lineNames = ['ram:LineOne', 'ram:LineTwo', 'ram:LineThree'];
  return [
    '<ram:PostalTradeAddress>',
    parts.postcode ? element('ram:PostcodeCode', parts.postcode) : '',
    ...parts.street.map((line, index) => element(lineNames[index] ?? 'ram:LineThree', line)),
    parts.city ? element('ram:CityName', parts.city) : '',
    element('ram:CountryID', 'FR'),
    '</ram:PostalTradeAddress>',
  ].join('');
}

function tradeTax(
  vatRateBp: number,
  category: TVatCategory,
  amounts?: { netCents: number; vatCents: number },
): string {
  const exempt = category === 'E';
  return [
    '<ram:ApplicableTradeTax>',
    amounts ? element('ram:CalculatedAmount', amount(amounts.vatCents)) : '',
    element('ram:TypeCode', 'VAT'),
    amounts && exempt ? element('ram:ExemptionReason', VAT_EXEMPTION_MENTION) : '',
    amounts ? element('ram:BasisAmount', amount(amounts.netCents)) : '',
    element('ram:CategoryCode', category),
    amounts && exempt ? element('ram:ExemptionReasonCode', FRENCH_FRANCHISE_EXEMPTION_CODE) : '',
    element('ram:RateApplicablePercent', integerToDecimal(vatRateBp, 2)),
    '</ram:ApplicableTradeTax>',
  ].join('');
}

/**
 * The Factur-X XML (EN 16931 profile) of an issued invoice or credit note. Amounts are recomputed from
 * the lines and must equal the stored ones: a structured invoice whose totals contradict its lines is
 * rejected by every platform, so it is better not to produce one.
 */
export function facturXXml(invoice: TInvoice): string {
  const { issuer, number, issueDate } = invoice;
  if (invoice.status !== 'issued' || !issuer || !number || !issueDate)
    throw new RangeError("Un brouillon n'a pas de Factur-X : la facture doit être émise.");
  const totals = invoiceTotals(invoice.lines);
  if (
    totals.netCents !== invoice.netCents ||
    totals.vatCents !== invoice.vatCents ||
    totals.grossCents !== invoice.grossCents
  )
    throw new RangeError('Les totaux de la facture ne correspondent pas à ses lignes.');
  const issuerIsExempt = issuer.vatNumber === null;

  // Subject codes of the French mentions (UNTDID 4451): AAB discount, then those of latePaymentNotes.
  const notes = [
    invoice.kind === 'invoice' ? note(NO_EARLY_PAYMENT_DISCOUNT_MENTION, 'AAB') : '',
    ...latePaymentNotes(invoice).map((legal) => note(legal.text, legal.subjectCode)),
  ];

  const lineItems = invoice.lines.map((line, index) =>
    [
      '<ram:IncludedSupplyChainTradeLineItem>',
      `<ram:AssociatedDocumentLineDocument>${element('ram:LineID', String(index + 1))}</ram:AssociatedDocumentLineDocument>`,
      `<ram:SpecifiedTradeProduct>${element('ram:Name', line.description)}</ram:SpecifiedTradeProduct>`,
      '<ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice>',
      element('ram:ChargeAmount', amount(line.unitPriceCents)),
      '</ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>',
      '<ram:SpecifiedLineTradeDelivery>',
      element('ram:BilledQuantity', integerToDecimal(line.quantityThousandths, 3), { unitCode: 'C62' }),
      '</ram:SpecifiedLineTradeDelivery>',
      '<ram:SpecifiedLineTradeSettlement>',
      tradeTax(line.vatRateBp, vatCategory(line.vatRateBp, issuerIsExempt)),
      '<ram:SpecifiedTradeSettlementLineMonetarySummation>',
      element('ram:LineTotalAmount', amount(lineNetCents(line))),
      '</ram:SpecifiedTradeSettlementLineMonetarySummation>',
      '</ram:SpecifiedLineTradeSettlement>',
      '</ram:IncludedSupplyChainTradeLineItem>',
    ].join(''),
  );

  const seller = [
    '<ram:SellerTradeParty>',
    // BT-29: the establishment (SIRET, ICD 0009); BT-30: the company (SIREN, ICD 0002), as the French
    // e-invoicing specifications ask.
    element('ram:GlobalID', issuer.siret, { schemeID: '0009' }),
    element('ram:Name', issuer.name),
    '<ram:SpecifiedLegalOrganization>',
    element('ram:ID', issuer.siret.slice(0, 9), { schemeID: '0002' }),
    issuer.practice.trim() ? element('ram:TradingBusinessName', issuer.practice) : '',
    '</ram:SpecifiedLegalOrganization>',
    postalAddress({
      street: issuer.streetAddress.trim() ? [issuer.streetAddress] : [],
      postcode: issuer.postalCode || null,
      city: issuer.city || null,
    }),
    issuer.email
      ? `<ram:URIUniversalCommunication>${element('ram:URIID', issuer.email, { schemeID: 'EM' })}</ram:URIUniversalCommunication>`
      : '',
    // BR-E-02: an exempt seller still needs a tax registration; without a VAT number, a French
    // business's tax identifier is its SIREN (scheme FC, fiscal number).
    `<ram:SpecifiedTaxRegistration>${
      issuer.vatNumber
        ? element('ram:ID', issuer.vatNumber, { schemeID: 'VA' })
        : element('ram:ID', issuer.siret.slice(0, 9), { schemeID: 'FC' })
    }</ram:SpecifiedTaxRegistration>`,
    '</ram:SellerTradeParty>',
  ];

  const buyer = [
    '<ram:BuyerTradeParty>',
    element('ram:Name', invoice.clientName),
    postalAddress(splitAddress(invoice.clientAddress)),
    invoice.clientEmail
      ? `<ram:URIUniversalCommunication>${element('ram:URIID', invoice.clientEmail, { schemeID: 'EM' })}</ram:URIUniversalCommunication>`
      : '',
    '</ram:BuyerTradeParty>',
  ];

  const settlement = [
    '<ram:ApplicableHeaderTradeSettlement>',
    element('ram:InvoiceCurrencyCode', 'EUR'),
    ...totals.vatBreakdown.map((rate) =>
      tradeTax(rate.vatRateBp, vatCategory(rate.vatRateBp, issuerIsExempt), rate),
    ),
    '<ram:SpecifiedTradePaymentTerms>',
    element('ram:Description', paymentTermsMention(invoice)),
    invoice.dueDate ? dateTime('ram:DueDateDateTime', invoice.dueDate) : '',
    '</ram:SpecifiedTradePaymentTerms>',
    '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
    element('ram:LineTotalAmount', amount(totals.netCents)),
    element('ram:TaxBasisTotalAmount', amount(totals.netCents)),
    element('ram:TaxTotalAmount', amount(totals.vatCents), { currencyID: 'EUR' }),
    element('ram:GrandTotalAmount', amount(totals.grossCents)),
    element('ram:DuePayableAmount', amount(totals.grossCents)),
    '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
    invoice.kind === 'credit_note' && invoice.creditedInvoiceNumber
      ? `<ram:InvoiceReferencedDocument>${element('ram:IssuerAssignedID', invoice.creditedInvoiceNumber)}</ram:InvoiceReferencedDocument>`
      : '',
    '</ram:ApplicableHeaderTradeSettlement>',
  ];

  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rsm:CrossIndustryInvoice',
    ' xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"',
    ' xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"',
    ' xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"',
    ' xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">',
    '<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter>',
    element('ram:ID', EN16931_GUIDELINE),
    '</ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>',
    '<rsm:ExchangedDocument>',
    element('ram:ID', number),
    element('ram:TypeCode', invoice.kind === 'credit_note' ? '381' : '380'),
    dateTime('ram:IssueDateTime', issueDate),
    ...notes,
    '</rsm:ExchangedDocument>',
    '<rsm:SupplyChainTradeTransaction>',
    ...lineItems,
    '<ram:ApplicableHeaderTradeAgreement>',
    ...seller,
    ...buyer,
    '</ram:ApplicableHeaderTradeAgreement>',
    '<ram:ApplicableHeaderTradeDelivery/>',
    ...settlement,
    '</rsm:SupplyChainTradeTransaction>',
    '</rsm:CrossIndustryInvoice>\n',
  ].join('');
}
