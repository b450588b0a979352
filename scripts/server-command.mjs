// `npm run db:migrate`, `npm run create-admin`, `npm run db:backup`…: an operations command of the built
// server (dist/server/<name>.js), built first when sources changed, exactly what a production image runs.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureDependencies, ROOT } from './project-setup.mjs';

const [name, ...args] = process.argv.slice(2);
if (!name || !/^[a-z][a-z-]*$/.test(name)) {
  console.error('Usage : node scripts/server-command.mjs <commande> [arguments…]');
  process.exit(2);
}
ensureDependencies();
ensureBuilt();
const entry = join(ROOT, 'dist/server', `${name}.js`);
if (!existsSync(entry)) {
  console.error(`Commande inconnue : ${name} (dist/server/${name}.js absent).`);
  process.exit(2);
}
const child = spawn(process.execPath, ['--enable-source-maps', entry, ...args], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
