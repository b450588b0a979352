// The Dockerfile's stages run outside Docker: the build stage in a copy of the build context, the runtime
// stage in a fresh folder, instruction by instruction. The two slow steps (`npm run build`, the production
// `npm install`) are kept in .tmp/production-install, keyed by what they read, so that the suite's second
// project and later runs reuse them; they are redone as soon as a source, the lockfile or the Dockerfile changes.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, posix } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROJECT_ROOT } from '../platform/project-root';
import {
  contextFiles,
  copyOf,
  environmentOf,
  execFormOf,
  parseDockerignore,
  readDockerfile,
  type TDockerInstruction,
  type TDockerStage,
} from './dockerfile';

const CACHE_DIR = join(PROJECT_ROOT, '.tmp/production-install');

export type TStepTiming = { step: string; ms: number; note: string };

export type TRuntimeImage = {
  /** The runtime stage's /app: a fresh folder outside the repository (nothing above it has a package.json). */
  root: string;
  env: Record<string, string>;
  user: string | null;
  exposed: string[];
  healthcheck: string[] | null;
  command: string[] | null;
  /** Every COPY of the runtime stage: what came from the build stage, what from the context. */
  copies: { from: string | null; source: string; destination: string }[];
  /** The runtime stage's `npm install` command, as written. */
  installCommand: string;
  /** The user a `chown` of the runtime stage gives folders to (it needs root: not done here). */
  ownedBy: string | null;
  timings: TStepTiming[];
  dispose(): void;
};

function sha256(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 16);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One process at a time makes a cache entry; the others wait for it, then reuse it. */
async function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const lock = join(CACHE_DIR, `${name}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = 0;
    let since = Date.now();
    try {
      since = statSync(lock).mtimeMs;
      holder = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    } catch {
      // Being made or removed right now: look again.
    }
    // A lock whose process died, or that never got its pid (a process killed at that very moment).
    const abandoned = holder > 0 ? !isAlive(holder) : Date.now() - since > 60_000;
    if (abandoned) rmSync(lock, { recursive: true, force: true });
    else await sleep(500);
  }
  writeFileSync(join(lock, 'pid'), String(process.pid));
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Entries of one kind other than the current one: an older build or install, never used again. */
function pruneCache(kind: string, keep: string): void {
  for (const entry of readdirSync(CACHE_DIR)) {
    if (entry.startsWith(`${kind}-`) && entry !== keep && !entry.endsWith('.lock')) {
      rmSync(join(CACHE_DIR, entry), { recursive: true, force: true });
    }
  }
}

/** A copy whose files are hard links (instant, same bytes); a plain copy across file systems. */
function linkCopy(source: string, destination: string): void {
  const linked = spawnSync('cp', ['-al', source, destination]);
  if (linked.status !== 0) cpSync(source, destination, { recursive: true, verbatimSymlinks: true });
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(output);
      else
        reject(new Error(`${command} ${args.join(' ')} (dans ${cwd}) a échoué (code ${code}) :\n${output}`));
    });
  });
}

/**
 * A stage's commands see the image's environment, not the test runner's (vitest sets NODE_ENV=test): PATH
 * and HOME to find npm and its cache, then the ENV instructions written before them.
 */
function baseEnvironment(): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? tmpdir(),
  };
  // How this machine reaches the registry, when said by variables. Not the other npm_config_* that npx
  // exports (npm_config_local_prefix would point npm at the repository instead of the folder it runs in).
  for (const [name, value] of Object.entries(process.env)) {
    if (
      value !== undefined &&
      /^(https?_proxy|no_proxy|npm_config_registry|npm_config_cache)$/iu.test(name)
    ) {
      env[name] = value;
    }
  }
  return env;
}

function stageEnvironment(stage: TDockerStage, until: TDockerInstruction): Record<string, string> {
  const env = baseEnvironment();
  for (const instruction of stage.instructions) {
    if (instruction === until) break;
    if (instruction.keyword === 'ENV') Object.assign(env, environmentOf(instruction));
  }
  return env;
}

/** `RUN a && b`: its commands one by one (the Dockerfile uses nothing more of the shell). */
function commandsOf(instruction: TDockerInstruction): string[][] {
  if (/[|;<>`$]|\|\||\n/u.test(instruction.text)) {
    throw new Error(
      `Dockerfile, ligne ${instruction.line} : RUN avec plus que « && » : le test ne sait pas le suivre`,
    );
  }
  const unknown = Object.keys(instruction.flags).filter((flag) => flag !== 'mount');
  if (unknown.length > 0)
    throw new Error(`Dockerfile, ligne ${instruction.line} : --${unknown[0]} inconnu du test`);
  return instruction.text.split('&&').map((command) => command.trim().split(/\s+/u));
}

