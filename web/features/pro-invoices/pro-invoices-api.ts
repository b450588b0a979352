import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateInvoiceRequest, TInvoice } from '../../../domain/invoices/invoice-schemas';
import { apiGet, apiPost, apiRequest } from '../../shared/api/http';

type TInvoiceResponse = { invoice: TInvoice };

export const proInvoicesKey = ['pro', 'invoices'] as const;

export function useProInvoices() {
  return useQuery({
    queryKey: proInvoicesKey,
    queryFn: () => apiGet<{ invoices: TInvoice[] }>('/api/pro/invoices'),
  });
}

function useInvoicesChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: proInvoicesKey });
}

export function useCreateInvoice() {
  const changed = useInvoicesChanged();
  return useMutation({
    mutationFn: (body: TCreateInvoiceRequest) => apiPost<TInvoiceResponse>('/api/pro/invoices', body),
    onSuccess: changed,
  });
}

export function useIssueInvoice() {
  const changed = useInvoicesChanged();
  return useMutation({
    mutationFn: (id: number) => apiPost<TInvoiceResponse>(`/api/pro/invoices/${id}/issue`, {}),
    onSuccess: changed,
  });
}

export function useDeleteInvoice() {
  const changed = useInvoicesChanged();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/pro/invoices/${id}`),
    onSuccess: changed,
  });
}
