import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConversationMessagesResponse } from '#domain/messaging/messages/message-schemas.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { ConversationView } from './conversation-view';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function thread(closed: boolean): TConversationMessagesResponse {
  return {
    conversation: {
      id: 7,
      counterpartName: 'Maître Sophie Martin',
      professionalId: 1,
      clientUserId: 'u1',
      lastMessageAt: '2026-11-23T10:00:00.000Z',
      closed,
      unreadCount: 1,
    },
    messages: [
      {
        id: 2,
        mine: false,
        authorName: 'Maître Sophie Martin',
        body: 'Voici la convention.',
        sentAt: '2026-11-23T10:00:00.000Z',
        readAt: null,
        attachments: [
          {
            id: 4,
            fileName: 'convention.pdf',
            contentType: 'application/pdf',
            sizeBytes: 2048,
            url: '/api/client/conversations/7/attachments/4',
          },
        ],
      },
      {
        id: 1,
        mine: true,
        authorName: 'Marie Dubois',
        body: 'Bonjour Maître.',
        sentAt: '2026-11-23T09:00:00.000Z',
        readAt: '2026-11-23T09:30:00.000Z',
        attachments: [],
      },
    ],
  };
}

describe('ConversationView', () => {
  it('shows messages newest first with the attachment, the read receipt, and marks them read', async () => {
    const api = stubApi([
      { method: 'GET', path: '/api/client/conversations/7/messages', handler: () => json(thread(false)) },
      { method: 'POST', path: '/api/client/conversations/7/read', handler: () => json({ ok: true }) },
    ]);
    render(withQueryClient(<ConversationView space="client" conversationId={7} />));
    const items = await screen.findAllByRole('listitem', { name: /^Message de/ });
    expect(items[0]).toHaveTextContent('Voici la convention.');
    expect(items[1]).toHaveTextContent('Bonjour Maître.');
    expect(screen.getByRole('link', { name: /convention\.pdf/ })).toHaveAttribute(
      'href',
      '/api/client/conversations/7/attachments/4?download=1',
    );
    expect(screen.getByText(/^Lu le 23 novembre 2026/)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/client/conversations/7/read')).toBe(true),
    );
  });

  it('refuses an empty message with the shared schema, before any request', async () => {
    const api = stubApi([
      { method: 'GET', path: '/api/client/conversations/7/messages', handler: () => json(thread(false)) },
      { method: 'POST', path: '/api/client/conversations/7/read', handler: () => json({ ok: true }) },
    ]);
    render(withQueryClient(<ConversationView space="client" conversationId={7} />));
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Écrivez un message ou joignez un fichier')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/messages') && call.method === 'POST')).toBe(false);
  });

  it('shows a closed conversation without a composer to the client', async () => {
    stubApi([
      { method: 'GET', path: '/api/client/conversations/7/messages', handler: () => json(thread(true)) },
      { method: 'POST', path: '/api/client/conversations/7/read', handler: () => json({ ok: true }) },
    ]);
    render(withQueryClient(<ConversationView space="client" conversationId={7} />));
    expect(await screen.findByText('Conversation clôturée par le professionnel')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer' })).toBeNull();
  });
});
