import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '@/domain/anti-spam/client-ip';
import { clientInfo } from './client-info';

describe('clientInfo (issue 14, finding 1)', () => {
  it("takes the production server's settled address over anything the client sent", () => {
    const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': '6.6.6.6' });
    expect(clientInfo(headers).ip).toBe('203.0.113.9');
  });

  it('is null when the production server could not tell, never falling back to X-Forwarded-For', () => {
    const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: '', 'x-forwarded-for': '6.6.6.6' });
    expect(clientInfo(headers).ip).toBeNull();
  });

  it('outside the production server reads X-Forwarded-For and refuses what is not an address', () => {
    expect(clientInfo(new Headers({ 'x-forwarded-for': '203.0.113.7' })).ip).toBe('203.0.113.7');
    expect(clientInfo(new Headers({ 'x-forwarded-for': 'garbage-1' })).ip).toBeNull();
  });
});
