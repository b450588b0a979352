/** Demo accounts of PRODUCT.md §5, listed in the README and in the /login demo box. */
export const DEMO_PASSWORD = 'demo-2025';

export const DEMO_CLIENTS = [
  { email: 'marie.dubois@example.com', firstName: 'Marie', lastName: 'Dubois' },
  { email: 'lucas.moreau@example.com', firstName: 'Lucas', lastName: 'Moreau' },
  { email: 'emma.laurent@example.com', firstName: 'Emma', lastName: 'Laurent' },
] as const;

export const DEMO_PROFESSIONALS = [
  {
    id: 1,
    email: 'sophie.martin@example.com',
    firstName: 'Sophie',
    lastName: 'Martin',
    practice: 'Cabinet Martin Avocats',
    specialty: 'Droit de la famille',
    barNumber: 'PARIS-A1234',
  },
  {
    id: 2,
    email: 'thomas.bernard@example.com',
    firstName: 'Thomas',
    lastName: 'Bernard',
    practice: 'Bernard Pénal Conseil',
    specialty: 'Droit pénal',
    barNumber: 'PARIS-B5678',
  },
  {
    id: 3,
    email: 'camille.petit@example.com',
    firstName: 'Camille',
    lastName: 'Petit',
    practice: 'Petit & Associés',
    specialty: 'Droit du travail',
    barNumber: 'LYON-C9012',
  },
] as const;

export const DEMO_ADMIN = { email: 'admin@example.com', firstName: 'Admin', lastName: 'JurisRDV' } as const;

/**
 * The rest of « Cabinet Martin Avocats » (issue 27 §6), around Sophie Martin, its « Associée »: a collaborator
 * lawyer with a public profile, and an assistant assigned to both lawyers. Seeded with the demo of
 * `npm start` (`seedDemoData`'s `firmTeam`), not in the tests' template, where Sophie's firm is hers alone.
 */
export const DEMO_COLLABORATOR = {
  email: 'antoine.lambert@example.com',
  firstName: 'Antoine',
  lastName: 'Lambert',
  practice: 'Cabinet Martin Avocats',
  specialty: 'Droit des successions',
  barNumber: 'PARIS-D3456',
} as const;

export const DEMO_ASSISTANT = {
  email: 'julie.lefevre@example.com',
  firstName: 'Julie',
  lastName: 'Lefèvre',
} as const;

/**
 * The assistant's authenticator, published like the password: a staff account always has a second factor
 * (ADR 0058), so a visitor adds this key to an authenticator app (or runs `oathtool --totp -b <key>`) to sign
 * in. Base32, 20 bytes, read as is by the server (a secret stored without TOTP_ENCRYPTION_KEY's seal).
 */
export const DEMO_ASSISTANT_TOTP_SECRET = 'JURISRDVDEMOJULIELEFEVREASSISTAN';

/** Her recovery codes, each usable once per database (a fresh `DATA_DIR` gives them back). */
export const DEMO_ASSISTANT_RECOVERY_CODES = [
  'jurs-dem2',
  'jurs-dem3',
  'jurs-dem4',
  'jurs-dem5',
  'jurs-dem6',
] as const;

/** Every demo address: fictitious people shown on the login pages, kept whatever their inactivity (ADR 0011). */
export const DEMO_ACCOUNT_EMAILS: readonly string[] = [
  ...DEMO_CLIENTS.map((client) => client.email),
  ...DEMO_PROFESSIONALS.map((professional) => professional.email),
  DEMO_ADMIN.email,
  DEMO_COLLABORATOR.email,
  DEMO_ASSISTANT.email,
];
