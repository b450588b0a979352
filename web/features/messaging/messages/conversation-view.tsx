import { zodResolver } from '@hookform/resolvers/zod';
import {
  CalendarDays,
  Check,
  CheckCheck,
  Download,
  FolderOpen,
  Lock,
  LockOpen,
  Paperclip,
  Send,
  UserRound,
  X,
} from 'lucide-react';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  ATTACHMENTS_WITHHELD,
  READ_ONLY_CONVERSATION,
  sentByLine,
  withheldAttachmentsLine,
} from '#domain/messaging/messages/conversation-access.ts';
import {
  appointmentTopicLine,
  CLIENT_CASE_TOPIC,
  CLOSED_CONVERSATION_NOTICE,
  caseTopicLine,
  secureMessagesNotice,
} from '#domain/messaging/messages/message-rules.ts';
import {
  MAX_MESSAGE_LENGTH,
  type TConversationSummary,
  type TConversationTopic,
  type TMessage,
  type TSendMessageRequest,
  ZSendMessageRequest,
} from '#domain/messaging/messages/message-schemas.ts';
import {
  clientAppointmentLink,
  proAppointmentLink,
} from '#domain/messaging/notifications/appointment-notices.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { fileToBase64, userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { TEXTAREA_CLASSES } from '#web/shared/ui/card.tsx';
import { ACCEPTED_DOCUMENT_TYPES } from '#web/shared/ui/document-upload-form.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import {
  isNotFound,
  type TMessagesSpace,
  useCloseConversation,
  useConversationMessages,
  useMarkConversationRead,
  useSendMessage,
} from './messages-api';

const DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'long',
  timeStyle: 'short',
});

function formatWhen(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} Ko`;
  return `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}

/**
 * One conversation as every messaging app shows it: what it is about, the messages oldest first scrolled
 * to the newest, and the composer below them. `focusComposer` puts the cursor in the box on arrival.
 */
export function ConversationView(props: {
  space: TMessagesSpace;
  conversationId: number;
  focusComposer?: boolean;
}) {
  const query = useConversationMessages(props.space, props.conversationId);
  const markRead = useMarkConversationRead(props.space);
  const unread = query.data?.messages.some((message) => !message.mine && message.readAt === null) ?? false;
  const markReadMutate = markRead.mutate;
  const listRef = useRef<HTMLOListElement | null>(null);
  const lastMessageId = query.data?.messages.at(-1)?.id;

  // The reader has the messages on screen: the other side's get their read receipt.
  useEffect(() => {
    if (unread) markReadMutate(props.conversationId);
  }, [unread, markReadMutate, props.conversationId]);

  // Opened, or a message arrived: the newest is in view, next to the composer.
  useEffect(() => {
    const list = listRef.current;
    if (list && lastMessageId !== undefined) list.scrollTop = list.scrollHeight;
  }, [lastMessageId]);

  if (query.isPending) return <Spinner label="Chargement de la conversation…" />;
  if (query.isError) {
    return (
      <ErrorBox message={isNotFound(query.error) ? 'Conversation introuvable.' : userMessage(query.error)} />
    );
  }
  const { conversation, messages, topic } = query.data;
  // A colleague with the read right on the case reads without writing (ADR 0069).
  const readOnly = conversation.access === 'read';
  const canWrite = !conversation.closed && !readOnly;
  // Whether « Vous » is the lawyer: in the client space, or for the conversation's own lawyer.
  const youAreTheAuthor = props.space === 'client' || conversation.access === 'own';
  return (
    <section aria-label={`Conversation avec ${conversation.counterpartName}`} className="space-y-3">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 pb-3">
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">{conversation.counterpartName}</h2>
          {conversation.lawyerName ? (
            <p className="flex items-center gap-1 text-sm text-slate-700">
              <UserRound className="h-4 w-4 shrink-0" aria-hidden="true" />
              {readOnly
                ? `Client de ${conversation.lawyerName}`
                : `Vous écrivez au nom de ${conversation.lawyerName}\u00a0: le client ne voit que son nom.`}
            </p>
          ) : null}
          <TopicLines space={props.space} topic={topic} subject={conversation.subject} />
          <p className="flex items-start gap-1 text-xs text-slate-600">
            <Lock className="mt-0.5 h-3 w-3 shrink-0" aria-hidden="true" />
            {secureMessagesNotice(conversation.subject)}
          </p>
        </div>
        {props.space === 'pro' && conversation.access === 'own' ? (
          <CloseToggle conversation={conversation} />
        ) : null}
      </header>
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600">Aucun message pour l’instant. Écrivez le premier.</p>
      ) : (
        <ol
          ref={listRef}
          aria-label="Messages, du plus ancien au plus récent"
          className="max-h-[55vh] space-y-3 overflow-y-auto overscroll-contain pr-1"
        >
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} youAreTheAuthor={youAreTheAuthor} />
          ))}
        </ol>
      )}
      {conversation.closed ? (
        <p role="status" className="rounded-md bg-slate-100 px-4 py-3 text-sm text-slate-700">
          {conversation.clientUserId === null && props.space === 'pro'
            ? 'Le client a supprimé son compte\u00a0: la conversation est conservée dans vos dossiers, clôturée.'
            : CLOSED_CONVERSATION_NOTICE}
        </p>
      ) : null}
      {readOnly && !conversation.closed ? (
        <p role="status" className="rounded-md bg-slate-100 px-4 py-3 text-sm text-slate-700">
          {READ_ONLY_CONVERSATION}
        </p>
      ) : null}
      {canWrite ? (
        <Composer
          space={props.space}
          conversationId={conversation.id}
          autoFocus={props.focusComposer ?? false}
          attachments={conversation.access !== 'scheduling'}
        />
      ) : null}
    </section>
  );
}

