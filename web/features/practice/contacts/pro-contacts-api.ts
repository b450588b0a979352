import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TContactInvoices } from '#domain/billing/invoices/invoice-statistics-schemas.ts';
import type {
  TContactDetail,
  TContactSummary,
  TCreateContactRequest,
  TUpdateContactRequest,
} from '#domain/practice/contacts/contact-schemas.ts';
import { ApiError, apiGet, apiPost, apiRequest } from '#web/shared/api/http.ts';

type TContactResponse = { contact: TContactDetail };

export const proContactsKey = ['pro', 'contacts'] as const;
export const proContactsListKey = [...proContactsKey, 'list'] as const;
export const proContactKey = (id: number) => [...proContactsKey, 'detail', id] as const;

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function useProContacts() {
  return useQuery({
    queryKey: proContactsListKey,
    queryFn: () => apiGet<{ contacts: TContactSummary[] }>('/api/pro/contacts'),
  });
}

export function useProContact(id: number) {
  return useQuery({
    queryKey: proContactKey(id),
    queryFn: () => apiGet<TContactResponse>(`/api/pro/contacts/${id}`),
    // An unknown contact stays unknown: show « Contact introuvable » at once instead of retrying.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 3,
  });
}

/** Every contact mutation answers with the whole contact: it becomes the detail, the list is refetched. */
function useContactSaved() {
  const queryClient = useQueryClient();
  return (detail: TContactDetail) => {
    queryClient.setQueryData<TContactResponse>(proContactKey(detail.id), { contact: detail });
    void queryClient.invalidateQueries({ queryKey: proContactsListKey });
  };
}

export function useCreateContact() {
  const saved = useContactSaved();
  return useMutation({
    mutationFn: (input: TCreateContactRequest) => apiPost<TContactResponse>('/api/pro/contacts', input),
    onSuccess: (result) => saved(result.contact),
  });
}

type TContactCall = { method: 'POST' | 'PATCH' | 'DELETE'; path: string; body?: unknown };

function useContactMutation<TInput>(contactId: number, toCall: (input: TInput) => TContactCall) {
  const saved = useContactSaved();
  return useMutation({
    mutationFn: (input: TInput) => {
      const call = toCall(input);
      return apiRequest<TContactResponse>(
        call.method,
        `/api/pro/contacts/${contactId}${call.path}`,
        call.body,
      );
    },
    onSuccess: (result) => saved(result.contact),
  });
}

export const useUpdateContact = (contactId: number) =>
  useContactMutation<TUpdateContactRequest>(contactId, (body) => ({ method: 'PATCH', path: '', body }));

export const useAddContactTag = (contactId: number) =>
  useContactMutation<string>(contactId, (name) => ({ method: 'POST', path: '/tags', body: { name } }));

export const useRemoveContactTag = (contactId: number) =>
  useContactMutation<number>(contactId, (tagId) => ({ method: 'DELETE', path: `/tags/${tagId}` }));

export const useAddContactNote = (contactId: number) =>
  useContactMutation<string>(contactId, (content) => ({ method: 'POST', path: '/notes', body: { content } }));

export const useEditContactNote = (contactId: number) =>
  useContactMutation<{ noteId: number; content: string }>(contactId, ({ noteId, content }) => ({
    method: 'PATCH',
    path: `/notes/${noteId}`,
    body: { content },
  }));

export const useDeleteContactNote = (contactId: number) =>
  useContactMutation<number>(contactId, (noteId) => ({ method: 'DELETE', path: `/notes/${noteId}` }));

/**
 * Deletes the contact; the lists that showed it or its cases (the cases opened from it lose their link) are
 * refetched. The caller leaves the page, then calls `forget` (dropping the detail while it is still shown
 * would fetch it again, for a 404).
 */
export function useDeleteContact(contactId: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => apiRequest<{ ok: true }>('DELETE', `/api/pro/contacts/${contactId}`),
    onSuccess: () => {
      for (const queryKey of [proContactsListKey, ['pro', 'cases'], ['pro', 'clients']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
  const forget = () => queryClient.removeQueries({ queryKey: proContactKey(contactId) });
  return { ...mutation, forget };
}

// Under the invoices' key (['pro', 'invoices']): what « Mes paiements » changes refreshes this tab too.
export const contactInvoicesKey = (id: number) => ['pro', 'invoices', 'contact', id] as const;

export function useContactInvoices(id: number) {
  return useQuery({
    queryKey: contactInvoicesKey(id),
    queryFn: () => apiGet<TContactInvoices>(`/api/pro/contacts/${id}/invoices`),
  });
}
