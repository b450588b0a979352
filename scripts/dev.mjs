// `npm run dev`: the API (tsx watch, reloaded on every server change) and Vite (hot reload of the pages,
// /api proxied to the API) together. Works on a fresh clone: nothing is built, Vite serves the sources.
import { spawn } from 'node:child_process';
import { ensureDependencies, ROOT } from './project-setup.mjs';

ensureDependencies();

const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.DEV_WEB_PORT ?? '5173';
const env = {
  ...process.env,
  PORT: apiPort,
  DEV_WEB_PORT: webPort,
  // The pages come from Vite: links in e-mails and the origin check point there.
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
  SERVE_WEB: '0',
  NODE_ENV: process.env.NODE_ENV ?? 'development',
};

const bin = (name) => `${ROOT}/node_modules/.bin/${name}`;
const parts = [
  { name: 'api', command: bin('tsx'), args: ['watch', '--clear-screen=false', 'server/app/main.ts'] },
  { name: 'web', command: bin('vite'), args: ['--clearScreen', 'false'] },
];

const children = parts.map(({ name, command, args }) => {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  return { name, child };
});

console.log(
  `[dev] API sur http://localhost:${apiPort}, pages sur http://localhost:${webPort} (Ctrl+C pour arrêter)`,
);

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(
    children.map(
      ({ child }) =>
        new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on('exit', resolve))),
    ),
  ).then(() => process.exit(code));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
for (const { name, child } of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[dev] ${name} s'est arrêté (code ${code}) : arrêt de l'ensemble.`);
      stopAll(code ?? 1);
    }
  });
}
