import { OperatorRefusal } from '#server/platform/operations/operator-refusal.ts';

/** A record of the file: its fields and the line it starts on (1 for the header). */
export type TCsvRecord = { line: number; fields: string[] };

export const DIRECTORY_ENCODINGS = ['utf-8', 'windows-1252'] as const;
export type TDirectoryEncoding = (typeof DIRECTORY_ENCODINGS)[number];

/**
 * The text of a file's bytes, chunk by chunk. A byte sequence that is not of the encoding stops the import
 * (a binary file, or a Windows file read as UTF-8) rather than importing replacement characters.
 */
export async function* decodeChunks(
  chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  encoding: TDirectoryEncoding,
): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding, { fatal: true });
  let offset = 0;
  for await (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
    try {
      yield decoder.decode(bytes, { stream: true });
    } catch {
      throw new OperatorRefusal(
        encoding === 'utf-8'
          ? `Fichier refusé\u00a0: ce n’est pas du texte UTF-8 (près de l’octet ${offset}). S’il vient d’Excel ou de Windows, relancez avec --encoding windows-1252.`
          : `Fichier refusé\u00a0: ce n’est pas du texte ${encoding} (près de l’octet ${offset}).`,
      );
    }
    offset += bytes.length;
  }
  try {
    const rest = decoder.decode();
    if (rest) yield rest;
  } catch {
    throw new OperatorRefusal('Fichier refusé\u00a0: il se termine au milieu d’un caractère.');
  }
}

/**
 * The records of a CSV text read as a stream (RFC 4180: fields in double quotes may hold the separator, line
 * ends and "" for a quote; LF or CRLF; a UTF-8 BOM skipped), one at a time, so a file of any length is read in
 * constant memory. A record longer than `maxRecordChars` stops the reading with the line it starts on: past
 * that size it is no directory line, and a quote left open would otherwise swallow the rest of the file.
 * Blank lines are skipped.
 */
export async function* csvRecords(
  text: AsyncIterable<string>,
  options: { delimiter: string; maxRecordChars: number },
): AsyncGenerator<TCsvRecord> {
  const { delimiter, maxRecordChars } = options;
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let quoteJustClosed = false;
  let line = 1;
  let recordLine = 1;
  let recordChars = 0;
  let first = true;
  let pendingCarriageReturn = false;

  const tooLong = () =>
    new OperatorRefusal(
      `Fichier refusé\u00a0: la ligne ${recordLine} dépasse ${Math.round(maxRecordChars / 1024)} Kio${inQuotes ? ' (un guillemet ouvert n’est jamais refermé)' : ''}.`,
    );

  for await (let chunk of text) {
    if (first && chunk.length > 0) {
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      first = false;
    }
    for (let index = 0; index < chunk.length; index += 1) {
      const char = chunk[index] as string;
      recordChars += 1;
      if (recordChars > maxRecordChars) throw tooLong();
      if (pendingCarriageReturn) {
        pendingCarriageReturn = false;
        if (char === '\n') {
          recordChars -= 1;
          continue;
        }
      }
      if (inQuotes) {
        if (char === '"') {
          inQuotes = false;
          quoteJustClosed = true;
        } else {
          if (char === '\n') line += 1;
          field += char;
        }
        continue;
      }
      if (char === '"') {
        // "" inside a quoted field is one quote; a quote inside an unquoted field is kept as it is.
        if (quoteJustClosed) field += '"';
        if (quoteJustClosed || field === '') inQuotes = true;
        else field += char;
        quoteJustClosed = false;
        continue;
      }
      quoteJustClosed = false;
      if (char === delimiter) {
        fields.push(field);
        field = '';
      } else if (char === '\n' || char === '\r') {
        fields.push(field);
        if (fields.length > 1 || fields[0] !== '') yield { line: recordLine, fields };
        fields = [];
        field = '';
        line += 1;
        recordLine = line;
        recordChars = 0;
        pendingCarriageReturn = char === '\r';
      } else {
        field += char;
      }
    }
  }
  if (inQuotes)
    throw new OperatorRefusal(
      `Fichier refusé\u00a0: le guillemet ouvert ligne ${recordLine} n’est jamais refermé.`,
    );
  fields.push(field);
  if (fields.length > 1 || fields[0] !== '') yield { line: recordLine, fields };
}
