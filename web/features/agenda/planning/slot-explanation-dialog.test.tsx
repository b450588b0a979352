import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSlotExplanationResponse } from '#domain/agenda/availability/explain-slot-schemas.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { SLOT_EXPLANATION_TITLE, SlotExplanationDialog } from './slot-explanation-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

const BLOCKED: TSlotExplanationResponse = {
  at: '2027-06-09T13:40:00.000Z',
  free: false,
  slot: { start: '2027-06-09T13:30:00.000Z', end: '2027-06-09T14:00:00.000Z', modes: ['cabinet'] },
  reasons: [
    {
      kind: 'appointment',
      text: 'Rendez-vous avec Lucas Bernard de 15:30 à 16:00',
      start: '2027-06-09T13:30:00.000Z',
      end: '2027-06-09T14:00:00.000Z',
    },
    {
      kind: 'notice',
      text: 'Moins de 24\u00a0heures à l’avance\u00a0: délai de prévenance',
      start: null,
      end: null,
    },
  ],
};

/** The planning's button and its dialog, as the page wires them. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {SLOT_EXPLANATION_TITLE}
      </button>
      <SlotExplanationDialog open={open} onOpenChange={setOpen} initialDate="2027-06-09" lawyer={null} />
    </>
  );
}

describe('SlotExplanationDialog', () => {
  it('asks about the date and time typed, in Paris time, and lists the reasons', async () => {
    const api = stubApi([
      { method: 'GET', path: /^\/api\/pro\/availability\/explain\?/, handler: () => json(BLOCKED) },
    ]);
    const user = userEvent.setup();
    render(withQueryClient(<Opener />));
    const opener = screen.getByRole('button', { name: 'Pourquoi ce créneau n’est-il pas disponible\u202f?' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: SLOT_EXPLANATION_TITLE });
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2027-06-09');
    const time = within(dialog).getByLabelText('Heure');
    await user.clear(time);
    await user.type(time, '15:40');
    await user.click(within(dialog).getByRole('button', { name: 'Voir pourquoi' }));

    const answer = within(dialog).getByRole('region', { name: 'Réponse' });
    expect(await within(answer).findByText('Rendez-vous avec Lucas Bernard de 15:30 à 16:00')).toBeVisible();
    expect(
      within(answer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(BLOCKED.reasons.map((reason) => reason.text));
    expect(within(answer).getByRole('heading', { name: 'mercredi 9 juin 2027 à 15:40' })).toBeVisible();
    expect(within(answer).getByText('Créneau de 15:30 à 16:00 (Cabinet)')).toBeVisible();
    // 15:40 in Paris in June is 13:40 UTC.
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/pro/availability/explain?at=2027-06-09T13%3A40%3A00.000Z',
    ]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('says when a time is free, and refuses an empty time without asking the server', async () => {
    const api = stubApi([
      {
        method: 'GET',
        path: /^\/api\/pro\/availability\/explain\?/,
        handler: () =>
          json({
            ...BLOCKED,
            free: true,
            reasons: [
              { kind: 'free', text: 'Ce créneau est disponible à la réservation.', start: null, end: null },
            ],
          }),
      },
    ]);
    const user = userEvent.setup();
    render(
      withQueryClient(
        <SlotExplanationDialog
          open
          onOpenChange={() => {}}
          initialDate="2027-06-09"
          lawyer="Maître Sophie Martin"
        />,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: SLOT_EXPLANATION_TITLE });
    expect(dialog).toHaveTextContent('l’agenda de Maître Sophie Martin');
    const time = within(dialog).getByLabelText('Heure');
    await user.clear(time);
    await user.click(within(dialog).getByRole('button', { name: 'Voir pourquoi' }));
    expect(within(dialog).getByText('Indiquez une heure.')).toBeVisible();
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);

    await user.type(time, '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Voir pourquoi' }));
    expect(await within(dialog).findByText('Ce créneau est disponible à la réservation.')).toBeVisible();
  });
});
