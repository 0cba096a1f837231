import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveValuationColumn } from './save-valuation-column';

const POST = {
  lead_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  column_name: 'trade_in_valuation',
  valuation: { kind: 'unavailable', message: 'The dealer will value your car.' },
} as const;

const answering = (response: () => Promise<Response>) => vi.fn(response) as unknown as typeof fetch;

afterEach(() => vi.restoreAllMocks());

describe('saveValuationColumn (H-41)', () => {
  it('posts the valuation and the column as JSON, and logs that it was saved', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const fetchImpl = answering(async () => Response.json({ saved: true }));
    expect(await saveValuationColumn(POST, fetchImpl)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('/api/miscellaneous', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(POST),
      keepalive: true,
    });
    expect(info).toHaveBeenCalledWith('Valuation data saved successfully');
  });

  it('logs the failure when the server refuses or cannot be reached, and never throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = answering(async () => Response.json({ error: 'Not found' }, { status: 404 }));
    expect(await saveValuationColumn(POST, refused)).toBe(false);
    expect(error).toHaveBeenLastCalledWith('Failed to save valuation data', 404);
    const offline = answering(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await saveValuationColumn(POST, offline)).toBe(false);
    expect(error).toHaveBeenLastCalledWith('Failed to save valuation data', new TypeError('Failed to fetch'));
  });
});
