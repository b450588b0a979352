import { describe, expect, it } from 'vitest';
import { ZUploadedFileFields } from './shared-fields';

const contentOf = (value: string) => ZUploadedFileFields.contentBase64.safeParse(value);

describe('uploaded file content (base64)', () => {
  it.each(['JVBERi0x', 'JVBERi0xLg==', 'JVBERi0xLjc=', 'a+b/'])('accepts %s', (value) => {
    expect(contentOf(value).success).toBe(true);
  });

  it.each(['JVBE Ri0x', 'JVBERi0x\n', 'JV=BERi0x', 'JVBERi0x===', 'JVBERi0x=A', 'JVBERi-_', 'é'])(
    'refuses %s as badly encoded',
    (value) => {
      const result = contentOf(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Fichier mal encodé');
    },
  );

  it('checks a 10 Mo document in one linear scan', () => {
    const value = Buffer.alloc(10 * 1024 * 1024, 0xa7).toString('base64');
    expect(contentOf(value).success).toBe(true);
    expect(contentOf(`${value.slice(0, -4)}!AAA`).success).toBe(false);
  });
});
