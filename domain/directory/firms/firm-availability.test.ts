import { describe, expect, it } from 'vitest';
import { firmDomains, firmModes, firstFirmAvailability, firstSlotsByMode } from './firm-availability';
import { makeFirmLawyer, makeFirmPage } from './firm-test-data';

const slot = (start: string, modes: ('cabinet' | 'visio' | 'telephone')[]) => ({ start, modes });

describe('firstSlotsByMode', () => {
  it('keeps the earliest slot of each mode, each slot once, in start order', () => {
    const slots = [
      slot('09:00', ['visio']),
      slot('09:30', ['visio', 'cabinet']),
      slot('10:00', ['cabinet']),
      slot('10:30', ['telephone', 'cabinet']),
      slot('11:00', ['telephone']),
    ];
    expect(firstSlotsByMode(slots)).toEqual([slots[0], slots[1], slots[3]]);
  });

  it('stops at the first slot when it offers every mode, and gives nothing for no slot', () => {
    const all = slot('09:00', ['cabinet', 'visio', 'telephone']);
    expect(firstSlotsByMode([all, slot('10:00', ['cabinet'])])).toEqual([all]);
    expect(firstSlotsByMode([])).toEqual([]);
  });
});

describe('firstFirmAvailability', () => {
  const firm = makeFirmPage();
  const [sophie, luc] = firm.lawyers;

  it('is the earliest slot across the lawyers when nothing is chosen', () => {
    expect(firstFirmAvailability(firm.lawyers, { domain: null, mode: null })).toEqual({
      lawyer: luc,
      slot: luc?.firstSlots[0],
    });
  });

  it('keeps only the lawyers of the domain, and the slots of the mode', () => {
    expect(firstFirmAvailability(firm.lawyers, { domain: 'Droit de la famille', mode: null })?.lawyer).toBe(
      sophie,
    );
    expect(firstFirmAvailability(firm.lawyers, { domain: null, mode: 'cabinet' })).toEqual({
      lawyer: sophie,
      slot: sophie?.firstSlots[0],
    });
    expect(
      firstFirmAvailability(firm.lawyers, { domain: 'Droit de la famille', mode: 'telephone' })?.slot.time,
    ).toBe('14:00');
    // A domain practised by a lawyer who is not first in the main specialty counts too.
    expect(firstFirmAvailability(firm.lawyers, { domain: 'Droit des successions', mode: null })?.lawyer).toBe(
      sophie,
    );
  });

  it('is null when no lawyer matches, or none books online', () => {
    expect(firstFirmAvailability(firm.lawyers, { domain: 'Droit fiscal', mode: null })).toBeNull();
    expect(firstFirmAvailability(firm.lawyers, { domain: 'Droit pénal', mode: 'cabinet' })).toBeNull();
    const offline = makeFirmLawyer({ acceptsOnlineBooking: false });
    expect(firstFirmAvailability([offline], { domain: null, mode: null })).toBeNull();
  });

  it('breaks a tie by the page order', () => {
    const twin = makeFirmLawyer({ id: 2, name: 'Maître Anne Durand' });
    expect(firstFirmAvailability([twin, makeFirmLawyer()], { domain: null, mode: null })?.lawyer).toBe(twin);
  });
});

describe('firmDomains and firmModes', () => {
  it('offer what at least one lawyer practises or offers, in the one list’s order', () => {
    const firm = makeFirmPage();
    expect(firmDomains(firm.lawyers)).toEqual([
      'Droit de la famille',
      'Droit pénal',
      'Droit des successions',
    ]);
    expect(firmModes([makeFirmLawyer({ modes: ['telephone', 'visio'] })])).toEqual(['visio', 'telephone']);
  });
});
