// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { minimalPdf } from './minimal-pdf';

describe('minimal PDF', () => {
  it('is a PDF whose cross-reference table points at its objects', () => {
    const pdf = minimalPdf(['Procès-verbal (constat)', 'Partagé l’été']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const xref = Number(pdf.match(/startxref\n(\d+)/)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    for (const [index, offset] of offsets.entries()) {
      expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    }
    expect(pdf).toContain('(Procès-verbal \\(constat\\)) Tj');
    expect(pdf).toContain("(Partagé l'été) Tj");
  });
});
