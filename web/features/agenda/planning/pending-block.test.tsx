import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPlanningEvent } from '#domain/agenda/planning/planning-event-schemas.ts';
import type { TProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { PendingBlock } from './pending-block';

afterEach(() => vi.unstubAllGlobals());

/** Stands for the workspace's decision web/app hands in; its behaviour is request-decision.tsx's tests'. */
function stubDecision(appointment: TProAppointment) {
  return <button type="button">Décision sur la demande de {appointment.client}</button>;
}

const pendingEvent: TPlanningEvent = {
  id: 41,
  title: 'Rendez-vous à confirmer',
  clientName: 'Jean Morel',
  type: 'consultation',
  date: '2026-11-25',
  seriesDate: '2026-11-25',
  occurrenceDate: '2026-11-25',
  exception: false,
  startTime: '10:00',
  endTime: '11:00',
  start: '2026-11-25T09:00:00.000Z',
  end: '2026-11-25T10:00:00.000Z',
  status: 'pending',
  location: 'Cabinet - Salle 2',
  description: null,
  mode: 'office',
  recurring: false,
  repeat: 'none',
  until: null,
  count: null,
  blocking: false,
  source: 'local',
};

function renderBlock() {
  const requests: { method: string; url: string; body: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ method: init?.method ?? 'GET', url, body: String(init?.body ?? '') });
      return Response.json({ event: { ...pendingEvent, status: 'confirmed' }, ok: true });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PendingBlock
        pending={[]}
        pendingEvents={[pendingEvent]}
        open
        onOpenChange={vi.fn()}
        renderRequestDecision={stubDecision}
      />
    </QueryClientProvider>,
  );
  return requests;
}

