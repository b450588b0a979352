import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';

/**
 * The collapsible box of demo accounts (PRODUCT.md §5), the seed's "hidden box": only in demo mode, where
 * those accounts exist; a real deployment has none to show. The same people as the README's table
 * (server/db/seed/demo-accounts.ts).
 */
const DEMO_CLIENT_ACCOUNTS = [
  { name: 'Marie Dubois', email: 'marie.dubois@example.com' },
  { name: 'Lucas Moreau', email: 'lucas.moreau@example.com' },
  { name: 'Emma Laurent', email: 'emma.laurent@example.com' },
];

/** The professional space's accounts: Cabinet Martin Avocats' three members (issue 27 §6), then the others. */
const DEMO_PRO_ACCOUNTS = [
  { name: 'Maître Sophie Martin, associée du Cabinet Martin Avocats', email: 'sophie.martin@example.com' },
  { name: 'Maître Antoine Lambert, avocat collaborateur du cabinet', email: 'antoine.lambert@example.com' },
  {
    name: 'Julie Lefèvre, assistante de Sophie Martin et d’Antoine Lambert',
    email: 'julie.lefevre@example.com',
  },
  { name: 'Maître Thomas Bernard', email: 'thomas.bernard@example.com' },
  { name: 'Maître Camille Petit', email: 'camille.petit@example.com' },
];

/** The assistant's published authenticator key (DEMO_ASSISTANT_TOTP_SECRET) and one recovery code. */
export const DEMO_ASSISTANT_KEY = 'JURISRDVDEMOJULIELEFEVREASSISTAN';
const DEMO_ASSISTANT_RECOVERY_CODE = 'jurs-dem2';

export function DemoAccountsBox({ space = 'client' }: { space?: 'client' | 'pro' }) {
  const demoMode = useSiteFacts().data?.demoMode ?? false;
  if (!demoMode) return null;
  const accounts = space === 'pro' ? DEMO_PRO_ACCOUNTS : DEMO_CLIENT_ACCOUNTS;
  return (
    <details className="mt-6 rounded-md border border-brand-100 bg-brand-50 p-4 text-sm">
      <summary className="cursor-pointer font-medium text-brand-800">Comptes de démonstration</summary>
      <p className="mt-2 text-slate-700">
        Mot de passe pour tous les comptes&nbsp;: <code className="font-mono">demo-2025</code>
      </p>
      <ul className="mt-2 space-y-1 text-slate-700">
        {accounts.map((account) => (
          <li key={account.email}>
            {account.name} — <code className="font-mono break-all">{account.email}</code>
          </li>
        ))}
      </ul>
      {space === 'pro' ? (
        <p className="mt-2 text-slate-700">
          L’assistante a toujours une double authentification&nbsp;: ajoutez la clé{' '}
          <code className="font-mono break-all">{DEMO_ASSISTANT_KEY}</code> à votre application
          d’authentification pour obtenir ses codes, ou utilisez une fois le code de secours{' '}
          <code className="font-mono">{DEMO_ASSISTANT_RECOVERY_CODE}</code>.
        </p>
      ) : null}
    </details>
  );
}
