/** Where to go after signing in: back to the protected page that sent the person here, else the default. */
export function redirectTarget(state: unknown, fallback: string): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = (state as { from: unknown }).from;
    // Only local paths, never another site.
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return fallback;
}
