import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';

/**
 * The collapsible box of demo client accounts (PRODUCT.md §5), the seed's "hidden box": only in demo mode,
 * where those accounts exist; a real deployment has none to show.
 */
const DEMO_CLIENT_ACCOUNTS = [
  { name: 'Marie Dubois', email: 'marie.dubois@example.com' },
  { name: 'Lucas Moreau', email: 'lucas.moreau@example.com' },
  { name: 'Emma Laurent', email: 'emma.laurent@example.com' },
];

export function DemoAccountsBox() {
  const demoMode = useSiteFacts().data?.demoMode ?? false;
  if (!demoMode) return null;
  return (
    <details className="mt-6 rounded-md border border-brand-100 bg-brand-50 p-4 text-sm">
      <summary className="cursor-pointer font-medium text-brand-800">Comptes de démonstration</summary>
      <p className="mt-2 text-slate-700">
        Mot de passe pour tous les comptes&nbsp;: <code className="font-mono">demo-2025</code>
      </p>
      <ul className="mt-2 space-y-1 text-slate-700">
        {DEMO_CLIENT_ACCOUNTS.map((account) => (
          <li key={account.email}>
            {account.name} — <code className="font-mono">{account.email}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}
