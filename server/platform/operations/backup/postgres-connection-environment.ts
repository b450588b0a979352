import { BackupError } from './backup-error';

/** URL query parameters and the libpq environment variable each one becomes. */
const QUERY_PARAMETERS: Record<string, string | null> = {
  host: 'PGHOST',
  port: 'PGPORT',
  user: 'PGUSER',
  password: 'PGPASSWORD',
  dbname: 'PGDATABASE',
  sslmode: 'PGSSLMODE',
  sslrootcert: 'PGSSLROOTCERT',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  connect_timeout: 'PGCONNECT_TIMEOUT',
  options: 'PGOPTIONS',
  // Ours is set below: the server's sessions list says what the backup's connection is.
  application_name: null,
};

const SSL_MODES = new Set(['disable', 'allow', 'prefer', 'require', 'verify-ca', 'verify-full']);

function decoded(text: string, part: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new BackupError(`DATABASE_URL : ${part} mal encodé (caractères %).`);
  }
}

/**
 * The libpq environment that reaches the database of DATABASE_URL, for pg_dump, pg_restore and psql: the
 * password goes to the child process in PGPASSWORD, never on its command line (which `ps` shows anyone).
 */
export function postgresEnvironmentOf(databaseUrl: string): Record<string, string> {
  if (!URL.canParse(databaseUrl)) throw new BackupError('DATABASE_URL n’est pas une adresse valable.');
  const url = new URL(databaseUrl);
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new BackupError('DATABASE_URL doit commencer par postgres:// ou postgresql://.');
  }
  const env: Record<string, string> = { PGAPPNAME: 'jurisrdv-sauvegarde', PGCONNECT_TIMEOUT: '10' };
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (hostname) env.PGHOST = decoded(hostname, 'l’hôte');
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decoded(url.username, 'le nom d’utilisateur');
  if (url.password) env.PGPASSWORD = decoded(url.password, 'le mot de passe');
  const database = url.pathname.replace(/^\//, '');
  if (database) env.PGDATABASE = decoded(database, 'le nom de la base');
  for (const [name, value] of url.searchParams) {
    if (!(name in QUERY_PARAMETERS)) {
      throw new BackupError(
        `DATABASE_URL : le paramètre «\u00a0${name}\u00a0» n’est pas compris par pg_dump et pg_restore ` +
          `(acceptés\u00a0: ${Object.keys(QUERY_PARAMETERS).join(', ')}\u202f; pour TLS, sslmode=verify-full).`,
      );
    }
    if (name === 'sslmode' && !SSL_MODES.has(value)) {
      throw new BackupError(`DATABASE_URL : sslmode=${value} inconnu (${[...SSL_MODES].join(', ')}).`);
    }
    const variable = QUERY_PARAMETERS[name];
    if (variable) env[variable] = value;
  }
  return env;
}

/** « « jurisrdv » sur db.example.fr:5432 », for messages: never the user name or the password. */
export function describePostgresTarget(databaseUrl: string): string {
  const env = postgresEnvironmentOf(databaseUrl);
  const host = env.PGHOST ?? 'le serveur local';
  return `«\u00a0${env.PGDATABASE ?? env.PGUSER ?? '?'}\u00a0» sur ${host}${env.PGPORT ? `:${env.PGPORT}` : ''}`;
}
