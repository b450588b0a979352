import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProAppointment } from '#web/features/appointments/professional-actions/test-fixtures.ts';
import { CalendarItemButton } from './calendar-item-button';
import { appointmentItem } from './calendar-items';

describe('an appointment block of the planning', () => {
  it('says when the appointment was changed in the external calendar, and only then', () => {
    const changed = appointmentItem(
      makeProAppointment({ id: 1, status: 'pending', externalChange: { kind: 'deleted' } }),
    );
    const untouched = appointmentItem(
      makeProAppointment({ id: 2, status: 'pending', client: 'Lucas Moreau' }),
    );
    if (!changed || !untouched) throw new Error('no block');
    render(
      <>
        <CalendarItemButton item={changed} onOpen={vi.fn()} />
        <CalendarItemButton item={untouched} onOpen={vi.fn()} />
      </>,
    );
    const blocks = screen.getAllByRole('button');
    expect(blocks[0]).toHaveAccessibleName(expect.stringContaining(', Modifié dans votre agenda externe'));
    expect(blocks[1]).not.toHaveAccessibleName(expect.stringContaining('agenda externe'));
  });
});
