import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { weekDays } from '#domain/agenda/planning/calendar-layout.ts';
import type { TCalendarItem } from './calendar-items';
import { TimeGrid } from './time-grid';

/** The grid's cells (`td` of a `role="grid"` table: gridcells in the browser, plain cells for jsdom). */
const gridCells = () => [...document.querySelectorAll<HTMLElement>('[role="grid"] td')];

// Monday 23 to Sunday 29 November 2026; « today » is the Wednesday.
const WEEK = weekDays('2026-11-25');
const TODAY = '2026-11-25';

function item(overrides: Partial<TCalendarItem> = {}): TCalendarItem {
  return {
    key: 'event-1',
    title: 'Audience JAF',
    clientName: null,
    type: 'audience',
    date: TODAY,
    startTime: '10:30',
    endTime: '12:00',
    pending: false,
    location: null,
    event: null,
    appointment: null,
    ...overrides,
  };
}

function setup(items: TCalendarItem[] = []) {
  const onCreate = vi.fn();
  const onOpenItem = vi.fn();
  const view = (days: readonly string[], label: string) => (
    <>
      <button type="button">Avant</button>
      <TimeGrid
        days={days}
        today={TODAY}
        label={label}
        itemsByDate={new Map([[TODAY, items]])}
        onCreate={onCreate}
        onOpenItem={onOpenItem}
      />
    </>
  );
  const { rerender } = render(view(WEEK, 'Planning\u00a0: 23 – 29 novembre 2026'));
  return {
    onCreate,
    user: userEvent.setup(),
    showWeek: (days: readonly string[], label: string) => rerender(view(days, label)),
  };
}

// By its aria-label among the grid's cells: quicker than computing 168 roles and names at each look-up.
// Testing Library reads the label's no-break spaces as plain ones: the expected name is read the same way.
const cell = (name: string) =>
  screen.getByLabelText(name.replace(/[\u00a0\u202f]/g, ' '), { selector: 'td' });

describe('TimeGrid keyboard', () => {
  it('is one Tab stop that lands on 09:00 today, then Tab reaches the events', async () => {
    // A pending request is a button (it opens the pending list).
    const { user } = setup([item({ pending: true })]);
    const grid = screen.getByRole('grid', { name: 'Planning\u00a0: 23 – 29 novembre 2026' });
    expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    expect(gridCells()).toHaveLength(168);
    expect(gridCells().filter((element) => element.tabIndex === 0)).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: 'mercredi 25 novembre 2026' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    await user.click(screen.getByRole('button', { name: 'Avant' }));
    await user.tab();
    expect(cell('mercredi 25 novembre, 09:00')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /^Audience JAF, 10:30 – 12:00/ })).toHaveFocus();
  });

  it('moves with the arrows, Home/End and PageUp/PageDown, keeping a single Tab stop', async () => {
    const { user } = setup();
    cell('mercredi 25 novembre, 09:00').focus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(cell('jeudi 26 novembre, 10:00')).toHaveFocus();
    expect(cell('jeudi 26 novembre, 10:00')).toHaveAttribute('tabindex', '0');
    expect(cell('mercredi 25 novembre, 09:00')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{End}');
    expect(cell('dimanche 29 novembre, 10:00')).toHaveFocus();
    await user.keyboard('{Home}{PageDown}');
    expect(cell('lundi 23 novembre, 18:00')).toHaveFocus();
    await user.keyboard('{PageDown}{ArrowDown}');
    expect(cell('lundi 23 novembre, 23:00')).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(cell('lundi 23 novembre, 00:00')).toHaveFocus();
  });

  it('Shift+ArrowDown extends the duration before Enter opens the form, as a drag does', async () => {
    const { user, onCreate } = setup();
    cell('mercredi 25 novembre, 09:00').focus();
    await user.keyboard('{ArrowDown}{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(cell('mercredi 25 novembre, 12:00')).toHaveFocus();
    for (const hour of ['10:00', '11:00', '12:00']) {
      expect(cell(`mercredi 25 novembre, ${hour}`)).toHaveAttribute('aria-selected', 'true');
    }
    expect(cell('mercredi 25 novembre, 09:00')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('Nouveau créneau')).toBeInTheDocument();
    expect(
      screen.getByText('Nouveau créneau : mercredi 25 novembre 2026, 10:00 – 13:00'),
    ).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onCreate).toHaveBeenCalledWith(TODAY, '10:00', '13:00');
    // The selection is spent: the next one starts from the focused hour.
    expect(screen.queryByText('Nouveau créneau')).not.toBeInTheDocument();
    expect(cell('mercredi 25 novembre, 10:00')).toHaveAttribute('aria-selected', 'false');
  });

  it('Space opens a one-hour form; Escape drops an extended selection first', async () => {
    const { user, onCreate } = setup();
    cell('mercredi 25 novembre, 09:00').focus();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}{Escape}');
    expect(screen.queryByText('Nouveau créneau')).not.toBeInTheDocument();
    await user.keyboard(' ');
    expect(onCreate).toHaveBeenCalledWith(TODAY, '10:00', '11:00');
  });

  it('names each hour with the items that take part of it', () => {
    setup([item()]);
    expect(cell('mercredi 25 novembre, 10:00\u00a0: Audience JAF')).toBeInTheDocument();
    expect(cell('mercredi 25 novembre, 11:00\u00a0: Audience JAF')).toBeInTheDocument();
    expect(cell('mercredi 25 novembre, 12:00')).toBeInTheDocument();
  });

  it('after the week changes, the Tab stop goes to the first day shown at the same hour', async () => {
    const { user, showWeek } = setup();
    cell('mercredi 25 novembre, 09:00').focus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    showWeek(weekDays('2026-12-02'), 'Planning\u00a0: 30 novembre – 6 décembre 2026');
    expect(
      screen.getByRole('grid', { name: 'Planning\u00a0: 30 novembre – 6 décembre 2026' }),
    ).toBeInTheDocument();
    const stops = gridCells().filter((element) => element.tabIndex === 0);
    expect(stops.map((element) => element.getAttribute('aria-label'))).toEqual(['lundi 30 novembre, 10:00']);
  });

  it('a key at the edge moves nothing and never takes the focus back later', async () => {
    const { user, showWeek } = setup();
    cell('mercredi 25 novembre, 09:00').focus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(cell('lundi 23 novembre, 09:00')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Avant' })).toHaveFocus();
    showWeek(weekDays('2026-12-02'), 'Planning\u00a0: 30 novembre – 6 décembre 2026');
    expect(screen.getByRole('button', { name: 'Avant' })).toHaveFocus();
  });
});
