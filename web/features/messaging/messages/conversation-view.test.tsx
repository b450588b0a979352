import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConversationMessagesResponse, TMessage } from '#domain/messaging/messages/message-schemas.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { ConversationView } from './conversation-view';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type TConversation = TConversationMessagesResponse['conversation'];

function thread(closed: boolean, conversation: Partial<TConversation> = {}): TConversationMessagesResponse {
  return {
    conversation: {
      id: 7,
      counterpartName: 'Maître Sophie Martin',
      professionalId: 1,
      clientUserId: 'u1',
      lastMessageAt: '2026-11-23T10:00:00.000Z',
      closed,
      unreadCount: 1,
      subject: 'general',
      appointmentStartsAt: null,
      caseTitle: null,
      access: null,
      lawyerName: null,
      ...conversation,
    },
    topic: {
      appointment: { id: 12, startsAt: '2026-12-01T09:00:00.000Z', upcoming: true },
      case: { id: 3, title: 'Divorce Dubois' },
    },
    messages: [
      {
        id: 1,
        mine: true,
        authorName: 'Marie Dubois',
        body: 'Bonjour Maître.',
        sentAt: '2026-11-23T09:00:00.000Z',
        readAt: '2026-11-23T09:30:00.000Z',
        attachments: [],
        sentBy: null,
        withheldAttachments: 0,
      },
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
        sentBy: null,
        withheldAttachments: 0,
      },
    ],
  };
}

function inRouter(children: ReactNode) {
  return withQueryClient(<MemoryRouter>{children}</MemoryRouter>);
}