/** Where a path of the image (absolute, or relative to WORKDIR) lies in the folder standing for WORKDIR. */
function hostPath(root: string, workdir: string, imagePath: string): string {
  const relative = posix.relative(workdir, posix.resolve(workdir, imagePath));
  if (relative.startsWith('..'))
    throw new Error(`${imagePath} : hors de WORKDIR (${workdir}), que le test ne sait pas suivre`);
  return join(root, relative);
}

/** Docker's COPY: a folder's content goes into the destination; a file goes into a destination ending in `/`. */
function copyInto(source: string, root: string, workdir: string, destination: string, many: boolean): string {
  const target = hostPath(root, workdir, destination);
  if (statSync(source).isDirectory()) {
    mkdirSync(target, { recursive: true });
    cpSync(source, target, { recursive: true, verbatimSymlinks: true });
    return target;
  }
  const file = destination.endsWith('/') || many ? join(target, source.split('/').at(-1) ?? '') : target;
  mkdirSync(dirname(file), { recursive: true });
  cpSync(source, file);
  return file;
}

/** The build context: the repository less what .dockerignore leaves out. */
function buildContext(): { files: string[]; key: string; has(path: string): boolean } {
  const ignored = parseDockerignore(readFileSync(join(PROJECT_ROOT, '.dockerignore'), 'utf8'));
  const files = contextFiles(PROJECT_ROOT, ignored);
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(PROJECT_ROOT, file)));
  const set = new Set(files);
  return {
    files,
    key: hash.digest('hex').slice(0, 16),
    has: (path) => {
      const clean = posix.normalize(path).replace(/^\.\/?|\/$/gu, '');
      return clean === '' || set.has(clean) || files.some((file) => file.startsWith(`${clean}/`));
    },
  };
}

/** Copies a context path (a file or a folder) as Docker would send it: without what .dockerignore leaves out. */
function copyFromContext(
  context: ReturnType<typeof buildContext>,
  source: string,
  root: string,
  workdir: string,
  destination: string,
  many: boolean,
): void {
  if (!context.has(source)) {
    throw new Error(
      `COPY ${source} : absent du contexte de construction (supprimé, ou exclu par .dockerignore)`,
    );
  }
  const clean = posix.normalize(source).replace(/^\.\/?|\/$/gu, '');
  const inside = context.files.filter(
    (file) => clean === '' || file === clean || file.startsWith(`${clean}/`),
  );
  if (inside.length === 1 && inside[0] === clean) {
    copyInto(join(PROJECT_ROOT, clean), root, workdir, destination, many);
    return;
  }
  const target = hostPath(root, workdir, destination);
  for (const file of inside) {
    const relative = clean === '' ? file : file.slice(clean.length + 1);
    mkdirSync(dirname(join(target, relative)), { recursive: true });
    cpSync(join(PROJECT_ROOT, file), join(target, relative), { verbatimSymlinks: true });
  }
}

/** Every package the lockfile pins is installed at that version (those for other platforms aside). */
function sharedModulesMatchLockfile(): boolean {
  const pinned = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package-lock.json'), 'utf8')) as TLockfile)
    .packages;
  const installed = (
    JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules/.package-lock.json'), 'utf8')) as TLockfile
  ).packages;
  return Object.entries(pinned).every(
    ([path, entry]) =>
      path === '' || (installed[path] ? installed[path].version === entry.version : entry.optional === true),
  );
}

type TLockfile = { packages: Record<string, { version?: string; optional?: boolean }> };

function buildStageOf(stages: TDockerStage[], name: string): TDockerStage {
  const stage = stages.find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`Dockerfile : pas d'étage « ${name} » (COPY --from=${name})`);
  return stage;
}

