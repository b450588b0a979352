import { describe, expect, it } from 'vitest';
import { UNSAFE_TEXT_MESSAGE } from '#domain/kernel/text/unsafe-characters.ts';
import {
  FIRM_ADDRESS_REQUIRED,
  FIRM_SIRET_REQUIRED,
  FIRM_VAT_NOT_OF_SIRET,
  FIRM_VAT_NUMBER_INVALID,
  FIRM_VAT_NUMBER_REQUIRED,
  FIRM_VAT_NUMBER_UNDER_FRANCHISE,
  firmInvoicingGaps,
  firmVatError,
  nextFirmVat,
  vatNumberMatchesSiret,
  ZFirmVatNumber,
} from './firm-billing';
import { ZFirmRequest } from './firm-schemas';

const COMPLETE = {
  siret: '73282932000074',
  vatNumber: 'FR44732829320',
  vatFranchise: false,
  streetAddress: '45 boulevard Malesherbes',
  postalCode: '75008',
  city: 'Paris',
};

const FIRM = {
  name: 'Cabinet Martin Avocats',
  legalForm: 'selarl',
  siret: '732 829 320 00074',
  streetAddress: '45 boulevard Malesherbes',
  postalCode: '75008',
  city: 'Paris',
  phone: '01 99 00 18 40',
};

describe('the firm’s VAT number', () => {
  it('is read as typed, spaces, dots and case aside, and checked by its key', () => {
    expect(ZFirmVatNumber.parse('fr 44 732.829.320')).toBe('FR44732829320');
    expect(ZFirmVatNumber.parse('FR03552081317')).toBe('FR03552081317');
    expect(ZFirmVatNumber.parse('')).toBeNull();
    expect(ZFirmVatNumber.parse('  ')).toBeNull();
    expect(ZFirmVatNumber.parse(null)).toBeNull();
  });

  it('refuses a wrong key and hostile text with one French sentence', () => {
    for (const hostile of [
      'FR45732829320',
      'FR4473282932',
      'FR447328293200',
      'DE44732829320',
      'FRAB732829320',
      'FR44\u202e732829320',
      'x'.repeat(1_000_000),
      '<img src=x onerror=alert(1)>',
      'FR44732829320; drop table firms',
      44732829320,
      {},
    ]) {
      const result = ZFirmVatNumber.safeParse(hostile);
      expect(result.success, String(hostile).slice(0, 30)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(FIRM_VAT_NUMBER_INVALID);
    }
    // A NUL is refused by every text field of the house, with its own sentence.
    expect(ZFirmVatNumber.safeParse('FR44732829320\u0000').error?.issues[0]?.message).toBe(
      UNSAFE_TEXT_MESSAGE,
    );
  });

  it('must be made of the SIRET’s SIREN', () => {
    expect(vatNumberMatchesSiret('FR44732829320', '73282932000074')).toBe(true);
    expect(vatNumberMatchesSiret('FR03552081317', '73282932000074')).toBe(false);
  });
});

describe('firm invoicing’s requirements', () => {
  it('finds nothing missing in a complete firm', () => {
    expect(firmInvoicingGaps(COMPLETE)).toEqual({});
  });

  it('names each missing or wrong mention by its field', () => {
    expect(
      firmInvoicingGaps({
        siret: null,
        vatNumber: null,
        vatFranchise: false,
        streetAddress: ' ',
        postalCode: '750',
        city: '',
      }),
    ).toEqual({
      siret: FIRM_SIRET_REQUIRED,
      vatNumber: FIRM_VAT_NUMBER_REQUIRED,
      streetAddress: FIRM_ADDRESS_REQUIRED,
      postalCode: FIRM_ADDRESS_REQUIRED,
      city: FIRM_ADDRESS_REQUIRED,
    });
    expect(firmInvoicingGaps({ ...COMPLETE, vatNumber: 'FR45732829320' })).toEqual({
      vatNumber: FIRM_VAT_NUMBER_INVALID,
    });
    expect(firmInvoicingGaps({ ...COMPLETE, vatNumber: 'FR03552081317' })).toEqual({
      vatNumber: FIRM_VAT_NOT_OF_SIRET,
    });
  });

  it('asks no VAT number of a firm under the franchise, and refuses one beside it', () => {
    expect(firmInvoicingGaps({ ...COMPLETE, vatNumber: null, vatFranchise: true })).toEqual({});
    expect(firmInvoicingGaps({ ...COMPLETE, vatNumber: null, vatFranchise: true, siret: null })).toEqual({
      siret: FIRM_SIRET_REQUIRED,
    });
    expect(firmInvoicingGaps({ ...COMPLETE, vatFranchise: true })).toEqual({
      vatNumber: FIRM_VAT_NUMBER_UNDER_FRANCHISE,
    });
    expect(firmVatError({ vatNumber: 'FR44732829320', vatFranchise: true })).toBe(
      FIRM_VAT_NUMBER_UNDER_FRANCHISE,
    );
    expect(firmVatError({ vatNumber: null, vatFranchise: true })).toBeNull();
    expect(firmVatError({ vatNumber: null, vatFranchise: false })).toBeNull();
  });

  it('is asked by « Mon cabinet »’s form before the firm invoices', () => {
    const without = ZFirmRequest.safeParse({ ...FIRM, invoicing: 'firm', vatNumber: '' });
    expect(without.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['vatNumber', FIRM_VAT_NUMBER_REQUIRED],
    ]);
    const otherSiren = ZFirmRequest.safeParse({ ...FIRM, vatNumber: 'FR03552081317' });
    expect(otherSiren.error?.issues[0]?.message).toBe(FIRM_VAT_NOT_OF_SIRET);
    expect(ZFirmRequest.parse({ ...FIRM, invoicing: 'firm', vatNumber: 'FR 44 732 829 320' })).toMatchObject({
      vatNumber: 'FR44732829320',
      invoicing: 'firm',
    });
    // Left out, the VAT number is left as it is (the server checks the firm as it will stand).
    expect(ZFirmRequest.parse({ ...FIRM, invoicing: 'firm' }).vatNumber).toBeUndefined();
  });

  it('lets the form choose the franchise instead of a VAT number, never both', () => {
    expect(
      ZFirmRequest.parse({ ...FIRM, invoicing: 'firm', vatNumber: '', vatFranchise: true }),
    ).toMatchObject({ vatNumber: null, vatFranchise: true, invoicing: 'firm' });
    const both = ZFirmRequest.safeParse({ ...FIRM, vatNumber: 'FR44732829320', vatFranchise: true });
    expect(both.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['vatNumber', FIRM_VAT_NUMBER_UNDER_FRANCHISE],
    ]);
    const subject = ZFirmRequest.safeParse({
      ...FIRM,
      invoicing: 'firm',
      vatNumber: '',
      vatFranchise: false,
    });
    expect(subject.error?.issues[0]?.message).toBe(FIRM_VAT_NUMBER_REQUIRED);
    for (const hostile of ['true', 1, null, {}])
      expect(ZFirmRequest.safeParse({ ...FIRM, vatFranchise: hostile }).success, String(hostile)).toBe(false);
  });
});

