import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TCalendarItem } from './calendar-items';
import type { TPickModifiers } from './mini-calendar';
import { MonthGrid } from './month-grid';

function MonthView(props: { onPickDay: (date: string, event: TPickModifiers) => void }) {
  const [date, setDate] = useState('2026-12-10');
  return (
    <>
      <button type="button">Avant</button>
      <p data-testid="shown">{date}</p>
      <MonthGrid
        date={date}
        today="2026-11-28"
        selectedDays={[]}
        itemsByDate={new Map<string, TCalendarItem[]>()}
        onPickDay={props.onPickDay}
        onShowDate={setDate}
        onOpenItem={() => {}}
      />
      <button type="button">Après</button>
    </>
  );
}

function setup() {
  const onPickDay = vi.fn();
  render(<MonthView onPickDay={onPickDay} />);
  return { onPickDay, user: userEvent.setup() };
}

const day = (name: string) => screen.getByRole('button', { name });
const tabStops = () =>
  screen
    .getAllByRole('button', { name: /^\p{L}+ \d{1,2}(er)? \p{L}+ \d{4}$/u })
    .filter((element) => element.tabIndex === 0)
    .map((element) => element.getAttribute('aria-label'));

describe('MonthGrid keyboard', () => {
  it('makes its 42 days one Tab stop, on the day shown; arrows move by day and week', async () => {
    const { user } = setup();
    expect(tabStops()).toEqual(['jeudi 10 décembre 2026']);
    await user.click(screen.getByRole('button', { name: 'Avant' }));
    await user.tab();
    expect(day('jeudi 10 décembre 2026')).toHaveFocus();
    // One more Tab leaves the month: no other day is in the way.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Après' })).toHaveFocus();

    day('jeudi 10 décembre 2026').focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(day('vendredi 18 décembre 2026')).toHaveFocus();
    expect(tabStops()).toEqual(['vendredi 18 décembre 2026']);
    await user.keyboard('{Home}');
    expect(day('lundi 14 décembre 2026')).toHaveFocus();
  });

  it('shows the month of a day reached beyond the one shown, the focus on that day', async () => {
    const { user } = setup();
    day('jeudi 10 décembre 2026').focus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByTestId('shown')).toHaveTextContent('2026-11-26');
    expect(day('jeudi 26 novembre 2026')).toHaveFocus();
    expect(tabStops()).toEqual(['jeudi 26 novembre 2026']);
    await user.keyboard('{PageDown}');
    expect(screen.getByTestId('shown')).toHaveTextContent('2026-12-26');
    expect(day('samedi 26 décembre 2026')).toHaveFocus();
  });

  it('Enter shows the focused day; Ctrl+Enter adds it to the selection', async () => {
    const { user, onPickDay } = setup();
    day('jeudi 10 décembre 2026').focus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onPickDay).toHaveBeenLastCalledWith('2026-12-09', expect.objectContaining({ ctrlKey: false }));
    await user.keyboard('{ArrowLeft}{Control>}{Enter}{/Control}');
    expect(onPickDay).toHaveBeenLastCalledWith('2026-12-08', expect.objectContaining({ ctrlKey: true }));
  });
});
