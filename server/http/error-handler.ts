import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type TFieldErrors } from '../../domain/errors/app-error';

type TValidationIssue = {
  keyword?: string;
  instancePath: string;
  message?: string;
  params?: { keys?: unknown } & Record<string, unknown>;
};

/** Turns zod issues into { field: message }, first message per field, in French. */
export function fieldErrorsFromIssues(issues: TValidationIssue[]): TFieldErrors {
  const fieldErrors: TFieldErrors = {};
  for (const issue of issues) {
    const unknownKeys = issue.keyword === 'unrecognized_keys' ? issue.params?.keys : undefined;
    if (Array.isArray(unknownKeys)) {
      for (const key of unknownKeys) fieldErrors[String(key)] ??= 'Champ non reconnu';
      continue;
    }
    // A bad item of a list (« professionalType.1 ») is reported on the list's field.
    const field =
      issue.instancePath
        .replace(/^\//, '')
        .split('/')
        .filter((segment) => !/^\d+$/.test(segment))
        .join('.') || '_form';
    fieldErrors[field] ??= issue.message ?? 'Valeur invalide';
  }
  return fieldErrors;
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
    return reply.status(500).send(new AppError('INTERNAL').toBody());
  });
}

export function apiNotFound(method: string, url: string): AppError {
  return new AppError('NOT_FOUND', { message: `Aucune route ${method} ${url.split('?')[0]}` });
}
