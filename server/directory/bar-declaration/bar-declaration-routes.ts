import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  barDeclarationFileName,
  barDeclarationLetter,
} from '#domain/directory/bar-declaration/bar-declaration-letter.ts';
import { letterDocument } from '#domain/kernel/documents/accessible-document.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { requireProfessional } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { renderPdfFor } from '#server/platform/pdf/pdf-render-pool.ts';
import { sendAccessibleDocument } from '#server/platform/pdf/send-accessible-document.ts';

export const BAR_DECLARATION_NOT_FOUND = 'La déclaration à l’Ordre concerne les avocats.';

/**
 * GET /api/pro/bar-declaration.pdf and .html (issue 29 §2, ADR 0073; RGAA 13.3): the « Déclaration à l'Ordre » of the signed-in lawyer,
 * drawn from their own data by the PDF pool. A lawyer's only: staff are refused by the workspace hook (absent
 * from STAFF_ROUTE_RULES), a notaire or a commissaire de justice gets 404 (the letter is a lawyer's).
 */
export function registerBarDeclarationRoutes(app: FastifyInstance, deps: TAppDeps): void {
  /** The letter of the signed-in lawyer, dated today; 404 for a notaire or a commissaire de justice. */
  const letterOf = async (request: FastifyRequest) => {
    const professional = await requireProfessional(deps, request);
    if (professional.professionalType !== 'avocat') {
      throw new AppError('NOT_FOUND', { message: BAR_DECLARATION_NOT_FOUND });
    }
    const now = deps.clock.now();
    const letter = barDeclarationLetter({
      firstName: professional.firstName,
      lastName: professional.lastName,
      title: professional.title,
      barAssociation: professional.barAssociation,
      barNumber: professional.barNumber,
      practice: professional.practice,
      streetAddress: professional.streetAddress,
      postalCode: professional.postalCode,
      city: professional.city,
      profileUrl: professional.isPublic ? `${deps.config.publicUrl}/lawyer/${professional.id}` : null,
      publicUrl: deps.config.publicUrl,
      date: now,
    });
    return { professional, now, document: letterDocument(letter) };
  };

  app.get('/api/pro/bar-declaration.pdf', async (request, reply) => {
    const { professional, now, document } = await letterOf(request);
    const pdf = await renderPdfFor(reply, app.pdfRenderer, `professional:${professional.id}`, {
      kind: 'document',
      document,
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${barDeclarationFileName(now)}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(pdf));
  });

  /** Its accessible HTML version (RGAA 13.3), drawn from the same document. */
  app.get('/api/pro/bar-declaration.html', async (request, reply) => {
    const { document } = await letterOf(request);
    return sendAccessibleDocument(reply, document, '/api/pro/bar-declaration.pdf');
  });
}
