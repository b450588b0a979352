import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AppError } from '../../domain/errors/app-error';

const MAX_BYTES = 5_000_000;

function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 6) {
    const lower = address.toLowerCase();
    return (
      lower === '::1' ||
      lower.startsWith('fc') ||
      lower.startsWith('fd') ||
      lower.startsWith('fe80') ||
      lower.startsWith('::ffff:127.') ||
      lower === '::'
    );
  }
  const [a = 0, b = 0] = address.split('.').map(Number);
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}

function invalid(message: string): AppError {
  return new AppError('VALIDATION_FAILED', { message, fieldErrors: { url: message } });
}

/**
 * Downloads an iCalendar URL for import. The server only reaches public addresses (no internal
 * network through a crafted URL) unless `allowPrivate` (tests, local development).
 */
export async function fetchCalendar(rawUrl: string, options: { allowPrivate: boolean }): Promise<string> {
  let url: URL;
  try {
    url = new URL(rawUrl.replace(/^webcal:/i, 'https:'));
  } catch {
    throw invalid('Adresse de calendrier invalide');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('Adresse de calendrier invalide');
  if (!options.allowPrivate) {
    const addresses = await lookup(url.hostname, { all: true }).catch(() => []);
    if (addresses.length === 0) throw invalid('Calendrier injoignable : adresse introuvable');
    if (addresses.some((entry) => isPrivateAddress(entry.address)))
      throw invalid('Adresse de calendrier non autorisée');
  }
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' });
  } catch {
    throw invalid('Calendrier injoignable : vérifiez l’adresse puis réessayez');
  }
  if (!response.ok) throw invalid(`Calendrier injoignable (erreur ${response.status})`);
  const text = await response.text();
  if (text.length > MAX_BYTES) throw invalid('Calendrier trop volumineux (5 Mo au plus)');
  return text;
}