describe('pending events in « RDV en attente »', () => {
  it('counts them and confirms one by saving it as confirmed', async () => {
    const requests = renderBlock();
    expect(screen.getByRole('button', { name: /RDV en attente/ })).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Accepter le rendez-vous de Jean Morel' }));
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/api/pro/events/41');
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({
      status: 'confirmed',
      date: '2026-11-25',
      startTime: '10:00',
    });
  });

  it('refuses one by removing the event', async () => {
    const requests = renderBlock();
    await userEvent.click(screen.getByRole('button', { name: 'Refuser le rendez-vous de Jean Morel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
    expect(
      requests.some((request) => request.method === 'DELETE' && request.url === '/api/pro/events/41'),
    ).toBe(true);
  });
});

const pendingBooking: TProAppointment = {
  id: 7,
  client: 'Lucas Moreau',
  email: 'lucas.moreau@example.com',
  phone: null,
  hasClientAccount: true,
  type: 'Consultation',
  date: '2099-11-24',
  time: '14:30',
  start: '2099-11-24T13:30:00.000Z',
  end: '2099-11-24T14:00:00.000Z',
  durationMinutes: 30,
  duration: '30min',
  mode: 'office',
  status: 'pending',
  location: 'Cabinet - Salle 1',
  meetingUrl: null,
  recordingConsentAt: null,
  isFirstConsultation: true,
  cancellationReason: null,
  hasFeeAgreement: false,
  notes: [],
  documents: [],
  questionnaire: [],
  opposingParty: null,
  possibleConflicts: [],
  externalChange: null,
};

describe('refusing a pending event in « RDV en attente »', () => {
  it('offers no internal note for a pending event of the professional', async () => {
    renderBlock();
    await userEvent.click(screen.getByRole('button', { name: 'Refuser le rendez-vous de Jean Morel' }));
    expect(screen.getByLabelText('Motif du refus (facultatif)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Note interne (jamais montrée au client)')).not.toBeInTheDocument();
  });
});

describe('a possible conflict of interest in « RDV en attente » (issue 15 §1)', () => {
  it('shows the opposing party named and what it matched, before the decision', () => {
    const booking: TProAppointment = {
      ...pendingBooking,
      opposingParty: 'Benali Karim',
      possibleConflicts: [
        {
          subject: 'opposingParty',
          subjectName: 'Benali Karim',
          kind: 'contact',
          matchedName: 'Karim Benali',
          caseId: null,
          caseTitle: null,
          contactId: 12,
          appointmentId: null,
          appointmentDate: null,
          heldBy: null,
        },
        {
          subject: 'opposingParty',
          subjectName: 'Benali Karim',
          kind: 'appointmentClient',
          matchedName: 'Karim Benali',
          caseId: null,
          caseTitle: null,
          contactId: null,
          appointmentId: 31,
          appointmentDate: '2027-03-04',
          heldBy: null,
        },
        {
          subject: 'client',
          subjectName: 'Lucas Moreau',
          kind: 'caseOpposingParty',
          matchedName: 'M. Lucas Moreau',
          caseId: 5,
          caseTitle: 'Succession Roux',
          contactId: null,
          appointmentId: null,
          appointmentDate: null,
          heldBy: null,
        },
        {
          subject: 'opposingParty',
          subjectName: 'Benali Karim',
          kind: 'caseClient',
          matchedName: 'Karim Benali',
          caseId: null,
          caseTitle: null,
          contactId: null,
          appointmentId: null,
          appointmentDate: null,
          heldBy: 'Maître Luc Fontaine',
        },
      ],
    };
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <PendingBlock
            pending={[booking]}
            pendingEvents={[]}
            open
            onOpenChange={vi.fn()}
            renderRequestDecision={stubDecision}
          />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('Partie adverse indiquée : Benali Karim')).toBeInTheDocument();
    const flag = screen.getByRole('note', { name: "Conflit d'intérêts possible" });
    expect(within(flag).getByRole('link', { name: 'Contact\u00a0: Karim Benali' })).toHaveAttribute(
      'href',
      '/pro/dashboard/contacts/12',
    );
    // Someone who consulted him: the day of that appointment, whose details the link opens.
    expect(
      within(flag).getByRole('link', { name: 'Client du rendez-vous du 04/03/2027 (Karim Benali)' }),
    ).toHaveAttribute('href', '/pro/dashboard/appointments?rdv=31');
    expect(
      within(flag).getByRole('link', {
        name: 'Partie adverse du dossier «\u00a0Succession Roux\u00a0» (M. Lucas Moreau)',
      }),
    ).toHaveAttribute('href', '/pro/dashboard/cases/5');
    // In a colleague's records (ADR 0055): whom to ask, no link, nothing of the matter.
    expect(flag).toHaveTextContent('Client dans un dossier de Maître Luc Fontaine (Karim Benali)');
    expect(within(flag).getAllByRole('link')).toHaveLength(3);
    expect(flag).toHaveTextContent("Vérifiez qu'il ne s'agit pas des mêmes personnes avant d'accepter.");
    const decision = screen.getByRole('button', { name: 'Décision sur la demande de Lucas Moreau' });
    expect(flag.compareDocumentPosition(decision) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('a client request in « RDV en attente » (issue 26 §1)', () => {
  it("shows the workspace's one decision, handed in by web/app, for each request and nothing of its own", async () => {
    const decided: number[] = [];
    const other: TProAppointment = { ...pendingBooking, id: 8, client: 'Emma Laurent' };
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <PendingBlock
            pending={[pendingBooking, other]}
            pendingEvents={[]}
            open
            onOpenChange={vi.fn()}
            renderRequestDecision={(appointment) => (
              <button type="button" onClick={() => decided.push(appointment.id)}>
                Décision sur {appointment.client}
              </button>
            )}
          />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const item = screen.getByText('Emma Laurent').closest('li') as HTMLElement;
    await userEvent.click(within(item).getByRole('button', { name: 'Décision sur Emma Laurent' }));
    expect(decided).toEqual([other.id]);
    expect(screen.getByRole('button', { name: `Décision sur ${pendingBooking.client}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accepter le rendez-vous de/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Refuser le rendez-vous de/ })).toBeNull();
  });
});
