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

/** Every demo address: fictitious people shown on the login pages, kept whatever their inactivity (ADR 0011). */
export const DEMO_ACCOUNT_EMAILS: readonly string[] = [
  ...DEMO_CLIENTS.map((client) => client.email),
  ...DEMO_PROFESSIONALS.map((professional) => professional.email),
  DEMO_ADMIN.email,
];
