import { describe, expect, it } from 'vitest';
import { clearedSignedInHintCookie, hasSignedInHint, signedInHintCookie } from './signed-in-hint';

describe('the signed-in hint cookie', () => {
  it('is set for the session length, Secure on HTTPS, and cleared with Max-Age=0', () => {
    expect(signedInHintCookie(2_592_000, false)).toBe(
      'forecourt.signed_in=1; Max-Age=2592000; Path=/; SameSite=Lax',
    );
    expect(signedInHintCookie(60, true)).toBe(
      'forecourt.signed_in=1; Max-Age=60; Path=/; SameSite=Lax; Secure',
    );
    expect(clearedSignedInHintCookie(false)).toBe('forecourt.signed_in=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('is read from document.cookie', () => {
    expect(hasSignedInHint('a=1; forecourt.signed_in=1; b=2')).toBe(true);
    expect(hasSignedInHint('forecourt.signed_in=')).toBe(false);
    expect(hasSignedInHint('xforecourt.signed_in=1')).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
  });
});
