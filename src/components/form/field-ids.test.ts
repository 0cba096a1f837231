import { describe, expect, it } from 'vitest';
import { describedBy, fieldId } from './field-ids';

describe('field ids', () => {
  it('makes any field name a valid id', () => {
    expect(fieldId('contact', 'email')).toBe('contact-email');
    expect(fieldId('svc', 'Wheel Alignment (check_option)')).toBe('svc-Wheel-Alignment-check_option');
    expect(fieldId('photos', 'Request Photos')).toBe('photos-Request-Photos');
  });

  it('links the hint and the error for aria-describedby', () => {
    expect(describedBy('f-email', { hasHint: false, hasError: true })).toBe('f-email-error');
    expect(describedBy('f-terms', { hasHint: true, hasError: true })).toBe('f-terms-hint f-terms-error');
    expect(describedBy('f-name', { hasHint: false, hasError: false })).toBeUndefined();
  });
});
