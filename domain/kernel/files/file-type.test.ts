import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type';

const bytes = (...values: number[]) => Uint8Array.from([...values, 0, 0, 0, 0, 0, 0, 0, 0]);

describe('detectFileType', () => {
  it('recognises accepted files by content', () => {
    expect(detectFileType(new TextEncoder().encode('%PDF-1.7\n'), 'x.pdf')?.contentType).toBe(
      'application/pdf',
    );
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'scan.png')?.label).toBe(
      'PNG',
    );
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0), 'photo.jpg')?.label).toBe('JPEG');
    expect(detectFileType(new TextEncoder().encode('GIF89a....'), 'a.gif')?.label).toBe('GIF');
    expect(detectFileType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '), 'a.webp')?.label).toBe('WEBP');
    expect(detectFileType(bytes(0x50, 0x4b, 0x03, 0x04), 'contrat.docx')?.label).toBe('DOCX');
    expect(detectFileType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'ancien.doc')?.label).toBe(
      'DOC',
    );
  });

  it('refuses disguised or unknown files', () => {
    // A Windows executable renamed .pdf.
    expect(detectFileType(bytes(0x4d, 0x5a, 0x90, 0x00), 'facture.pdf')).toBeNull();
    // A ZIP archive that is not an Office document.
    expect(detectFileType(bytes(0x50, 0x4b, 0x03, 0x04), 'archive.zip')).toBeNull();
    expect(detectFileType(new TextEncoder().encode('<html>'), 'page.pdf')).toBeNull();
    expect(detectFileType(new Uint8Array(), 'vide.pdf')).toBeNull();
  });
});
