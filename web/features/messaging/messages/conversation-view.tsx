import { zodResolver } from '@hookform/resolvers/zod';
import { Check, CheckCheck, Download, Lock, LockOpen, Paperclip, Send, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CLOSED_CONVERSATION_NOTICE } from '#domain/messaging/messages/message-rules.ts';
import {
  MAX_MESSAGE_LENGTH,
  type TConversationSummary,
  type TMessage,
  type TSendMessageRequest,
  ZSendMessageRequest,
} from '#domain/messaging/messages/message-schemas.ts';
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

/** One conversation: composer on top, then the messages newest first with attachments and read receipts. */
export function ConversationView(props: { space: TMessagesSpace; conversationId: number }) {
  const query = useConversationMessages(props.space, props.conversationId);
  const markRead = useMarkConversationRead(props.space);
  const unread = query.data?.messages.some((message) => !message.mine && message.readAt === null) ?? false;
  const markReadMutate = markRead.mutate;

  // The reader has the messages on screen: the other side's get their read receipt.
  useEffect(() => {
    if (unread) markReadMutate(props.conversationId);
  }, [unread, markReadMutate, props.conversationId]);

  if (query.isPending) return <Spinner label="Chargement de la conversation..." />;
  if (query.isError) {
    return (
      <ErrorBox message={isNotFound(query.error) ? 'Conversation introuvable.' : userMessage(query.error)} />
    );
  }
  const { conversation, messages } = query.data;
  const canWrite = !conversation.closed;
  return (
    <section aria-label={`Conversation avec ${conversation.counterpartName}`} className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{conversation.counterpartName}</h2>
          <p className="flex items-center gap-1 text-xs text-slate-600">
            <Lock className="h-3 w-3" aria-hidden="true" />
            Messagerie sécurisée : seuls vous et votre correspondant lisez ces messages.
          </p>
        </div>
        {props.space === 'pro' ? <CloseToggle conversation={conversation} /> : null}
      </header>
      {conversation.closed ? (
        <p role="status" className="rounded-md bg-slate-100 px-4 py-3 text-sm text-slate-700">
          {conversation.clientUserId === null && props.space === 'pro'
            ? 'Le client a supprimé son compte : la conversation est conservée dans vos dossiers, clôturée.'
            : CLOSED_CONVERSATION_NOTICE}
        </p>
      ) : null}
      {canWrite ? <Composer space={props.space} conversationId={conversation.id} /> : null}
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600">Aucun message pour l’instant. Écrivez le premier.</p>
      ) : (
        <ol aria-label="Messages, du plus récent au plus ancien" className="space-y-3">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ol>
      )}
    </section>
  );
}

function MessageItem({ message }: { message: TMessage }) {
  return (
    <li
      aria-label={`Message de ${message.mine ? 'vous' : message.authorName}, ${formatWhen(message.sentAt)}`}
      className={`max-w-[90%] rounded-lg border p-3 text-sm shadow-sm ${
        message.mine ? 'ml-auto border-brand-100 bg-brand-50' : 'mr-auto border-slate-200 bg-white'
      }`}
    >
      <p className="mb-1 text-xs font-medium text-slate-600">
        {message.mine ? 'Vous' : message.authorName} · {formatWhen(message.sentAt)}
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

function Composer(props: { space: TMessagesSpace; conversationId: number }) {
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
          rows={4}
          maxLength={MAX_MESSAGE_LENGTH}
          className={TEXTAREA_CLASSES}
          {...fieldA11y(bodyId, bodyError)}
          {...register('body')}
        />
        {bodyError ? (
          <p id={`${bodyId}-error`} className="text-sm text-red-600">
            {bodyError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
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
        <Button type="submit" disabled={isSubmitting}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {isSubmitting ? 'Envoi...' : 'Envoyer'}
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
