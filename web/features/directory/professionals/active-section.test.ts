import { describe, expect, it } from 'vitest';
import { chooseActiveSection } from './active-section';

const at = (...tops: number[]) =>
  ['essentiel', 'carte', 'presentation', 'horaires', 'tarifs', 'faq'].map((id, index) => ({
    id,
    top: tops[index] ?? 10_000,
  }));

describe('chooseActiveSection', () => {
  const options = { offset: 88, atBottom: false };

  it('highlights the first section before any has reached the tab bar', () => {
    expect(chooseActiveSection(at(400, 900, 1400), options)).toBe('essentiel');
  });

  it('highlights the last section whose top has passed under the tab bar', () => {
    expect(chooseActiveSection(at(-900, -400, 60, 700), options)).toBe('presentation');
    expect(chooseActiveSection(at(-900, -400, -100, 90), options)).toBe('horaires');
  });

  it('highlights the last section once the page cannot scroll any further', () => {
    expect(
      chooseActiveSection(at(-3000, -2500, -2000, -1200, -200, 300), { offset: 88, atBottom: true }),
    ).toBe('faq');
  });

  it('has nothing to highlight without sections', () => {
    expect(chooseActiveSection([], options)).toBeNull();
  });
});
