import { describe, expect, it } from 'vitest';
import { emailGreeting } from './email-greeting';

describe('emailGreeting', () => {
  it('greets by first name, or without a name when none is known', () => {
    expect(emailGreeting('Marie')).toBe('Bonjour Marie,');
    expect(emailGreeting('  Jean-Luc\n')).toBe('Bonjour Jean-Luc,');
    expect(emailGreeting('')).toBe('Bonjour,');
    expect(emailGreeting(null)).toBe('Bonjour,');
    expect(emailGreeting()).toBe('Bonjour,');
  });

  it('keeps the names people have: accents, compound names, apostrophes, other scripts', () => {
    expect(emailGreeting('Élodie')).toBe('Bonjour Élodie,');
    expect(emailGreeting('Jeanne-Marie')).toBe('Bonjour Jeanne-Marie,');
    expect(emailGreeting('Anne  Sophie')).toBe('Bonjour Anne Sophie,');
    expect(emailGreeting('N’Golo')).toBe('Bonjour N’Golo,');
    expect(emailGreeting("D'Arcy")).toBe("Bonjour D'Arcy,");
    expect(emailGreeting('Zoë')).toBe('Bonjour Zoë,');
    expect(emailGreeting('Дарья')).toBe('Bonjour Дарья,');
  });

  it('writes no name that could carry a message: a link, an address, digits, punctuation, a long text', () => {
    expect(emailGreeting('votre compte est suspendu, réactivez-le sur https://evil.example')).toBe(
      'Bonjour,',
    );
    expect(emailGreeting('evil.example')).toBe('Bonjour,');
    expect(emailGreeting('appelez le 0612345678')).toBe('Bonjour,');
    expect(emailGreeting('a@example.com')).toBe('Bonjour,');
    expect(emailGreeting('Marie\u202f!')).toBe('Bonjour,');
    expect(emailGreeting('-Marie')).toBe('Bonjour,');
    expect(emailGreeting('Votre compte sera supprimé demain sans réponse')).toBe('Bonjour,');
  });
});
