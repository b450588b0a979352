// `npm run create-admin -- --email …`: the first administrator of a deployment, never a published password.
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/platform/config.ts';
import { openConfiguredDatabase } from '#server/platform/open-configured-database.ts';
import { OperatorRefusal } from '#server/platform/operations/operator-refusal.ts';
import { runCommand } from '#server/platform/operations/run-command.ts';
import { createAdministrator } from './create-administrator';
import { generatePassword } from './prepare-database';

const USAGE =
  'Usage\u00a0: npm run create-admin -- --email adresse@exemple.fr [--first-name Prénom] [--last-name Nom] [--password-stdin] [--reset-password]';

async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > 4096) throw new OperatorRefusal('Mot de passe refusé\u00a0: l’entrée standard dépasse 4 Kio.');
    chunks.push(buffer);
  }
  // The first line, without its line ending: `echo "…" |` and a file both work.
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/u)[0] ?? '';
}

await runCommand(async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string', default: 'Administrateur' },
      'last-name': { type: 'string', default: 'JurisRDV' },
      'password-stdin': { type: 'boolean', default: false },
      'reset-password': { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (!values.email) throw new OperatorRefusal(USAGE);
  const config = loadConfig();
  const generated = values['password-stdin'] ? null : generatePassword();
  const password = generated ?? (await readStandardInput());
  const handle = await openConfiguredDatabase(config);
  try {
    await handle.migrate();
    const result = await createAdministrator(
      handle.db,
      {
        email: values.email,
        firstName: values['first-name'],
        lastName: values['last-name'],
        password,
        resetPassword: values['reset-password'],
      },
      new Date(),
    );
    const what =
      result.action === 'created' ? 'Administrateur créé' : 'Nouveau mot de passe de l’administrateur';
    console.log(`${what} : ${result.email}`);
    if (generated) console.log(`Mot de passe (affiché une seule fois, notez-le maintenant) : ${generated}`);
    console.log(
      `À sa première connexion sur ${config.publicUrl}/admin, il configurera sa double authentification (obligatoire).`,
    );
  } finally {
    await handle.close();
  }
});
