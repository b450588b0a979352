import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirect after login', () => {
  it('returns to the protected page that sent the person to the login', () => {
    expect(redirectTarget({ from: '/pro/dashboard/planning' }, '/pro/dashboard')).toBe(
      '/pro/dashboard/planning',
    );
  });

  it('falls back to the default without a local origin', () => {
    expect(redirectTarget(null, '/dashboard')).toBe('/dashboard');
    expect(redirectTarget({ from: 'https://evil.example' }, '/dashboard')).toBe('/dashboard');
    expect(redirectTarget({ from: '//evil.example/x' }, '/dashboard')).toBe('/dashboard');
    expect(redirectTarget({ from: 42 }, '/dashboard')).toBe('/dashboard');
  });
});