describe('the VAT situation a request leaves', () => {
  const subject = { vatNumber: 'FR44732829320', vatFranchise: false };
  const franchise = { vatNumber: null, vatFranchise: true };

  it('keeps what the request leaves out', () => {
    expect(nextFirmVat(subject, {})).toEqual(subject);
    expect(nextFirmVat(franchise, {})).toEqual(franchise);
    expect(nextFirmVat(subject, { vatNumber: 'FR03552081317' })).toEqual({
      vatNumber: 'FR03552081317',
      vatFranchise: false,
    });
  });

  it('takes the stored number away when the franchise is chosen without one', () => {
    expect(nextFirmVat(subject, { vatFranchise: true })).toEqual(franchise);
    expect(nextFirmVat(subject, { vatFranchise: true, vatNumber: null })).toEqual(franchise);
  });

  it('leaves a number beside the franchise for the check to refuse, never drops one silently', () => {
    const next = nextFirmVat(franchise, { vatNumber: 'FR44732829320' });
    expect(next).toEqual({ vatNumber: 'FR44732829320', vatFranchise: true });
    expect(firmVatError(next)).toBe(FIRM_VAT_NUMBER_UNDER_FRANCHISE);
    expect(nextFirmVat(franchise, { vatNumber: 'FR44732829320', vatFranchise: false })).toEqual(subject);
  });
});