/** « 1er » with its superscript. */
function WithOrdinals({ text }: { text: string }) {
  const parts = text.split(/\b1er\b/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
        <Fragment key={index}>
          {index > 0 ? (
            <>
              1<sup>er</sup>
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * The appointment (and, for the professional, the case) the conversation is about, each a link; the client
 * is told a case's conversation is about their case, never its title.
 */
function TopicLines({
  space,
  topic,
  subject,
}: {
  space: TMessagesSpace;
  topic: TConversationTopic;
  subject: TConversationSummary['subject'];
}) {
  const appointment = topic.appointment;
  const shownCase = space === 'pro' ? topic.case : null;
  if (space === 'client' && subject === 'case') {
    return (
      <p className="flex items-center gap-1 text-sm text-slate-700">
        <FolderOpen className="h-4 w-4 shrink-0" aria-hidden="true" />
        {CLIENT_CASE_TOPIC}
      </p>
    );
  }
  if (!appointment && !shownCase) return null;
  const appointmentLine = appointment ? appointmentTopicLine(new Date(appointment.startsAt), new Date()) : '';
  const appointmentHref = appointment
    ? space === 'pro'
      ? proAppointmentLink(appointment.id)
      : clientAppointmentLink(appointment.id, appointment.upcoming ? 'rendez-vous' : 'historique')
    : '';
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {appointment ? (
        // Named in plain text: the superscript would otherwise split « 1er » for screen readers.
        <Link
          to={appointmentHref}
          aria-label={appointmentLine}
          className="inline-flex items-center gap-1 text-brand-700 hover:underline"
        >
          <CalendarDays className="h-4 w-4 shrink-0 self-start mt-0.5" aria-hidden="true" />
          {/* One box: the link is a flex row, and the sentence must wrap as text. */}
          <span>
            <WithOrdinals text={appointmentLine} />
          </span>
        </Link>
      ) : null}
      {shownCase ? (
        <Link
          to={`/pro/dashboard/cases/${shownCase.id}`}
          className="inline-flex items-center gap-1 text-brand-700 hover:underline"
        >
          <FolderOpen className="h-4 w-4 shrink-0" aria-hidden="true" />
          {caseTopicLine(shownCase.title)}
        </Link>
      ) : null}
    </p>
  );
}

/**
 * One message. « Vous » is the reader's side when the reader is that side's person (the client, the
 * conversation's lawyer writing themself); someone else of the firm reads the lawyer's name, and the firm
 * sees who wrote in it (ADR 0069).
 */
function MessageItem({ message, youAreTheAuthor }: { message: TMessage; youAreTheAuthor: boolean }) {
  const you = message.mine && youAreTheAuthor && message.sentBy === null;
  const who = you ? 'Vous' : message.authorName;
  const sentBy = message.sentBy ? `, ${sentByLine(message.sentBy).toLowerCase()}` : '';
  return (
    <li
      aria-label={`Message de ${you ? 'vous' : message.authorName}${sentBy}, ${formatWhen(message.sentAt)}`}
      className={`max-w-[90%] rounded-lg border p-3 text-sm shadow-sm ${
        message.mine ? 'ml-auto border-brand-100 bg-brand-50' : 'mr-auto border-slate-200 bg-white'
      }`}
    >
      <p className="mb-1 text-xs font-medium text-slate-600">
        {who} · {formatWhen(message.sentAt)}
        {message.sentBy ? (
          <span className="block font-normal italic">{sentByLine(message.sentBy)}</span>
        ) : null}
      </p>
      {message.body ? <p className="whitespace-pre-wrap break-words text-slate-900">{message.body}</p> : null}
      {message.attachments.length ? (
        <ul className="mt-2 space-y-1">
          {message.attachments.map((attachment) => (
            <li key={attachment.id}>
              <a
                href={`${attachment.url}?download=1`}
                download={attachment.fileName}
                className="inline-flex items-center gap-1.5 rounded border border-slate-200 bg-white px-2 py-1 text-brand-700 hover:underline"
              >
                <Download className="h-4 w-4" aria-hidden="true" />
                {attachment.fileName}
                <span className="text-xs text-slate-600">({formatSize(attachment.sizeBytes)})</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {message.withheldAttachments > 0 ? (
        <p className="mt-2 inline-flex items-center gap-1.5 text-xs text-slate-600">
          <Paperclip className="h-3.5 w-3.5" aria-hidden="true" />
          {withheldAttachmentsLine(message.withheldAttachments)}
        </p>
      ) : null}
      {message.mine ? (
        <p className="mt-1 flex items-center justify-end gap-1 text-xs text-slate-600">
          {message.readAt ? (
            <>
              <CheckCheck className="h-3.5 w-3.5" aria-hidden="true" />
              Lu le {formatWhen(message.readAt)}
            </>
          ) : (
            <>
              <Check className="h-3.5 w-3.5" aria-hidden="true" />
              Envoyé, pas encore lu
            </>
          )}
        </p>
      ) : null}
    </li>
  );
}

const SEND_ERROR = 'Le message n’a pas pu être envoyé. Veuillez réessayer.';

/** The composer; without the file picker for an assistant answering about an appointment (ADR 0069). */
function Composer(props: {
  space: TMessagesSpace;
  conversationId: number;
  autoFocus: boolean;
  attachments: boolean;
}) {
  const send = useSendMessage(props.space, props.conversationId);
  const [formError, setFormError] = useState<string | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const fileRef = useRef<HTMLInputElement | null>(null);
  const bodyId = useId();
  const fileId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TSendMessageRequest>({
    resolver: zodResolver(ZSendMessageRequest),
    defaultValues: { body: '' },
  });
  const attachment = watch('attachment');
  const { ref: bodyRef, ...bodyField } = register('body');
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const { autoFocus } = props;

  useEffect(() => {
    if (autoFocus) textareaRef.current?.focus({ preventScroll: false });
  }, [autoFocus]);

  const pickFile = async (file: File | undefined) => {
    setFormError(null);
    if (!file) {
      setValue('attachment', undefined);
      return;
    }
    try {
      setValue('attachment', { fileName: file.name, contentBase64: await fileToBase64(file) });
    } catch {
      setFormError('Le fichier ne peut pas être lu.');
    }
  };

  const removeFile = () => {
    setValue('attachment', undefined);
    setFileInputKey((key) => key + 1);
  };

  const onSubmit = async (values: TSendMessageRequest) => {
    setFormError(null);
    try {
      await send.mutateAsync(values);
      reset({ body: '' });
      setFileInputKey((key) => key + 1);
    } catch (error) {
      // The file's own refusal (type, size) comes back on `contentBase64`: shown in the red box.
      setFormError(applyServerErrors(error, setError, ['body'], SEND_ERROR));
    }
  };

  const bodyError = errors.body?.message;
  const fileError = errors.attachment?.contentBase64?.message ?? errors.attachment?.fileName?.message;
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label="Nouveau message"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <ErrorBox message={formError ?? fileError} />
      <div className="space-y-1">
        <label htmlFor={bodyId} className="block text-sm font-medium text-slate-700">
          Votre message
        </label>
        <textarea
          rows={3}
          maxLength={MAX_MESSAGE_LENGTH}
          className={TEXTAREA_CLASSES}
          {...fieldA11y(bodyId, bodyError)}
          {...bodyField}
          ref={(element) => {
            bodyRef(element);
            textareaRef.current = element;
          }}
        />
        {bodyError ? (
          <p id={`${bodyId}-error`} className="text-sm text-red-600">
            {bodyError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {props.attachments ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <label
              htmlFor={fileId}
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-slate-700 hover:bg-slate-50"
            >
              <Paperclip className="h-4 w-4" aria-hidden="true" />
              Joindre un fichier
            </label>
            <input
              key={fileInputKey}
              ref={fileRef}
              id={fileId}
              type="file"
              accept={ACCEPTED_DOCUMENT_TYPES}
              className="sr-only"
              onChange={(event) => void pickFile(event.target.files?.[0])}
            />
            {attachment ? (
              <span className="inline-flex items-center gap-1 text-slate-700">
                {attachment.fileName}
                <button
                  type="button"
                  onClick={removeFile}
                  aria-label={`Retirer ${attachment.fileName}`}
                  className="rounded p-0.5 text-slate-600 hover:text-slate-900"
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </span>
            ) : (
              <span className="text-xs text-slate-600">
                PDF, images, Word, Excel, PowerPoint — 10 Mo au plus
              </span>
            )}
          </div>
        ) : (
          <p className="text-xs text-slate-600">{ATTACHMENTS_WITHHELD}</p>
        )}
        <Button type="submit" disabled={isSubmitting}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {isSubmitting ? 'Envoi…' : 'Envoyer'}
        </Button>
      </div>
    </form>
  );
}

function CloseToggle({ conversation }: { conversation: TConversationSummary }) {
  const toggle = useCloseConversation(conversation.id);
  const [error, setError] = useState<string | null>(null);
  if (conversation.closed && conversation.clientUserId === null) return null;
  const run = () => {
    setError(null);
    toggle.mutate(!conversation.closed, { onError: (failure) => setError(userMessage(failure)) });
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="outline" size="sm" onClick={run} disabled={toggle.isPending}>
        {conversation.closed ? (
          <>
            <LockOpen className="h-4 w-4" aria-hidden="true" />
            Rouvrir la conversation
          </>
        ) : (
          <>
            <Lock className="h-4 w-4" aria-hidden="true" />
            Clôturer la conversation
          </>
        )}
      </Button>
      {error ? <p className="text-xs text-red-600">{error}</p> : null}
    </div>
  );
}