describe('ConversationView', () => {
  it('names the appointment for the client, and the case too for the professional, as links', async () => {
    stubApi([
      { method: 'GET', path: '/api/client/conversations/7/messages', handler: () => json(thread(false)) },
      { method: 'POST', path: '/api/client/conversations/7/read', handler: () => json({ ok: true }) },
    ]);
    const { unmount } = render(inRouter(<ConversationView space="client" conversationId={7} />));
    const link = await screen.findByRole('link', { name: /À propos du rendez-vous du mardi 1er décembre/ });
    expect(link).toHaveAttribute('href', '/dashboard?onglet=rendez-vous&rdv=12');
    expect(link).toHaveTextContent('à 10:00');
    expect(screen.queryByText(/Divorce Dubois/)).toBeNull();
    unmount();
    stubApi([
      { method: 'GET', path: '/api/pro/conversations/7/messages', handler: () => json(thread(false)) },
      { method: 'POST', path: '/api/pro/conversations/7/read', handler: () => json({ ok: true }) },
    ]);
    render(inRouter(<ConversationView space="pro" conversationId={7} />));
    expect(await screen.findByRole('link', { name: 'Dossier\u00a0: Divorce Dubois' })).toHaveAttribute(
      'href',
      '/pro/dashboard/cases/3',
    );
    expect(screen.getByRole('link', { name: /À propos du rendez-vous/ })).toHaveAttribute(
      'href',
      '/pro/dashboard/appointments?rdv=12',
    );
  });

  it('puts the cursor in the composer when asked (arriving from « Écrire à Maître … »)', async () => {
    stubApi([
      { method: 'GET', path: '/api/client/conversations/7/messages', handler: () => json(thread(false)) },
      { method: 'POST', path: '/api/client/conversations/7/read', handler: () => json({ ok: true }) },
    ]);
    render(inRouter(<ConversationView space="client" conversationId={7} focusComposer />));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Votre message' })).toHaveFocus());
  });

  it('shows messages oldest first above the composer, with the attachment, the read receipt, and marks them read', async () => {
    const api = stubApi([
      { method: 'GET', path: '/api/client/conversations/7/messages', handler: () => json(thread(false)) },
      { method: 'POST', path: '/api/client/conversations/7/read', handler: () => json({ ok: true }) },
    ]);
    render(inRouter(<ConversationView space="client" conversationId={7} />));
    const items = await screen.findAllByRole('listitem', { name: /^Message de/ });
    expect(items[0]).toHaveTextContent('Bonjour Maître.');
    expect(items[1]).toHaveTextContent('Voici la convention.');
    const composer = screen.getByRole('form', { name: 'Nouveau message' });
    expect(items[1]?.compareDocumentPosition(composer)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(
      screen.getByText(/seuls vous et votre correspondant y avez accès dans JurisRDV/),
    ).toBeInTheDocument();
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
    render(inRouter(<ConversationView space="client" conversationId={7} />));
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Écrivez un message ou joignez un fichier')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/messages') && call.method === 'POST')).toBe(false);
  });

  it('shows a closed conversation without a composer to the client', async () => {
    stubApi([
      { method: 'GET', path: '/api/client/conversations/7/messages', handler: () => json(thread(true)) },
      { method: 'POST', path: '/api/client/conversations/7/read', handler: () => json({ ok: true }) },
    ]);
    render(inRouter(<ConversationView space="client" conversationId={7} />));
    expect(await screen.findByText('Conversation clôturée par le professionnel')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer' })).toBeNull();
  });

  it('shows an assistant whose name they write in, who wrote each answer, files counted but withheld, no closing', async () => {
    const data = thread(false, {
      counterpartName: 'Marie Dubois',
      subject: 'appointment',
      appointmentStartsAt: '2026-12-01T09:00:00.000Z',
      access: 'scheduling',
      lawyerName: 'Maître Sophie Martin',
    });
    data.topic.case = null;
    data.messages = [
      {
        id: 1,
        mine: false,
        authorName: 'Marie Dubois',
        body: 'Voici le testament.',
        sentAt: '2026-11-23T09:00:00.000Z',
        readAt: null,
        attachments: [],
        sentBy: null,
        withheldAttachments: 1,
      },
      {
        id: 2,
        mine: true,
        authorName: 'Maître Sophie Martin',
        body: 'Jeudi 10\u00a0h convient.',
        sentAt: '2026-11-23T10:00:00.000Z',
        readAt: null,
        attachments: [],
        sentBy: 'Julie Lefèvre',
        withheldAttachments: 0,
      },
    ];
    stubApi([
      { method: 'GET', path: '/api/pro/conversations/7/messages', handler: () => json(data) },
      { method: 'POST', path: '/api/pro/conversations/7/read', handler: () => json({ ok: true }) },
    ]);
    render(inRouter(<ConversationView space="pro" conversationId={7} />));
    expect(
      await screen.findByText('Vous écrivez au nom de Maître Sophie Martin : le client ne voit que son nom.'),
    ).toBeVisible();
    const answer = screen.getByRole('listitem', {
      name: /^Message de Maître Sophie Martin, envoyé par julie lefèvre, /i,
    });
    expect(answer).toHaveTextContent('Envoyé par Julie Lefèvre');
    expect(answer).not.toHaveTextContent(/^Vous/);
    expect(screen.getByText('1 pièce jointe réservée à l’avocat et aux membres du dossier')).toBeVisible();
    expect(screen.queryByText('Joindre un fichier')).toBeNull();
    expect(
      screen.getByText(
        'Les pièces jointes sont réservées à l’avocat et aux membres de la liste d’accès du dossier.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Clôturer la conversation/ })).toBeNull();
    expect(screen.getByText(/lue par le professionnel et par son secrétariat/)).toBeVisible();
  });

  it('lets a colleague with the read right read, without a composer nor closing', async () => {
    stubApi([
      {
        method: 'GET',
        path: '/api/pro/conversations/7/messages',
        handler: () =>
          json(
            thread(false, {
              counterpartName: 'Marie Dubois',
              subject: 'case',
              caseTitle: 'Succession Dubois',
              access: 'read',
              lawyerName: 'Maître Sophie Martin',
            }),
          ),
      },
      { method: 'POST', path: '/api/pro/conversations/7/read', handler: () => json({ ok: true }) },
    ]);
    render(inRouter(<ConversationView space="pro" conversationId={7} />));
    expect(await screen.findByText('Client de Maître Sophie Martin')).toBeVisible();
    expect(
      screen.getByText(
        'Ce dossier vous est partagé en lecture seule : vous lisez ses messages sans pouvoir y répondre.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Votre message' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Clôturer la conversation/ })).toBeNull();
    // The lawyer's side is not « Vous » for a colleague.
    expect(screen.queryByText(/^Vous ·/)).toBeNull();
  });

  it('shows the lawyer their own answers as « Vous » and a colleague’s with its author, and lets them close', async () => {
    const data = thread(false, { counterpartName: 'Marie Dubois', subject: 'case', access: 'own' });
    data.messages = [
      { ...(data.messages[0] as TMessage), mine: true, authorName: 'Maître Sophie Martin', body: 'Bonjour.' },
      {
        ...(data.messages[0] as TMessage),
        id: 3,
        mine: true,
        authorName: 'Maître Sophie Martin',
        body: 'Je le joins au dossier.',
        sentBy: 'Maître Luc Fontaine',
      },
    ];
    stubApi([
      { method: 'GET', path: '/api/pro/conversations/7/messages', handler: () => json(data) },
      { method: 'POST', path: '/api/pro/conversations/7/read', handler: () => json({ ok: true }) },
    ]);
    render(inRouter(<ConversationView space="pro" conversationId={7} />));
    const [mine, colleague] = await screen.findAllByRole('listitem', { name: /^Message de/ });
    expect(mine).toHaveAccessibleName(/^Message de vous, /);
    expect(colleague).toHaveAccessibleName(
      /^Message de Maître Sophie Martin, envoyé par maître luc fontaine, /,
    );
    expect(colleague).toHaveTextContent('Envoyé par Maître Luc Fontaine');
    expect(screen.getByRole('button', { name: /Clôturer la conversation/ })).toBeVisible();
    expect(screen.getByText(/cette conversation sur un dossier est lue par le professionnel/)).toBeVisible();
  });

  it('tells the client a case’s conversation is about their case, never its title', async () => {
    const data = thread(false, { subject: 'case' });
    data.topic = { appointment: null, case: null };
    stubApi([
      { method: 'GET', path: '/api/client/conversations/7/messages', handler: () => json(data) },
      { method: 'POST', path: '/api/client/conversations/7/read', handler: () => json({ ok: true }) },
    ]);
    render(inRouter(<ConversationView space="client" conversationId={7} />));
    expect(await screen.findByText('À propos de votre dossier')).toBeVisible();
    expect(screen.queryByText(/Divorce Dubois/)).toBeNull();
  });
});
