import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConversationSummary } from '#domain/messaging/messages/message-schemas.ts';
import {
  json,
  newQueryClient,
  stubApi,
  withQueryClient,
} from '#web/features/appointments/booking/test-support.tsx';
import { makeStaffSummary, signInStaff } from '#web/features/identity/firms/staff-test-fixtures.ts';
import { conversationAboutLines } from './messages-panel';
import { ProMessagesPage } from './pro-messages-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function summary(overrides: Partial<TConversationSummary>): TConversationSummary {
  return {
    id: 7,
    counterpartName: 'Marie Dubois',
    professionalId: 1,
    clientUserId: 'u1',
    lastMessageAt: '2026-11-23T10:00:00.000Z',
    closed: false,
    unreadCount: 0,
    subject: 'general',
    appointmentStartsAt: null,
    caseTitle: null,
    access: 'own',
    lawyerName: null,
    ...overrides,
  };
}

const ABOUT_APPOINTMENT = summary({
  id: 7,
  subject: 'appointment',
  appointmentStartsAt: '2026-11-26T09:00:00.000Z',
  access: 'scheduling',
  lawyerName: 'Maître Sophie Martin',
  unreadCount: 1,
});
const SHARED_CASE = summary({
  id: 8,
  counterpartName: 'Hélène Morel',
  professionalId: 3,
  subject: 'case',
  caseTitle: 'Succession Morel',
  access: 'read',
  lawyerName: 'Maître Luc Fontaine',
});

describe('the conversations list (ADR 0069)', () => {
  it('tells two conversations with one person apart, and whose client it is for the rest of the firm', () => {
    expect(conversationAboutLines(ABOUT_APPOINTMENT, 'pro')).toEqual([
      'Client de Maître Sophie Martin',
      'Rendez-vous du 26 nov. 2026',
    ]);
    expect(conversationAboutLines(SHARED_CASE, 'pro')).toEqual([
      'Client de Maître Luc Fontaine',
      'Dossier\u00a0: Succession Morel',
    ]);
    expect(conversationAboutLines(summary({}), 'pro')).toEqual([]);
    // The client reads « Votre dossier », never the lawyer's title for it.
    expect(
      conversationAboutLines(summary({ subject: 'case', caseTitle: null, access: null }), 'client'),
    ).toEqual(['Votre dossier']);
  });
});

describe('ProMessagesPage for an assistant', () => {
  it('says whose scheduling messages these are and lists them, each with what it is about', async () => {
    stubApi([
      {
        method: 'GET',
        path: '/api/pro/conversations',
        handler: () => json({ conversations: [ABOUT_APPOINTMENT, SHARED_CASE] }),
      },
      {
        method: 'GET',
        path: /^\/api\/pro\/conversations\/7\/messages$/,
        handler: () =>
          json({
            conversation: ABOUT_APPOINTMENT,
            topic: {
              appointment: { id: 12, startsAt: '2026-11-26T09:00:00.000Z', upcoming: true },
              case: null,
            },
            messages: [],
          }),
      },
    ]);
    const client = signInStaff(newQueryClient(), makeStaffSummary('assistant'));
    render(
      withQueryClient(
        <MemoryRouter>
          <ProMessagesPage />
        </MemoryRouter>,
        client,
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    expect(
      screen.getByText(
        /^Les échanges sur l’organisation des rendez-vous de Maître Sophie Martin, et ceux des dossiers/,
      ),
    ).toBeVisible();
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const [first, second] = within(list).getAllByRole('button');
    expect(first).toHaveTextContent('Marie Dubois');
    expect(first).toHaveTextContent('Client de Maître Sophie Martin');
    expect(first).toHaveTextContent('Rendez-vous du 26 nov. 2026');
    expect(second).toHaveTextContent('Dossier : Succession Morel');
    expect(
      await screen.findByText('Vous écrivez au nom de Maître Sophie Martin : le client ne voit que son nom.'),
    ).toBeVisible();
  });
});
