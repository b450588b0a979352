import { describe, expect, it } from 'vitest';
import {
  checkFirmLogo,
  FIRM_LOGO_NOT_AN_IMAGE,
  FIRM_LOGO_TOO_LARGE,
  firmLogoUrl,
  MAX_FIRM_LOGO_BYTES,
  ownFirmLogoUrl,
  ZFirmLogoRequest,
} from './firm-logo';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const bytes = (head: number[], size = 64) => Uint8Array.from({ length: size }, (_, i) => head[i] ?? 0);

describe('checkFirmLogo', () => {
  it('takes a PNG, a JPEG or a WebP up to 1 Mo, by its first bytes', () => {
    expect(checkFirmLogo(bytes(PNG))).toEqual({ contentType: 'image/png' });
    expect(checkFirmLogo(bytes([0xff, 0xd8, 0xff]))).toEqual({ contentType: 'image/jpeg' });
    const webp = [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
    expect(checkFirmLogo(bytes(webp))).toEqual({ contentType: 'image/webp' });
    expect(checkFirmLogo(bytes(PNG, MAX_FIRM_LOGO_BYTES))).toEqual({ contentType: 'image/png' });
  });

  it('refuses an SVG, a PDF, a GIF, an empty file and one byte over 1 Mo', () => {
    const svg = [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>')];
    expect(checkFirmLogo(bytes(svg))).toEqual({ error: FIRM_LOGO_NOT_AN_IMAGE });
    expect(checkFirmLogo(bytes([...Buffer.from('%PDF-1.7')]))).toEqual({ error: FIRM_LOGO_NOT_AN_IMAGE });
    expect(checkFirmLogo(bytes([...Buffer.from('GIF89a')]))).toEqual({ error: FIRM_LOGO_NOT_AN_IMAGE });
    expect(checkFirmLogo(new Uint8Array())).toEqual({ error: 'Le fichier est vide' });
    expect(checkFirmLogo(bytes(PNG, MAX_FIRM_LOGO_BYTES + 1))).toEqual({ error: FIRM_LOGO_TOO_LARGE });
  });
});

describe('the logo request', () => {
  it('refuses more base64 than 1 Mo of image, and text that is not base64', () => {
    const over = 'A'.repeat(Math.ceil(MAX_FIRM_LOGO_BYTES / 3) * 4 + 4);
    expect(ZFirmLogoRequest.safeParse({ fileName: 'logo.png', contentBase64: over }).success).toBe(false);
    expect(
      ZFirmLogoRequest.safeParse({ fileName: 'logo.png', contentBase64: 'pas du base64\u202f!' }).success,
    ).toBe(false);
    expect(ZFirmLogoRequest.safeParse({ fileName: 'logo.png', contentBase64: 'iVBORw0KGgo=' }).success).toBe(
      true,
    );
  });
});

describe('firmLogoUrl', () => {
  it('changes with the stored file, so that a new logo is never served from a cache', () => {
    expect(firmLogoUrl(4, 91)).toBe('/api/firms/4/logo?v=91');
    expect(firmLogoUrl(4, null)).toBeNull();
    expect(ownFirmLogoUrl(91)).toBe('/api/pro/firm/logo?v=91');
    expect(ownFirmLogoUrl(null)).toBeNull();
  });
});
