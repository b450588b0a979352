import type { TTimeConflicts } from '#domain/agenda/planning/time-conflict-schemas.ts';
import {
  ERROR_CATALOGUE,
  isErrorBody,
  type TErrorCode,
  type TFieldErrors,
} from '#domain/kernel/errors/app-error.ts';

export class ApiError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly fieldErrors: TFieldErrors;
  /** What a proposed time overlaps in the professional's planning, when the server listed it. */
  readonly conflicts: TTimeConflicts | undefined;

  constructor(
    code: TErrorCode,
    message: string,
    status: number,
    fieldErrors: TFieldErrors = {},
    conflicts?: TTimeConflicts,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.conflicts = conflicts;
  }
}

const NETWORK_MESSAGE = 'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.';

/** JSON request to our API; failures always arrive as an ApiError carrying a French message. */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError('INTERNAL', NETWORK_MESSAGE, 0);
  }
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    if (isErrorBody(payload)) {
      throw new ApiError(
        payload.error.code,
        payload.error.message,
        response.status,
        payload.error.fieldErrors,
        payload.error.conflicts,
      );
    }
    throw new ApiError('INTERNAL', ERROR_CATALOGUE.INTERNAL.message, response.status);
  }
  return payload as T;
}

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
export const apiPost = <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {});

const GENERIC_ERROR = 'Une erreur est survenue. Veuillez réessayer.';

/** The server's French message for a refused request; a generic one for crashes and network losses. */
export function userMessage(error: unknown, fallback = GENERIC_ERROR): string {
  return error instanceof ApiError && error.status < 500 && error.code !== 'INTERNAL'
    ? error.message
    : fallback;
}

/** A file's content as base64, the way the API receives uploads. */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Lecture du fichier impossible'));
    reader.readAsDataURL(file);
  });
}
