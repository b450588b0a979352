import { describe, expect, it } from 'vitest';
import { truncateDescription } from './truncate-description';

describe('truncateDescription', () => {
  it('keeps a text that fits', () => {
    expect(truncateDescription('Avocate en droit de la famille.', 120)).toBe(
      'Avocate en droit de la famille.',
    );
    const exact = 'a'.repeat(120);
    expect(truncateDescription(exact, 120)).toBe(exact);
  });

  it('cuts a longer text at 120 characters on a word boundary and adds « … »', () => {
    const text =
      'Avocate spécialisée en droit de la famille depuis plus de quinze ans, je vous accompagne dans vos procédures de divorce, de garde et de pension alimentaire.';
    const cut = truncateDescription(text, 120);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(121);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).toBe(
      'Avocate spécialisée en droit de la famille depuis plus de quinze ans, je vous accompagne dans vos procédures de…',
    );
  });

  it('cuts inside a very long word rather than losing most of the text', () => {
    const cut = truncateDescription(`Intro ${'x'.repeat(200)}`, 120);
    expect(cut).toHaveLength(121);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('does not leave punctuation or spaces before the ellipsis, and folds line breaks', () => {
    const text = `${'mot '.repeat(29)}fin, suite du texte qui dépasse largement la limite fixée`;
    const cut = truncateDescription(text, 120);
    expect(cut).not.toMatch(/[\s,]…$/);
    expect(truncateDescription('ligne 1\nligne 2', 120)).toBe('ligne 1 ligne 2');
  });
});
