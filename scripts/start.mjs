// `npm start`: install if needed, build if needed, then serve API + web app (migrations and seed run at boot).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureDependencies, ROOT } from './project-setup.mjs';

ensureDependencies();
ensureBuilt();

const server = spawn(process.execPath, ['--enable-source-maps', join(ROOT, 'dist/server/main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
