import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { detectFileType, MAX_DOCUMENT_BYTES } from '#domain/kernel/files/file-type.ts';

/** 10 Mo of file, base64-encoded, plus the JSON around it. */
export const DOCUMENT_BODY_LIMIT = 16 * 1024 * 1024;

const NOT_ACCEPTED =
  'Type de fichier non accepté (PDF, images PNG/JPEG/GIF/WebP ou documents Word, Excel, PowerPoint).';

/** Bytes and real type of an uploaded file, refused (400 on `contentBase64`) when empty, too large or disguised. */
export function decodeUploadedFile(
  contentBase64: string,
  fileName: string,
): { bytes: Buffer; contentType: string } {
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length === 0) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'Le fichier est vide.',
      fieldErrors: { contentBase64: 'Le fichier est vide.' },
    });
  }
  if (bytes.length > MAX_DOCUMENT_BYTES) {
    const message = 'Le fichier ne doit pas dépasser 10 Mo';
    throw new AppError('VALIDATION_FAILED', { message, fieldErrors: { contentBase64: message } });
  }
  const type = detectFileType(bytes, fileName);
  if (!type) {
    throw new AppError('VALIDATION_FAILED', {
      message: NOT_ACCEPTED,
      fieldErrors: { contentBase64: 'Type de fichier non accepté' },
    });
  }
  return { bytes, contentType: type.contentType };
}

/** Sends a stored file to its owner only: never cached, never sniffed into another type. */
export function sendStoredFile(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; sizeBytes: number; content: Buffer | Readable },
  disposition: 'inline' | 'attachment',
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.content);
}
