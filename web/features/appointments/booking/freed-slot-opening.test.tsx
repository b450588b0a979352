import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import { BookingDialog, FREED_SLOT_GONE_MESSAGE, openingState } from './booking-dialog';
import { json, makeProfile, SIGNED_IN, stubApi, withQueryClient } from './test-support';

afterEach(() => vi.unstubAllGlobals());

function openOn(slot: { start: string; modes: TConsultationMode[] }) {
  const profile = makeProfile();
  stubApi([
    { method: 'GET', path: '/api/professionals/1', handler: () => json(profile) },
    { method: 'GET', path: '/api/auth/client/session', handler: () => json(SIGNED_IN) },
  ]);
  render(
    withQueryClient(
      <MemoryRouter initialEntries={['/lawyer/1']}>
        <BookingDialog
          professionalId={1}
          open
          onOpenChange={() => undefined}
          preselectedSlot={slot}
          freedSlot
        />
      </MemoryRouter>,
    ),
  );
  return profile;
}

describe('a booking opened from a waiting-list notice', () => {
  it('starts as usual with the slot when it is still free, with its real modes', () => {
    const profile = makeProfile();
    const free = profile.slotDays[0]?.slots[1];
    if (!free) throw new Error('fixture');
    const { state, slotError } = openingState(profile, { start: free.start, modes: [] }, true);
    expect(slotError).toBeNull();
    expect(state.step).toBe('reason');
    expect(state.slot).toEqual({ start: free.start, modes: free.modes });
  });

  it('says kindly that a slot taken meanwhile is gone and shows the other times', async () => {
    openOn({ start: '2026-11-24T05:00:00.000Z', modes: [] });
    expect(
      await screen.findByRole('heading', { name: 'Choisissez un créneau' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText(FREED_SLOT_GONE_MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /novembre 2026 à/ }).length).toBeGreaterThan(0);
  });

  it('leaves other preselected slots alone', () => {
    const profile = makeProfile();
    const { state, slotError } = openingState(
      profile,
      { start: '2026-11-24T05:00:00.000Z', modes: ['cabinet'] },
      false,
    );
    expect(slotError).toBeNull();
    expect(state.slot?.start).toBe('2026-11-24T05:00:00.000Z');
  });
});
