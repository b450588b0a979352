import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RADICALE = process.env.RADICALE_PATH ?? '/usr/bin/radicale';

export const RADICALE_MISSING_MESSAGE = [
  `Radicale est introuvable (${RADICALE})\u00a0: les tests CalDAV ne peuvent pas tourner.`,
  'Installez le paquet Debian «\u00a0radicale\u00a0» (sudo apt-get install radicale) ou indiquez son chemin avec RADICALE_PATH.',
  `Radicale is missing (${RADICALE}): install the Debian package "radicale" (sudo apt-get install radicale) or set RADICALE_PATH.`,
].join('\n');

/** A calendar made for a user by `addUser`. */
export type TRadicaleCalendar = {
  slug: string;
  name: string;
  colour?: string;
  components?: ('VEVENT' | 'VTODO')[];
};

export type TRadicaleServer = {
  /** http://127.0.0.1:<port>/ — what a professional would type as the server's address. */
  url: string;
  /**
   * Adds (or replaces) a user with this password and makes their calendars (by default « Cabinet » and
   * « Personnel », both for events); returns each calendar's URL by slug.
   */
  addUser(name: string, password: string, calendars?: TRadicaleCalendar[]): Promise<Record<string, string>>;
  /**
   * Many users at once (the bench's thousand accounts): the htpasswd file written once and the calendars
   * written straight into Radicale's file-system storage, as MKCALENDAR would leave them, instead of one
   * request each. Returns each user's calendar URLs by slug.
   */
  addUsers(
    users: readonly { name: string; password: string }[],
    calendars?: TRadicaleCalendar[],
  ): Promise<Record<string, string>[]>;
  /** Changes a user's password in the htpasswd file: their old password stops working at once. */
  setPassword(name: string, password: string): Promise<void>;
  removeUser(name: string): Promise<void>;
  /** Another CalDAV client's request, as the user (PUT an event, GET it back, DELETE it). */
  request(
    user: string,
    path: string,
    init?: { method?: string; body?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** The server's process, to read the CPU time it spent (bench). */
  pid: number | undefined;
  stop(): Promise<void>;
};

const DEFAULT_CALENDARS: TRadicaleCalendar[] = [
  { slug: 'cabinet', name: 'Cabinet', colour: '#1F6FEBFF' },
  { slug: 'personnel', name: 'Personnel', colour: '#2DA44E' },
];

function checkUser(name: string, password: string): void {
  if (!/^[A-Za-z0-9._-]+$/.test(name) || /[\r\n:]/.test(password)) throw new Error('test user or password');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Waits for Radicale to say where it listens (it was given port 0, so the port is free by construction). */
function listeningPort(child: ChildProcess, output: () => string): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`Radicale did not start within 20 s:\n${output()}`));
    }, 20_000);
    const onData = () => {
      const match = /Listening on '\[?127\.0\.0\.1\]?:(\d+)'/.exec(output());
      if (match) {
        cleanup();
        resolve(Number(match[1]));
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`Radicale exited (${code}) before listening:\n${output()}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

/**
 * A real CalDAV server for the tests: Debian's Radicale 3 on a free 127.0.0.1 port, storing in a temporary
 * folder, users in a plain htpasswd file (read again on every request, so a changed password applies at
 * once), each user owning only their own calendars.
 */
export async function startRadicale(): Promise<TRadicaleServer> {
  if (!existsSync(RADICALE)) throw new Error(RADICALE_MISSING_MESSAGE);
  const folder = await mkdtemp(join(tmpdir(), 'jurisrdv-radicale-'));
  const users = new Map<string, string>();
  const htpasswd = join(folder, 'users');
  const writeUsers = () =>
    writeFile(htpasswd, [...users].map(([name, password]) => `${name}:${password}\n`).join(''), {
      mode: 0o600,
    });
  await writeUsers();
  const config = join(folder, 'config');
  await writeFile(
    config,
    [
      '[server]',
      'hosts = 127.0.0.1:0',
      'max_connections = 64',
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${htpasswd}`,
      'htpasswd_encryption = plain',
      // Radicale sleeps this long after a wrong password (against guessing); the tests send wrong ones on purpose.
      'delay = 0',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${join(folder, 'collections')}`,
      '[web]',
      'type = none',
      '[logging]',
      'level = info',
      'mask_passwords = True',
      '',
    ].join('\n'),
  );

  const child = spawn(RADICALE, ['--config', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    // Only the start-up lines matter; the log of a long test run is not kept.
    if (output.length < 20_000) output += chunk.toString('utf8');
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A test process that dies before `stop` does not leave the server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let port: number;
  try {
    port = await listeningPort(child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  const url = `http://127.0.0.1:${port}/`;

  async function request(
    user: string,
    path: string,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const password = users.get(user) ?? '';
    return fetch(new URL(path, url), {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: init.body }),
      signal: AbortSignal.timeout(10_000),
    });
  }

  async function makeCalendar(user: string, calendar: TRadicaleCalendar): Promise<string> {
    const path = `/${encodeURIComponent(user)}/${encodeURIComponent(calendar.slug)}/`;
    const components = (calendar.components ?? ['VEVENT']).map((name) => `<C:comp name="${name}"/>`).join('');
    const response = await request(user, path, {
      method: 'MKCALENDAR',
      headers: { 'content-type': 'application/xml; charset=utf-8' },
      body: `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" xmlns:I="http://apple.com/ns/ical/">
  <D:set><D:prop>
    <D:displayname>${escapeXml(calendar.name)}</D:displayname>
    ${calendar.colour ? `<I:calendar-color>${escapeXml(calendar.colour)}</I:calendar-color>` : ''}
    <C:supported-calendar-component-set>${components}</C:supported-calendar-component-set>
  </D:prop></D:set>
</C:mkcalendar>`,
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`MKCALENDAR ${path}: ${response.status}`);
    return new URL(path, url).href;
  }

  return {
    url,
    async addUser(name, password, calendars = DEFAULT_CALENDARS) {
      checkUser(name, password);
      users.set(name, password);
      await writeUsers();
      const urls: Record<string, string> = {};
      for (const calendar of calendars) urls[calendar.slug] = await makeCalendar(name, calendar);
      return urls;
    },
    async addUsers(list, calendars = DEFAULT_CALENDARS) {
      for (const { name, password } of list) checkUser(name, password);
      for (const calendar of calendars)
        if (!/^[A-Za-z0-9._-]+$/.test(calendar.slug)) throw new Error('test calendar slug');
      for (const { name, password } of list) users.set(name, password);
      await writeUsers();
      const root = join(folder, 'collections', 'collection-root');
      const result: Record<string, string>[] = [];
      for (const { name } of list) {
        const urls: Record<string, string> = {};
        for (const calendar of calendars) {
          const directory = join(root, name, calendar.slug);
          await mkdir(directory, { recursive: true });
          // What Radicale 3 writes for the MKCALENDAR of makeCalendar.
          const props: Record<string, string> = {
            'C:supported-calendar-component-set': (calendar.components ?? ['VEVENT']).join(','),
            'D:displayname': calendar.name,
            ...(calendar.colour ? { 'ICAL:calendar-color': calendar.colour } : {}),
            tag: 'VCALENDAR',
          };
          await writeFile(join(directory, '.Radicale.props'), JSON.stringify(props));
          urls[calendar.slug] = new URL(`/${name}/${calendar.slug}/`, url).href;
        }
        result.push(urls);
      }
      return result;
    },
    async setPassword(name, password) {
      if (/[\r\n:]/.test(password)) throw new Error('test password');
      users.set(name, password);
      await writeUsers();
    },
    async removeUser(name) {
      users.delete(name);
      await writeUsers();
    },
    request,
    pid: child.pid,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(killer);
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
