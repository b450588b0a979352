import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type TFieldErrors } from '#domain/kernel/errors/app-error.ts';
import { toStorableText } from '#domain/kernel/text/unsafe-characters.ts';

type TValidationIssue = {
  keyword?: string;
  instancePath: string;
  message?: string;
  params?: { keys?: unknown; issues?: unknown } & Record<string, unknown>;
};

/** Turns zod issues into { field: message }, first message per field, in French. */
export function fieldErrorsFromIssues(issues: TValidationIssue[]): TFieldErrors {
  const fieldErrors: TFieldErrors = {};
  for (const issue of issues) {
    const unknownKeys = issue.keyword === 'unrecognized_keys' ? issue.params?.keys : undefined;
    if (Array.isArray(unknownKeys)) {
      // A hostile key is named back with its unsafe characters replaced, never echoed as is.
      for (const key of unknownKeys) fieldErrors[toStorableText(String(key))] ??= 'Champ non reconnu';
      continue;
    }
    const segments = issue.instancePath.replace(/^\//, '').split('/');
    // A refused key of a map (questionnaire answers) is reported on the map, with the key's own reason.
    const keyIssue = issue.keyword === 'invalid_key' ? firstNestedMessage(issue.params?.issues) : undefined;
    if (issue.keyword === 'invalid_key') segments.pop();
    // A bad item of a list (« professionalType.1 ») is reported on the list's field.
    const field = toStorableText(segments.filter((segment) => !/^\d+$/.test(segment)).join('.')) || '_form';
    fieldErrors[field] ??= keyIssue ?? issue.message ?? 'Valeur invalide';
  }
  return fieldErrors;
}

function firstNestedMessage(issues: unknown): string | undefined {
  const first: unknown = Array.isArray(issues) ? issues[0] : undefined;
  if (typeof first !== 'object' || first === null || !('message' in first)) return undefined;
  return typeof first.message === 'string' ? first.message : undefined;
}

/** The one error handler: every failure leaves as { error: { code, message, fieldErrors? } }. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const appError = new AppError('VALIDATION_FAILED', {
        fieldErrors: fieldErrorsFromIssues(error.validation as TValidationIssue[]),
      });
      return reply.status(400).send(appError.toBody());
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413) {
      return reply
        .status(413)
        .send({ error: { code: 'VALIDATION_FAILED', message: 'La requête est trop volumineuse.' } });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and similar client mistakes.
      return reply.status(400).send({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Requête invalide. Vérifiez les informations envoyées.',
        },
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    // The id the person can quote to support, which finds this request's log lines.
    const body = new AppError('INTERNAL').toBody();
    return reply.status(500).send({ error: { ...body.error, requestId: request.id } });
  });
}

export function apiNotFound(method: string, url: string): AppError {
  return new AppError('NOT_FOUND', { message: `Aucune route ${method} ${url.split('?')[0]}` });
}

export function malformedUrl(): AppError {
  return new AppError('VALIDATION_FAILED', { message: 'Adresse invalide\u00a0: vérifiez le lien suivi.' });
}
