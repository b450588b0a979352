/**
 * A client account for a bench, registered through the API as a visitor would, its session cookie returned.
 * Booking asks for a confirmed address: the bench confirms it in the database afterwards (`emailPrefix%`).
 */
export async function registerBenchClient(
  base: string,
  person: { firstName: string; lastName: string; emailPrefix: string },
): Promise<string> {
  const response = await fetch(`${base}/api/auth/client/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      firstName: person.firstName,
      lastName: person.lastName,
      email: `${person.emailPrefix}.${Date.now()}@example.com`,
      password: 'Bench-mot-de-passe-2026',
      acceptTerms: true,
    }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`inscription impossible (${response.status})`);
  return cookie;
}
