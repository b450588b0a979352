import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TConversationMessagesResponse,
  TConversationResponse,
  TConversationsResponse,
  TOpenClientConversationRequest,
  TOpenProConversationRequest,
  TSendMessageRequest,
  TUnreadCountResponse,
} from '#domain/messaging/messages/message-schemas.ts';
import { ApiError, apiGet, apiPost } from '#web/shared/api/http.ts';

/** Which side reads: the client space (/api/client/…) or the workspace (/api/pro/…). */
export type TMessagesSpace = 'client' | 'pro';

const base = (space: TMessagesSpace) => `/api/${space}/conversations`;

export const messagesKey = (space: TMessagesSpace) => ['messages', space] as const;
const listKey = (space: TMessagesSpace) => [...messagesKey(space), 'list'] as const;
const unreadKey = (space: TMessagesSpace) => [...messagesKey(space), 'unread'] as const;
const threadKey = (space: TMessagesSpace, id: number) => [...messagesKey(space), 'thread', id] as const;

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function useConversations(space: TMessagesSpace) {
  return useQuery({
    queryKey: listKey(space),
    queryFn: () => apiGet<TConversationsResponse>(base(space)),
  });
}

/** The reader's unread messages, for the tab's and the menu's counts (and the bell). */
export function useUnreadMessages(space: TMessagesSpace) {
  return useQuery({
    queryKey: unreadKey(space),
    queryFn: () => apiGet<TUnreadCountResponse>(`${base(space)}/unread-count`),
    staleTime: 30_000,
  });
}

export function useConversationMessages(space: TMessagesSpace, id: number) {
  return useQuery({
    queryKey: threadKey(space, id),
    queryFn: () => apiGet<TConversationMessagesResponse>(`${base(space)}/${id}/messages`),
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 3,
    // A conversation is a live exchange: look again every 30 seconds while it is open.
    refetchInterval: 30_000,
  });
}

function useRefreshMessages(space: TMessagesSpace) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: messagesKey(space) });
}

export function useSendMessage(space: TMessagesSpace, id: number) {
  const refresh = useRefreshMessages(space);
  return useMutation({
    mutationFn: (input: TSendMessageRequest) => apiPost(`${base(space)}/${id}/messages`, input),
    onSuccess: () => refresh(),
  });
}

/** Read receipts: the other side's messages are marked read once the reader has them on screen. */
export function useMarkConversationRead(space: TMessagesSpace) {
  const refresh = useRefreshMessages(space);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost(`${base(space)}/${id}/read`),
    onSuccess: () => {
      void refresh();
      // Reading a conversation also reads its « Nouveau message » notifications.
      void queryClient.invalidateQueries({
        queryKey: ['notifications', space === 'client' ? 'client' : 'pro'],
      });
    },
  });
}

export function useOpenConversation<TSpace extends TMessagesSpace>(space: TSpace) {
  const refresh = useRefreshMessages(space);
  return useMutation({
    mutationFn: (
      input: TSpace extends 'client' ? TOpenClientConversationRequest : TOpenProConversationRequest,
    ) => apiPost<TConversationResponse>(base(space), input),
    onSuccess: () => refresh(),
  });
}

export function useCloseConversation(id: number) {
  const refresh = useRefreshMessages('pro');
  return useMutation({
    mutationFn: (closed: boolean) =>
      apiPost<TConversationResponse>(`${base('pro')}/${id}/${closed ? 'close' : 'reopen'}`),
    onSuccess: () => refresh(),
  });
}
