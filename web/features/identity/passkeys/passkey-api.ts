import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSessionResponse } from '#domain/identity/auth/auth-schemas.ts';
import type {
  TDeletePasskeyRequest,
  TPasskey,
  TPasskeysResponse,
} from '#domain/identity/passkeys/passkey-schemas.ts';
import { apiGet, apiPost, apiRequest } from '#web/shared/api/http.ts';
import { sessionQueryKey } from '#web/shared/session/use-session.ts';
import { createPasskeyCredential, getPasskeyAssertion } from './webauthn-ceremony';

const passkeysKey = ['passkeys'] as const;
type TOptions = { options: Record<string, unknown> };

export function usePasskeys() {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: () => apiGet<TPasskeysResponse>('/api/auth/pro/passkeys'),
  });
}

/** The password, then the browser's ceremony, then the server's check: one step for the form. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { password: string; name: string }) => {
      const { options } = await apiPost<TOptions>('/api/auth/pro/passkeys/registration-options', {
        password: input.password,
      });
      const response = await createPasskeyCredential(options);
      return apiPost<TPasskey>('/api/auth/pro/passkeys', { name: input.name, response });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: passkeysKey });
      // A passkey is a second factor: an account waiting for its mandatory one gets its space (ADR 0026).
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey('pro') });
    },
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; name: string }) =>
      apiRequest<TPasskey>('PATCH', `/api/auth/pro/passkeys/${input.id}`, { name: input.name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

export function useDeletePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TDeletePasskeyRequest & { id: string }) =>
      apiRequest<{ ok: true }>('DELETE', `/api/auth/pro/passkeys/${input.id}`, { password: input.password }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: passkeysKey });
      // The last second factor gone, a mandatory one sends the account back to the enrolment (ADR 0026).
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey('pro') });
    },
  });
}

/** The second step of a sign-in with a passkey instead of a code. */
export function usePasskeySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { challenge: string; trustDevice: boolean }) => {
      const { options } = await apiPost<TOptions>('/api/auth/pro/login/passkey/options', {
        challenge: input.challenge,
      });
      const response = await getPasskeyAssertion(options);
      return apiPost<TSessionResponse>('/api/auth/pro/login/passkey', { ...input, response });
    },
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey('pro'), session),
  });
}

/** A sign-in with a passkey alone (the browser offers the passkeys it holds for this site). */
export function usePasskeyLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { options } = await apiPost<TOptions>('/api/auth/pro/passkey-login/options');
      const response = await getPasskeyAssertion(options);
      return apiPost<TSessionResponse>('/api/auth/pro/passkey-login', { response });
    },
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey('pro'), session),
  });
}
