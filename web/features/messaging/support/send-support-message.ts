import { useMutation } from '@tanstack/react-query';
import type {
  TSendSupportMessageRequest,
  TSendSupportMessageResponse,
} from '#domain/messaging/support/support-message-schemas.ts';
import { apiPost } from '#web/shared/api/http.ts';

/** POST /api/support/messages: resolves once the server has stored the message and queued its e-mail. */
export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (request: TSendSupportMessageRequest) =>
      apiPost<TSendSupportMessageResponse>('/api/support/messages', request),
  });
}
