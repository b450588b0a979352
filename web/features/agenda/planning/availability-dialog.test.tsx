import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultAvailabilitySettings } from '#domain/agenda/availability/availability-settings.ts';
import type { TProAvailabilitySettings } from '#domain/agenda/availability/pro-settings-schemas.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { AvailabilityDialog } from './availability-dialog';

const toast = vi.hoisted(() => ({ notify: vi.fn(), notifyDestructive: vi.fn() }));
vi.mock('#web/shared/ui/toast.ts', () => toast);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const SETTINGS: TProAvailabilitySettings = {
  ...defaultAvailabilitySettings(['cabinet', 'visio']),
  autoConfirm: false,
  consultationModes: ['cabinet', 'visio'],
};

function setup() {
  const api = stubApi([
    { method: 'GET', path: '/api/pro/availability', handler: () => json(SETTINGS) },
    { method: 'PUT', path: '/api/pro/availability', handler: ({ body }) => json(body) },
  ]);
  const onOpenChange = vi.fn();
  const user = userEvent.setup();
  render(withQueryClient(<AvailabilityDialog open onOpenChange={onOpenChange} />));
  return { api, user, onOpenChange };
}

describe('AvailabilityDialog', () => {
  it('edits the ranges of a mode, the settings and automatic confirmation, then saves', async () => {
    const { api, user, onOpenChange } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Configurer mes disponibilités' });
    const cabinet = await within(dialog).findByRole('group', { name: 'Cabinet' });
    expect(within(dialog).getByRole('group', { name: 'Visioconférence' })).toBeInTheDocument();

    await user.click(
      within(cabinet).getByRole('button', { name: 'Supprimer\u00a0: Cabinet, lundi, plage 2' }),
    );
    await user.click(
      within(cabinet).getByRole('button', { name: 'Ajouter une plage\u00a0: Cabinet, samedi' }),
    );
    const slot = within(dialog).getByLabelText("Durée d'un créneau (minutes)");
    await user.clear(slot);
    await user.type(slot, '45');
    await user.click(within(dialog).getByRole('switch', { name: 'Confirmation automatique' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await vi.waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith('Disponibilités enregistrées', expect.any(String)),
    );
    const body = api.calls.find((call) => call.method === 'PUT')?.body as TProAvailabilitySettings;
    expect(body.slotMinutes).toBe(45);
    expect(body.autoConfirm).toBe(true);
    expect(body.weeklyHours.cabinet?.['1']).toEqual([{ start: '09:00', end: '12:00' }]);
    expect(body.weeklyHours.cabinet?.['6']).toEqual([{ start: '09:00', end: '12:00' }]);
    expect(body.weeklyHours.visio?.['1']).toHaveLength(2);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('refuses a range ending before it starts, without calling the server', async () => {
    const { api, user } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Configurer mes disponibilités' });
    const end = await within(dialog).findByLabelText('Cabinet, mardi, plage 1, fin');
    await user.clear(end);
    await user.type(end, '08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Cabinet, mardi, plage 1 : L'heure de fin doit être après l'heure de début",
    );
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