function workdirOf(stage: TDockerStage): string {
  const workdirs = stage.instructions.filter((instruction) => instruction.keyword === 'WORKDIR');
  if (workdirs.length !== 1 || !isAbsolute(workdirs[0]?.text ?? '')) {
    throw new Error('Dockerfile : un WORKDIR absolu par étage attendu');
  }
  return workdirs[0]?.text ?? '/';
}

/**
 * The build stage, in a copy of the context. Its `npm install` is the one step not redone: the folder gets the
 * repository's node_modules, installed from the same lockfile (checked), instead of a second full install.
 */
async function buildStage(
  stage: TDockerStage,
  context: ReturnType<typeof buildContext>,
  timings: TStepTiming[],
): Promise<string> {
  const steps = stage.instructions.map(({ keyword, flags, text }) => ({ keyword, flags, text }));
  const key = `build-${sha256(context.key, stage.image, JSON.stringify(steps))}`;
  const cached = join(CACHE_DIR, key);
  return withLock('build', async () => {
    if (existsSync(cached)) {
      timings.push({ step: `étage ${stage.name} (npm run build)`, ms: 0, note: `déjà fait (${key})` });
      return cached;
    }
    const partial = join(CACHE_DIR, `${key}.partial`);
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    try {
      const workdir = workdirOf(stage);
      for (const instruction of stage.instructions) {
        if (instruction.keyword === 'WORKDIR' || instruction.keyword === 'ENV') continue;
        if (instruction.keyword === 'COPY') {
          const copy = copyOf(instruction);
          if (copy.from)
            throw new Error(
              `Dockerfile, ligne ${instruction.line} : COPY --from dans l'étage de construction`,
            );
          for (const source of copy.sources) {
            copyFromContext(context, source, partial, workdir, copy.destination, copy.sources.length > 1);
          }
        } else if (instruction.keyword === 'RUN') {
          for (const words of commandsOf(instruction)) {
            const started = Date.now();
            const [command, verb, ...args] = words;
            if (command === 'npm' && verb === 'install' && !args.includes('--omit=dev')) {
              if (!sharedModulesMatchLockfile()) {
                throw new Error(
                  'node_modules ne correspond pas à package-lock.json : lancez npm install, puis relancez le test',
                );
              }
              symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(partial, 'node_modules'));
            } else if (command === 'npm' && verb === 'run' && args.length === 1) {
              await run('npm', ['run', ...args], partial, stageEnvironment(stage, instruction));
              timings.push({
                step: `étage ${stage.name} (npm run ${args[0]})`,
                ms: Date.now() - started,
                note: key,
              });
            } else {
              throw new Error(
                `Dockerfile, ligne ${instruction.line} : « ${words.join(' ')} » inconnu du test`,
              );
            }
          }
        } else {
          throw new Error(
            `Dockerfile, ligne ${instruction.line} : ${instruction.keyword} inconnu du test dans l'étage de construction`,
          );
        }
      }
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      throw error;
    }
    rmSync(join(partial, 'node_modules'), { force: true });
    renameSync(partial, cached);
    pruneCache('build', key);
    return cached;
  });
}

/** The runtime stage's `npm install`, in place the first time, then linked from the cache. */
async function installProductionModules(
  root: string,
  words: string[],
  env: Record<string, string>,
  timings: TStepTiming[],
): Promise<void> {
  const inputs = ['package.json', 'package-lock.json'].map((file) => readFileSync(join(root, file)));
  const key = `modules-${sha256(words.join(' '), JSON.stringify(env), ...inputs)}`;
  const cached = join(CACHE_DIR, key);
  await withLock('modules', async () => {
    const started = Date.now();
    if (existsSync(cached)) {
      linkCopy(join(cached, 'node_modules'), join(root, 'node_modules'));
      timings.push({ step: words.join(' '), ms: Date.now() - started, note: `liens vers ${key}` });
      return;
    }
    // The npm cache is warm where the suite runs: the registry is asked only for what it lacks.
    await run('npm', [...words.slice(1), '--prefer-offline'], root, { ...baseEnvironment(), ...env });
    timings.push({ step: `${words.join(' ')} --prefer-offline`, ms: Date.now() - started, note: key });
    const partial = join(CACHE_DIR, `${key}.partial`);
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    linkCopy(join(root, 'node_modules'), join(partial, 'node_modules'));
    renameSync(partial, cached);
    pruneCache('modules', key);
  });
}

