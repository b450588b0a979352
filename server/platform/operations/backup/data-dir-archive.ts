import { gunzipSync } from 'node:zlib';
import { BackupError } from './backup-error';

/**
 * PGlite's dump of its data directory, a gzipped tar, is read whole in memory (PGlite loads it as one
 * Blob): past this size a deployment belongs on PostgreSQL, whose backups stream.
 */
export const MAX_DATA_DIR_BYTES = 2 * 1024 ** 3;
const MAX_ENTRIES = 1_000_000;
const BLOCK = 512;
const SAFE_PATH = /^\/?[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*\/?$/;

export type TDataDirArchive = { tar: Buffer; files: number; directories: number; pgVersion: string };

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('latin1');
}

/** A numeric field written the usual way (octal digits, then NUL or space), else null. */
function octal(block: Buffer, start: number, length: number): number | null {
  const text = block
    .subarray(start, start + length)
    .toString('latin1')
    .replace(/[\0 ]+$/, '');
  return /^[0-7]{1,11}$/.test(text) ? Number.parseInt(text, 8) : null;
}

function isZero(bytes: Buffer): boolean {
  return bytes.every((byte) => byte === 0);
}

/**
 * The uncompressed tar of a PGlite data directory, checked entry by entry before PGlite sees it: within the
 * size limit (a gzip bomb stops at the limit), sound headers and checksums, only plain files and
 * directories, names without `..` that stay inside the data directory, and PostgreSQL's PG_VERSION file.
 * The checks follow how PGlite's own reader walks the tar (name field alone, size 0 for a directory).
 */
export function unpackDataDirArchive(gzipped: Buffer, limitBytes = MAX_DATA_DIR_BYTES): TDataDirArchive {
  let tar: Buffer;
  try {
    tar = gunzipSync(gzipped, { maxOutputLength: limitBytes });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
      throw new BackupError(
        `La sauvegarde PGlite dépasse ${Math.round(limitBytes / 1024 ** 2)} Mo une fois décompressée\u00a0: ` +
          'trop grande pour être chargée en mémoire (passez sur PostgreSQL).',
      );
    }
    throw new BackupError('Le contenu de la sauvegarde PGlite n’est pas un gzip lisible (fichier abîmé).');
  }
  const corrupt = (why: string) =>
    new BackupError(`Le contenu de la sauvegarde PGlite est refusé\u00a0: ${why}.`);
  let offset = 0;
  let files = 0;
  let directories = 0;
  let pgVersion: string | null = null;
  while (tar.length - offset >= BLOCK) {
    const header = tar.subarray(offset, offset + BLOCK);
    const stored = octal(header, 148, 8);
    let sum = 0;
    for (let index = 0; index < BLOCK; index++)
      sum += index >= 148 && index < 156 ? 0x20 : (header[index] ?? 0);
    if (stored === null || stored !== sum) throw corrupt(`en-tête tar abîmé à l’octet ${offset}`);
    const name = field(header, 0, 100);
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156] ?? 0);
    if (size === null) throw corrupt(`taille illisible pour «\u00a0${name}\u00a0»`);
    if (!isZero(header.subarray(345, 476)))
      throw corrupt(`préfixe de nom inattendu pour «\u00a0${name}\u00a0»`);
    if (!SAFE_PATH.test(name) || name.split('/').some((part) => part === '.' || part === '..')) {
      throw corrupt(`nom de fichier non accepté «\u00a0${name.slice(0, 120)}\u00a0»`);
    }
    offset += BLOCK;
    if (type === '5') {
      if (size !== 0) throw corrupt(`dossier «\u00a0${name}\u00a0» de taille non nulle`);
      directories++;
    } else if (type === '0' || type === '\0') {
      if (offset + size > tar.length) throw corrupt(`«\u00a0${name}\u00a0» est tronqué`);
      if (name.replace(/^\//, '') === 'PG_VERSION') {
        pgVersion = tar
          .subarray(offset, offset + size)
          .toString('latin1')
          .trim();
      }
      files++;
      offset += Math.ceil(size / BLOCK) * BLOCK;
    } else {
      throw corrupt(`«\u00a0${name}\u00a0» n’est ni un fichier ni un dossier`);
    }
    if (files + directories > MAX_ENTRIES) throw corrupt(`plus de ${MAX_ENTRIES} fichiers`);
    // Where PGlite's reader stops: the end of the data, or two empty blocks.
    if (isZero(tar.subarray(offset, Math.min(tar.length, offset + 2 * BLOCK)))) break;
  }
  if (pgVersion === null || !/^\d+$/.test(pgVersion)) {
    throw corrupt('ce n’est pas un dossier de données PostgreSQL (PG_VERSION manquant)');
  }
  return { tar, files, directories, pgVersion };
}
