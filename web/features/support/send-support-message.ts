import { useMutation } from '@tanstack/react-query';
import type {
  TSendSupportMessageRequest,
  TSendSupportMessageResponse,
} from '../../../domain/support/support-message-schemas';
import { apiPost } from '../../shared/api/http';

/** POST /api/support/messages: resolves once the server has stored the message and queued its e-mail. */
export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (request: TSendSupportMessageRequest) =>
      apiPost<TSendSupportMessageResponse>('/api/support/messages', request),
  });
}
