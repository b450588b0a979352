import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TProfessionalRegistration } from '#domain/identity/auth/admin-schemas.ts';
import { NOTE_REQUIRED_MESSAGE } from '#domain/identity/official-directories/official-directory-schemas.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { RegistrationsBoard } from './registrations-board';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function registration(overrides: Partial<TProfessionalRegistration>): TProfessionalRegistration {
  return {
    id: 41,
    name: 'Claire Fontaine',
    email: 'claire@example.com',
    certificates: [],
    emailVerified: true,
    professionalType: 'avocat',
    title: 'Avocate',
    practice: 'Fontaine Avocats',
    specialty: 'Droit du travail',
    barNumber: '0123456',
    barAssociation: 'Paris',
    town: '75001 Paris',
    verificationStatus: 'pending',
    rejectionReason: null,
    createdAt: '2027-03-02T09:00:00.000Z',
    isPublic: false,
    missing: [],
    match: {
      state: 'found',
      source: 'cnb',
      importedAt: '2027-03-01T09:00:00.000Z',
      line: {
        name: 'Claire FONTAINE',
        place: 'PARIS',
        number: '0123456',
        oathDate: '2010-03-12',
        specialisations: ['Droit du travail'],
      },
      differences: [],
    },
    verification: null,
    ...overrides,
  };
}

const CLARA = registration({
  id: 42,
  name: 'Clara Morel',
  barAssociation: 'Grenoble',
  match: {
    state: 'differences',
    source: 'cnb',
    importedAt: '2027-03-01T09:00:00.000Z',
    line: { name: 'Élise MOREL', place: 'LYON', number: '0345678', oathDate: null, specialisations: [] },
    differences: [
      { field: 'firstName', declared: 'Clara', directory: 'Élise' },
      { field: 'place', declared: 'Grenoble', directory: 'LYON' },
    ],
  },
});

function stub(registrations: TProfessionalRegistration[], approve = () => json({ ok: true })) {
  return stubApi([
    { method: 'GET', path: /^\/api\/admin\/registrations\?status=/, handler: () => json({ registrations }) },
    { method: 'POST', path: /\/approve$/, handler: approve },
  ]);
}

/** Testing Library reads a no-break space as a space. */
const NOTE_TEXT = NOTE_REQUIRED_MESSAGE.replace(/\u00a0/g, ' ');

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('RegistrationsBoard and the official directories', () => {
  it('shows « Trouvé au tableau » with the directory line, and validates in one click', async () => {
    const { calls } = stub([registration({})]);
    render(withQueryClient(<RegistrationsBoard />));
    const card = await cardOf('Claire Fontaine');
    expect(within(card).getByText('Trouvé au tableau')).toBeInTheDocument();
    expect(card).toHaveTextContent('Annuaire national des avocats (CNB), importé le 1er mars 2027.');
    expect(card).toHaveTextContent('Claire FONTAINE · PARIS · n° 0123456 · serment le 12 mars 2010');
    await userEvent.click(
      within(card).getByRole('button', { name: "Valider l'inscription de Claire Fontaine" }),
    );
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        path: '/api/admin/registrations/41/approve',
        body: {},
      }),
    );
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows « Différences » field by field, and asks the note before validating', async () => {
    const { calls } = stub([CLARA]);
    render(withQueryClient(<RegistrationsBoard />));
    const card = await cardOf('Clara Morel');
    expect(within(card).getByText('Différences')).toBeInTheDocument();
    const differences = within(card).getByRole('list', { name: 'Différences avec l’annuaire' });
    expect(differences).toHaveTextContent('Prénom : Clara (inscription) — Élise (annuaire)');
    expect(differences).toHaveTextContent('Barreau : Grenoble (inscription) — LYON (annuaire)');

    await userEvent.click(within(card).getByRole('button', { name: "Valider l'inscription de Clara Morel" }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    const note = within(card).getByRole('textbox', { name: 'Note de validation (obligatoire)' });
    await userEvent.click(within(card).getByRole('button', { name: 'Confirmer la validation' }));
    expect(await within(card).findByText(NOTE_TEXT)).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(note, 'Inscrite à Grenoble depuis avril.');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirmer la validation' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        path: '/api/admin/registrations/42/approve',
        body: { note: 'Inscrite à Grenoble depuis avril.' },
      }),
    );
  });

  it('puts the server’s refusal of the note next to the field', async () => {
    stub([CLARA], () =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Certains champs sont invalides.',
            fieldErrors: { note: NOTE_REQUIRED_MESSAGE },
          },
        },
        400,
      ),
    );
    render(withQueryClient(<RegistrationsBoard />));
    const card = await cardOf('Clara Morel');
    await userEvent.click(within(card).getByRole('button', { name: "Valider l'inscription de Clara Morel" }));
    await userEvent.type(
      within(card).getByRole('textbox', { name: 'Note de validation (obligatoire)' }),
      'Vu.',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Confirmer la validation' }));
    expect(await within(card).findByText(NOTE_TEXT)).toBeInTheDocument();
  });

  it('says « Absent » and « Annuaire non importé » plainly', async () => {
    stub([
      registration({
        id: 43,
        name: 'Zoé Inconnue',
        match: {
          state: 'absent',
          source: 'cnb',
          importedAt: '2027-03-01T09:00:00.000Z',
          line: null,
          differences: [],
        },
      }),
      registration({
        id: 44,
        name: 'Anne Roux',
        professionalType: 'notaire',
        match: { state: 'unavailable', source: 'notaires', importedAt: null, line: null, differences: [] },
      }),
    ]);
    render(withQueryClient(<RegistrationsBoard />));
    const absent = await cardOf('Zoé Inconnue');
    expect(within(absent).getByText('Absent')).toBeInTheDocument();
    expect(absent).toHaveTextContent('aucune ligne ne porte ce numéro ni ce nom');
    const unavailable = await cardOf('Anne Roux');
    expect(within(unavailable).getByText('Annuaire non importé')).toBeInTheDocument();
    expect(unavailable).toHaveTextContent('Annuaire des notaires : pas encore importé, rien à comparer.');
  });
});
