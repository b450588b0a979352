import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SLOT_KEYS_HINT, SlotList } from './slot-list';
import { daySlots } from './test-support';

const DAYS = [daySlots('2026-11-24', 6), daySlots('2026-11-25', 3), daySlots('2026-11-26', 4)];
const name = (day: string, time: string) => `${day} novembre 2026 à ${time} — Cabinet, Visioconférence`;

function renderList(selectedStart: string | null = null) {
  const onPick = vi.fn();
  render(
    <>
      <h3 tabIndex={-1}>Choisissez un créneau</h3>
      <SlotList days={DAYS} mode="cabinet" selectedStart={selectedStart} onPick={onPick} />
      <button type="button">Continuer</button>
    </>,
  );
  return { onPick, user: userEvent.setup() };
}

describe('SlotList keyboard', () => {
  it('is one Tab stop per day, each slot keeping its full date-time name', async () => {
    const { user } = renderList();
    screen.getByRole('heading', { name: 'Choisissez un créneau' }).focus();
    const stops: (Element | null)[] = [];
    for (let press = 0; press < 5; press += 1) {
      await user.tab();
      stops.push(document.activeElement);
    }
    // Heading → « Continuer » in 5 Tab, whatever the number of times (13 here).
    expect(stops).toEqual([
      screen.getByRole('checkbox', { name: 'Afficher tous les modes' }),
      screen.getByRole('button', { name: name('mardi 24', '09:00') }),
      screen.getByRole('button', { name: name('mercredi 25', '09:00') }),
      screen.getByRole('button', { name: name('jeudi 26', '09:00') }),
      screen.getByRole('button', { name: 'Continuer' }),
    ]);
    expect(screen.getAllByRole('button', { name: /novembre 2026 à/ })).toHaveLength(13);
    expect(screen.getByRole('group', { name: 'Créneaux disponibles' })).toHaveAccessibleDescription(
      SLOT_KEYS_HINT,
    );
  });

  it('moves with the arrows, Home and End, and remembers the time reached as the day’s Tab stop', async () => {
    const { user, onPick } = renderList();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(name('mardi 24', '09:00'));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName(name('mardi 24', '10:00'));
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName(name('mardi 24', '11:30'));
    await user.keyboard('{ArrowDown}');
    // Wednesday's nearest time to 11:30 is its last, 10:00.
    expect(document.activeElement).toHaveAccessibleName(name('mercredi 25', '10:00'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAccessibleName(name('mercredi 25', '09:00'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName(name('mardi 24', '09:00'));
    await user.keyboard('{ArrowRight}');
    // Back into the list from outside: each day's stop is the time last reached there.
    await user.tab({ shift: true });
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(name('mardi 24', '09:30'));
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ time: '09:30' }));
  });

  it('makes the chosen slot its day’s Tab stop', async () => {
    const chosen = DAYS[1]?.slots[2]?.start ?? null;
    const { user } = renderList(chosen);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(name('mercredi 25', '10:00'));
    expect(document.activeElement).toHaveAttribute('aria-pressed', 'true');
  });
});