/**
 * Follows the Dockerfile: its build stage (cached), then its last stage, the runtime, into a fresh folder.
 * Every COPY source must exist (in the context, or in the build stage's output); RUN may only hold the
 * commands this function knows, so that a new step is taught here rather than skipped.
 */
export async function installAsTheDockerfileSays(): Promise<TRuntimeImage> {
  const timings: TStepTiming[] = [];
  let started = Date.now();
  const stages = readDockerfile(PROJECT_ROOT);
  const context = buildContext();
  timings.push({
    step: 'contexte (.dockerignore) et empreinte',
    ms: Date.now() - started,
    note: `${context.files.length} fichiers`,
  });
  const runtime = stages.at(-1);
  if (!runtime || stages.length < 2)
    throw new Error('Dockerfile : un étage de construction puis un étage d’exécution attendus');
  const workdir = workdirOf(runtime);
  const root = mkdtempSync(join(tmpdir(), 'jurisrdv-runtime-'));
  const image: TRuntimeImage = {
    root,
    env: {},
    user: null,
    exposed: [],
    healthcheck: null,
    command: null,
    copies: [],
    installCommand: '',
    ownedBy: null,
    timings,
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
  const builtStages = new Map<string, string>();
  try {
    for (const instruction of runtime.instructions) {
      switch (instruction.keyword) {
        case 'WORKDIR':
          break;
        case 'ENV':
          Object.assign(image.env, environmentOf(instruction));
          break;
        case 'COPY': {
          const copy = copyOf(instruction);
          for (const source of copy.sources) {
            image.copies.push({ from: copy.from, source, destination: copy.destination });
            const many = copy.sources.length > 1;
            if (!copy.from) {
              copyFromContext(context, source, root, workdir, copy.destination, many);
              continue;
            }
            const stage = buildStageOf(stages, copy.from);
            let built = builtStages.get(copy.from);
            if (!built) {
              built = await buildStage(stage, context, timings);
              builtStages.set(copy.from, built);
            }
            const path = hostPath(built, workdirOf(stage), source);
            if (!existsSync(path))
              throw new Error(`COPY --from=${copy.from} ${source} : absent après la construction`);
            started = Date.now();
            copyInto(path, root, workdir, copy.destination, many);
            timings.push({ step: `COPY --from=${copy.from} ${source}`, ms: Date.now() - started, note: '' });
          }
          break;
        }
        case 'RUN':
          for (const words of commandsOf(instruction)) {
            const [command, verb, ...args] = words;
            if (command === 'npm' && verb === 'install') {
              image.installCommand = words.join(' ');
              await installProductionModules(root, words, image.env, timings);
            } else if (command === 'mkdir' && verb === '-p' && args.length > 0) {
              for (const folder of args) mkdirSync(hostPath(root, workdir, folder), { recursive: true });
            } else if (command === 'chown' && verb !== undefined && args.length > 0) {
              image.ownedBy = verb.split(':')[0] ?? '';
            } else {
              throw new Error(
                `Dockerfile, ligne ${instruction.line} : « ${words.join(' ')} » inconnu du test`,
              );
            }
          }
          break;
        case 'USER':
          image.user = instruction.text;
          break;
        case 'EXPOSE':
          image.exposed.push(...instruction.text.split(/\s+/u));
          break;
        case 'HEALTHCHECK': {
          const form = /^CMD\s+(.*)$/su.exec(instruction.text);
          if (!form?.[1])
            throw new Error(`Dockerfile, ligne ${instruction.line} : HEALTHCHECK CMD [...] attendu`);
          image.healthcheck = execFormOf(form[1], instruction.line);
          break;
        }
        case 'CMD':
          image.command = execFormOf(instruction.text, instruction.line);
          break;
        default:
          throw new Error(`Dockerfile, ligne ${instruction.line} : ${instruction.keyword} inconnu du test`);
      }
    }
  } catch (error) {
    image.dispose();
    throw error;
  }
  return image;
}
