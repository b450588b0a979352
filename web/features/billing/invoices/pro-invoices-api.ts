import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBillingSettings, TBillingSettingsInput } from '#domain/billing/invoices/billing-settings.ts';
import type {
  TCreateInvoiceRequest,
  TInvoice,
  TInvoiceDetail,
  TInvoiceLine,
  TInvoiceListQuery,
  TInvoiceProposal,
  TIssueInvoiceRequest,
  TIssuePreview,
  TRecordPaymentRequest,
} from '#domain/billing/invoices/invoice-schemas.ts';
import { apiGet, apiPost, apiRequest } from '#web/shared/api/http.ts';

type TInvoiceResponse = { invoice: TInvoice };
export type TInvoiceTotals = {
  invoicedCents: number;
  paidCents: number;
  outstandingCents: number;
  overdueCents: number;
};

export const proInvoicesKey = ['pro', 'invoices'] as const;
const billingSettingsKey = ['pro', 'billing-settings'] as const;

function queryString(filters: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useProInvoices(filters: TInvoiceListQuery = {}) {
  return useQuery({
    queryKey: [...proInvoicesKey, 'list', filters],
    queryFn: () =>
      apiGet<{ invoices: TInvoice[]; totals: TInvoiceTotals }>(`/api/pro/invoices${queryString(filters)}`),
    placeholderData: keepPreviousData,
  });
}

export function useInvoiceDetail(id: number | null) {
  return useQuery({
    queryKey: [...proInvoicesKey, 'detail', id],
    queryFn: () => apiGet<TInvoiceDetail>(`/api/pro/invoices/${id}`),
    enabled: id !== null,
  });
}

export function useInvoiceProposal(origin: { appointmentId?: number; caseId?: number } | null) {
  return useQuery({
    queryKey: [...proInvoicesKey, 'proposal', origin],
    queryFn: () =>
      apiGet<{ proposal: TInvoiceProposal }>(`/api/pro/invoices/proposal${queryString(origin ?? {})}`).then(
        (answer) => answer.proposal,
      ),
    enabled: origin !== null,
    staleTime: 0,
  });
}

function useInvoicesChanged() {
  const queryClient = useQueryClient();
  // Statistics, the home tile and a contact's payments read the same invoices.
  return () => queryClient.invalidateQueries({ queryKey: ['pro'] });
}

export function useCreateInvoice() {
  const changed = useInvoicesChanged();
  return useMutation({
    mutationFn: (body: TCreateInvoiceRequest) => apiPost<TInvoiceResponse>('/api/pro/invoices', body),
    onSuccess: changed,
  });
}

export function useUpdateInvoice(id: number) {
  const changed = useInvoicesChanged();
  return useMutation({
    mutationFn: (body: TCreateInvoiceRequest) =>
      apiRequest<TInvoiceResponse>('PUT', `/api/pro/invoices/${id}`, body),
    onSuccess: changed,
  });
}

/** The draft as it would be issued now and the number it would carry (read, not taken). */
export function useIssuePreview(id: number | null) {
  return useQuery({
    queryKey: [...proInvoicesKey, 'issue-preview', id],
    queryFn: () => apiGet<TIssuePreview>(`/api/pro/invoices/${id}/issue-preview`),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useIssueInvoice() {
  const changed = useInvoicesChanged();
  return useMutation({
    mutationFn: (input: { id: number } & TIssueInvoiceRequest) =>
      apiPost<TInvoiceResponse>(`/api/pro/invoices/${input.id}/issue`, {
        expectedNumber: input.expectedNumber,
      }),
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

export function useIssueCreditNote() {
  const changed = useInvoicesChanged();
  return useMutation({
    mutationFn: (input: { id: number; lines?: TInvoiceLine[] }) =>
      apiPost<TInvoiceResponse>(
        `/api/pro/invoices/${input.id}/credit-note`,
        input.lines ? { lines: input.lines } : {},
      ),
    onSuccess: changed,
  });
}

export function useRecordPayment(invoiceId: number) {
  const changed = useInvoicesChanged();
  return useMutation({
    mutationFn: (body: TRecordPaymentRequest) =>
      apiPost<TInvoiceResponse>(`/api/pro/invoices/${invoiceId}/payments`, body),
    onSuccess: changed,
  });
}

export function useDeletePayment(invoiceId: number) {
  const changed = useInvoicesChanged();
  return useMutation({
    mutationFn: (paymentId: number) =>
      apiRequest<void>('DELETE', `/api/pro/invoices/${invoiceId}/payments/${paymentId}`),
    onSuccess: changed,
  });
}

export function useSendReminder(invoiceId: number) {
  const changed = useInvoicesChanged();
  return useMutation({
    mutationFn: () => apiPost<{ ok: true }>(`/api/pro/invoices/${invoiceId}/reminders`, {}),
    onSuccess: changed,
  });
}

export function useBillingSettings() {
  return useQuery({
    queryKey: billingSettingsKey,
    queryFn: () => apiGet<{ billing: TBillingSettings | null }>('/api/pro/billing-settings'),
  });
}

export function useSaveBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBillingSettingsInput) =>
      apiRequest<{ billing: TBillingSettings }>('PUT', '/api/pro/billing-settings', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingSettingsKey }),
  });
}

/** The PDF of an invoice or credit note (the browser downloads it: same-origin, session cookie). */
export function invoicePdfUrl(id: number): string {
  return `/api/pro/invoices/${id}/pdf`;
}

/** Its accessible HTML version (RGAA 13.3), the same texts as the PDF. */
export function invoiceHtmlUrl(id: number): string {
  return `/api/pro/invoices/${id}/html`;
}
