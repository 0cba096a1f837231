import { describe, expect, it } from 'vitest';
import { successMessage } from './success';

describe('successMessage', () => {
  it('names the stored category', () => {
    expect(successMessage('Finance Enquiry')).toBe(
      'Thank you for your Finance Enquiry. We have received it and will be in touch shortly.',
    );
  });

  it('reads well without one', () => {
    expect(successMessage(null)).toBe(
      'Thank you for your enquiry. We have received it and will be in touch shortly.',
    );
    expect(successMessage('  ')).toBe(
      'Thank you for your enquiry. We have received it and will be in touch shortly.',
    );
  });
});
