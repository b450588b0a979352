import { z } from '#domain/kernel/zod-fr.ts';
import { BackupError } from './backup-error';

/**
 * A backup file is a fixed-size text header followed by the payload: PostgreSQL's `pg_dump -Fc` archive, or
 * PGlite's gzipped data directory. The header says which, with the payload's size and SHA-256, so a wrong,
 * truncated or altered file is refused before anything is changed. `head -c 4096 FILE` shows it.
 */
export const BACKUP_MAGIC = 'JURISRDV-SAUVEGARDE 1\n';
export const BACKUP_HEADER_BYTES = 4096;

const ZPostgresSource = z.object({
  driver: z.literal('postgres'),
  /** `server_version_num` of the server that was dumped, e.g. 150020. */
  serverVersionNum: z.number().int().positive(),
  /** Major version of the pg_dump that wrote the archive: pg_restore must be at least as recent. */
  pgDumpMajor: z.number().int().positive(),
});

const ZPgliteSource = z.object({
  driver: z.literal('pglite'),
  /** PostgreSQL version inside PGlite (`show server_version`), e.g. « 18.6 ». */
  serverVersion: z.string().max(100),
});

export const ZBackupHeader = z.object({
  application: z.literal('jurisrdv'),
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  source: z.discriminatedUnion('driver', [ZPostgresSource, ZPgliteSource]),
  /** Rows of drizzle.__drizzle_migrations, and the newest one's `created_at` (the journal's `when`). */
  migrations: z.object({
    count: z.number().int().nonnegative(),
    lastCreatedAt: z.number().int().nonnegative().nullable(),
  }),
  payloadBytes: z.number().int().nonnegative(),
  payloadSha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export type TBackupHeader = z.infer<typeof ZBackupHeader>;
export type TBackupDriver = TBackupHeader['source']['driver'];

export function encodeBackupHeader(header: TBackupHeader): Buffer {
  // What is written is what a restore will accept.
  const text = `${BACKUP_MAGIC}${JSON.stringify(ZBackupHeader.parse(header))}\n`;
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > BACKUP_HEADER_BYTES - 1) throw new Error('En-tête de sauvegarde trop long');
  // Padded with spaces and ended by a newline, so the header stays readable text of a fixed size.
  const block = Buffer.alloc(BACKUP_HEADER_BYTES, ' ');
  bytes.copy(block);
  block[BACKUP_HEADER_BYTES - 1] = 0x0a;
  return block;
}

/** Files one might pass by mistake, recognised by their first bytes to say what to do instead. */
const FOREIGN_FORMATS: readonly { starts: string | Buffer; what: string }[] = [
  {
    starts: 'age-encryption.org/',
    what: 'un fichier chiffré par age\u00a0: déchiffrez-le d’abord (age --decrypt -i CLÉ -o FICHIER FICHIER.age)',
  },
  {
    starts: '-----BEGIN PGP MESSAGE-----',
    what: 'un fichier chiffré par GnuPG : déchiffrez-le d’abord (gpg --decrypt -o FICHIER FICHIER.gpg)',
  },
  // Binary OpenPGP: a public-key or a passphrase encrypted session key packet (old format) comes first.
  ...[0x84, 0x85, 0x8c, 0x8d].map((tag) => ({
    starts: Buffer.from([tag]),
    what: 'apparemment un fichier chiffré par GnuPG : déchiffrez-le d’abord (gpg --decrypt -o FICHIER FICHIER.gpg)',
  })),
  {
    starts: 'PGDMP',
    what: 'une archive pg_dump brute\u00a0: restaurez-la avec pg_restore',
  },
  { starts: Buffer.from([0x1f, 0x8b]), what: 'un fichier compressé par gzip' },
];

/** The header of a file's first bytes, or a BackupError saying in French what the file is instead. */
export function parseBackupHeader(firstBytes: Buffer, fileName: string): TBackupHeader {
  const magic = Buffer.from(BACKUP_MAGIC, 'utf8');
  if (!firstBytes.subarray(0, magic.length).equals(magic)) {
    const foreign = FOREIGN_FORMATS.find(({ starts }) =>
      firstBytes.subarray(0, starts.length).equals(Buffer.from(starts)),
    );
    throw new BackupError(
      `${fileName} n’est pas une sauvegarde JurisRDV${foreign ? ` : c’est ${foreign.what}` : ''}.`,
    );
  }
  if (firstBytes.length < BACKUP_HEADER_BYTES) {
    throw new BackupError(`${fileName} est tronqué\u00a0: son en-tête de sauvegarde est incomplet.`);
  }
  const text = firstBytes.subarray(magic.length, BACKUP_HEADER_BYTES).toString('utf8');
  const line = text.slice(0, text.indexOf('\n'));
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new BackupError(`${fileName} a un en-tête de sauvegarde illisible (fichier abîmé\u202f?).`);
  }
  const parsed = ZBackupHeader.safeParse(json);
  if (!parsed.success) {
    throw new BackupError(
      `${fileName} a un en-tête de sauvegarde inattendu (fichier abîmé, ou d’une version plus récente de JurisRDV).`,
    );
  }
  return parsed.data;
}

export const DRIVER_NAMES: Record<TBackupDriver, string> = {
  postgres: 'PostgreSQL',
  pglite: 'PGlite',
};
