import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type {
  TOpenClientConversationRequest,
  TOpenProConversationRequest,
} from '#domain/messaging/messages/message-schemas.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { conversationPath } from './message-paths';
import { useOpenConversation } from './messages-api';

type TWriteToProps =
  | { space: 'client'; request: TOpenClientConversationRequest; label: string }
  | { space: 'pro'; request: TOpenProConversationRequest; label: string };

/**
 * « Écrire à Maître … » / « Écrire au client »: opens (or finds again) the conversation, then goes to it.
 * The server decides whether the two have had an appointment; its French refusal is shown under the button.
 */
export function WriteToButton(
  props: TWriteToProps & { size?: 'sm' | 'md'; variant?: 'outline' | 'primary' },
) {
  const navigate = useNavigate();
  const openClient = useOpenConversation('client');
  const openPro = useOpenConversation('pro');
  const [error, setError] = useState<string | null>(null);
  const pending = openClient.isPending || openPro.isPending;

  const go = async () => {
    setError(null);
    try {
      const result =
        props.space === 'client'
          ? await openClient.mutateAsync(props.request)
          : await openPro.mutateAsync(props.request);
      navigate(conversationPath(props.space, result.conversation.id));
    } catch (failure) {
      setError(userMessage(failure));
    }
  };

  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        variant={props.variant ?? 'outline'}
        size={props.size ?? 'md'}
        onClick={() => void go()}
        disabled={pending}
      >
        <MessageSquare className="h-4 w-4" aria-hidden="true" />
        {props.label}
      </Button>
      {error ? (
        <span role="alert" className="max-w-xs text-xs text-red-600">
          {error}
        </span>
      ) : null}
    </span>
  );
}
