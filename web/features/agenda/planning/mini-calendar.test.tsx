import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MiniCalendar } from './mini-calendar';

function setup(selectedDays: string[] = []) {
  const onPickDay = vi.fn();
  render(
    <>
      <button type="button">Avant</button>
      <MiniCalendar date="2026-11-25" today="2026-11-26" selectedDays={selectedDays} onPickDay={onPickDay} />
    </>,
  );
  return { onPickDay, user: userEvent.setup() };
}

const day = (name: string) => screen.getByLabelText(name, { selector: 'td' });
const tabStops = () =>
  screen
    .getAllByLabelText(/./, { selector: 'td' })
    .filter((element) => element.tabIndex === 0)
    .map((element) => element.getAttribute('aria-label'));

describe('MiniCalendar keyboard', () => {
  it('is one Tab stop on the day shown; arrows move by day and week', async () => {
    const { user } = setup(['2026-11-27']);
    expect(screen.getByRole('grid', { name: 'novembre 2026' })).toBeInTheDocument();
    // The initials are read as the weekdays' names.
    for (const weekday of ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']) {
      expect(screen.getByRole('columnheader', { name: weekday })).toBeInTheDocument();
    }
    expect(tabStops()).toEqual(['mercredi 25 novembre 2026']);
    expect(day('jeudi 26 novembre 2026')).toHaveAttribute('aria-current', 'date');
    expect(day('vendredi 27 novembre 2026')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Avant' }));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(day('mercredi 25 novembre 2026')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(day('jeudi 3 décembre 2026')).toHaveFocus();
    // A day of the next month shows that month.
    expect(screen.getByRole('grid', { name: 'décembre 2026' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(day('lundi 30 novembre 2026')).toHaveFocus();
    expect(screen.getByRole('grid', { name: 'novembre 2026' })).toBeInTheDocument();
    await user.keyboard('{PageDown}');
    expect(day('mercredi 30 décembre 2026')).toHaveFocus();
    expect(tabStops()).toEqual(['mercredi 30 décembre 2026']);
  });

  it('Enter shows the focused day; Ctrl+Enter adds it to the selection', async () => {
    const { user, onPickDay } = setup();
    day('mercredi 25 novembre 2026').focus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onPickDay).toHaveBeenLastCalledWith('2026-11-24', expect.objectContaining({ ctrlKey: false }));
    await user.keyboard('{ArrowLeft}{Control>}{Enter}{/Control}');
    expect(onPickDay).toHaveBeenLastCalledWith('2026-11-23', expect.objectContaining({ ctrlKey: true }));
  });

  it('the month buttons move the Tab stop into the month shown', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(tabStops()).toEqual(['mardi 1 décembre 2026']);
    await user.click(screen.getByRole('button', { name: 'Mois précédent' }));
    expect(tabStops()).toEqual(['mercredi 25 novembre 2026']);
  });
});
