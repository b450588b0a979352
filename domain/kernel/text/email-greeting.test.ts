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
});
