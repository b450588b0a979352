import type { QueryClient } from '@tanstack/react-query';
import type { TSessionResponse, TStaffSummary } from '#domain/identity/auth/auth-schemas.ts';
import { FIRM_ROLE_PERMISSIONS } from '#domain/identity/firms/firm-roles.ts';
import { sessionQueryKey } from '#web/shared/session/use-session.ts';

export const SOPHIE_MARTIN = { userId: '00000000-0000-4000-8000-00000000000a', name: 'Sophie Martin' };
export const THOMAS_BERNARD = { userId: '00000000-0000-4000-8000-00000000000b', name: 'Thomas Bernard' };

/** An assistant's or an accountant's place in « Cabinet Martin Avocats », working for Sophie Martin. */
export function makeStaffSummary(
  role: TStaffSummary['role'],
  overrides: Partial<TStaffSummary> = {},
): TStaffSummary {
  return {
    firmName: 'Cabinet Martin Avocats',
    role,
    permissions: [...FIRM_ROLE_PERMISSIONS[role]],
    lawyers: [SOPHIE_MARTIN, THOMAS_BERNARD],
    actingFor: SOPHIE_MARTIN,
    ...overrides,
  };
}

/** Zoé Durand's session in the professional space, as an assistant or an accountant. */
export function makeStaffSession(staff: TStaffSummary): TSessionResponse {
  return {
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'zoe.durand@example.com',
      firstName: 'Zoé',
      lastName: 'Durand',
      name: 'Zoé Durand',
      role: 'staff',
      emailVerified: true,
    },
    professional: null,
    staff,
  };
}

/** The query client of a workspace whose shell has loaded a staff session (what useStaff reads). */
export function signInStaff(client: QueryClient, staff: TStaffSummary): QueryClient {
  client.setQueryData(sessionQueryKey('pro'), makeStaffSession(staff));
  return client;
}
