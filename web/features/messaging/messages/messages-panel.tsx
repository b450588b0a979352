import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { caseTopicLine, unreadLabel } from '#domain/messaging/messages/message-rules.ts';
import type { TConversationSummary } from '#domain/messaging/messages/message-schemas.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { ConversationView } from './conversation-view';
import { CONVERSATION_PARAM } from './message-paths';
import { type TMessagesSpace, useConversations } from './messages-api';

const DAY = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'medium' });

/**
 * What tells two conversations with the same person apart (ADR 0069): the appointment or the case each is
 * about (the client never reads a case's title), and, for someone else of the firm, whose client it is.
 */
export function conversationAboutLines(conversation: TConversationSummary, space: TMessagesSpace): string[] {
  const lines: string[] = [];
  if (conversation.lawyerName) lines.push(`Client de ${conversation.lawyerName}`);
  if (conversation.appointmentStartsAt) {
    lines.push(`Rendez-vous du ${DAY.format(new Date(conversation.appointmentStartsAt))}`);
  }
  if (space === 'pro' && conversation.caseTitle) lines.push(caseTopicLine(conversation.caseTitle));
  else if (space === 'client' && conversation.subject === 'case') lines.push('Votre dossier');
  return lines;
}

/** The conversations of one space beside the open one (kept in the URL as ?conversation=). */
export function MessagesPanel(props: { space: TMessagesSpace; emptyText: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useConversations(props.space);
  const selectedParam = Number(searchParams.get(CONVERSATION_PARAM));
  const conversations = list.data?.conversations ?? [];
  const selected =
    Number.isInteger(selectedParam) && selectedParam > 0 ? selectedParam : conversations[0]?.id;
  // Arriving on a named conversation (« Écrire à Maître … », the bell, an e-mail) or choosing one puts the
  // cursor in its composer; the first conversation shown by default does not take the focus.
  const [focusFor, setFocusFor] = useState<number | null>(() =>
    Number.isInteger(selectedParam) && selectedParam > 0 ? selectedParam : null,
  );

  const open = (id: number) => {
    setFocusFor(id);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(CONVERSATION_PARAM, String(id));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  if (list.isPending) return <Spinner label="Chargement des messages…" />;
  if (list.isError) return <ErrorBox message={userMessage(list.error)} />;
  if (conversations.length === 0 && !selected) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
        <MessagesSquare className="mx-auto mb-2 h-8 w-8 text-slate-400" aria-hidden="true" />
        <p>{props.emptyText}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-[18rem_1fr]">
      <nav aria-label="Conversations">
        <ul className="space-y-1">
          {conversations.map((conversation) => {
            const active = conversation.id === selected;
            return (
              <li key={conversation.id}>
                <button
                  type="button"
                  onClick={() => open(conversation.id)}
                  aria-current={active ? 'true' : undefined}
                  className={`w-full rounded-md border px-3 py-2 text-left text-sm ${
                    active ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:bg-slate-50'
                  }`}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-medium text-slate-900">{conversation.counterpartName}</span>
                    {conversation.unreadCount > 0 ? (
                      <span
                        className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white"
                        title={unreadLabel(conversation.unreadCount)}
                      >
                        {conversation.unreadCount}
                        <span className="sr-only"> {unreadLabel(conversation.unreadCount)}</span>
                      </span>
                    ) : null}
                  </span>
                  {conversationAboutLines(conversation, props.space).map((line) => (
                    <span key={line} className="block break-words text-xs text-slate-700">
                      {line}
                    </span>
                  ))}
                  <span className="block text-xs text-slate-600">
                    {conversation.closed
                      ? 'Clôturée'
                      : conversation.lastMessageAt
                        ? `Dernier message le ${DAY.format(new Date(conversation.lastMessageAt))}`
                        : 'Aucun message'}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0">
        {selected ? (
          <ConversationView
            key={selected}
            space={props.space}
            conversationId={selected}
            focusComposer={focusFor === selected}
          />
        ) : null}
      </div>
    </div>
  );
}
