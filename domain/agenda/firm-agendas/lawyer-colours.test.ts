import { describe, expect, it } from 'vitest';
import { contrastRatio, LAWYER_COLOURS, lawyerColour, lawyerInitials } from './lawyer-colours';

describe('lawyerColour', () => {
  it('gives each of the first twelve lawyers their own colour, the same on every call', () => {
    const keys = Array.from({ length: 12 }, (_, position) => lawyerColour(position).key);
    expect(new Set(keys).size).toBe(12);
    expect(lawyerColour(3)).toEqual(lawyerColour(3));
  });

  it('starts the palette again past its end, and reads a nonsense position as the first', () => {
    expect(lawyerColour(LAWYER_COLOURS.length)).toEqual(lawyerColour(0));
    expect(lawyerColour(-1)).toEqual(lawyerColour(0));
    expect(lawyerColour(Number.NaN)).toEqual(lawyerColour(0));
    expect(lawyerColour(1.5)).toEqual(lawyerColour(0));
  });

  it('keeps the text on every colour at a contrast of 4.5:1 at least (WCAG 1.4.3)', () => {
    for (const colour of LAWYER_COLOURS) {
      expect(contrastRatio(colour.text, colour.background), colour.key).toBeGreaterThanOrEqual(4.5);
      // The edge is told from the page's white background (a non-text contrast of 3:1, WCAG 1.4.11).
      expect(contrastRatio(colour.border, '#ffffff'), colour.key).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('contrastRatio', () => {
  it('measures black on white as 21 and a colour on itself as 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2563eb', '#2563eb')).toBe(1);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => contrastRatio('blue', '#ffffff')).toThrow();
  });
});

describe('lawyerInitials', () => {
  it('writes the first letter of the first and the last name, in capitals', () => {
    expect(lawyerInitials('Sophie', 'Martin')).toBe('SM');
    expect(lawyerInitials(' élodie ', 'de Villiers')).toBe('ÉD');
    expect(lawyerInitials('', 'Martin')).toBe('M');
  });
});
