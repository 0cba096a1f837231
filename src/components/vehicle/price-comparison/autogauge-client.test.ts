import { describe, expect, it, vi } from 'vitest';
import { autogaugeUrl, fetchAutogauge, loadAutogauge } from './autogauge-client';

const shown = {
  fill: 0.88,
  listing_price: 30_000,
  market_range_min: 29_500,
  market_range_max: 33_700,
  confidence: 0.58,
  description: 'Priced in the lower part of the market range.',
};

const answer = (body: string, status = 200) => vi.fn(async () => new Response(body, { status }));

describe('autogaugeUrl (E-1)', () => {
  it('appends /autogauge to the car path', () => {
    expect(autogaugeUrl('/cars/2022-mazda-cx-5-abc')).toBe('/cars/2022-mazda-cx-5-abc/autogauge');
    expect(autogaugeUrl('/cars/x/')).toBe('/cars/x/autogauge');
  });
});

describe('fetchAutogauge', () => {
  it('parses the six fields', async () => {
    const fetchImpl = answer(JSON.stringify(shown));
    expect(await fetchAutogauge('/cars/x/autogauge', fetchImpl)).toEqual(shown);
    expect(fetchImpl).toHaveBeenCalledWith('/cars/x/autogauge', {
      signal: undefined,
      headers: { accept: 'application/json' },
    });
  });

  it("raises 'No data returned' for an empty body (E-8)", async () => {
    await expect(fetchAutogauge('/a', answer(''))).rejects.toThrow(new Error('No data returned'));
    await expect(fetchAutogauge('/a', answer('  \n'))).rejects.toThrow(new Error('No data returned'));
    await expect(fetchAutogauge('/a', answer('null'))).rejects.toThrow(new Error('No data returned'));
  });

  it('raises for an error status and for malformed answers', async () => {
    await expect(fetchAutogauge('/a', answer('{}', 500))).rejects.toThrow(
      'Auto gauge request failed with status 500',
    );
    await expect(fetchAutogauge('/a', answer('{"fill":'))).rejects.toThrow(SyntaxError);
    await expect(fetchAutogauge('/a', answer('{"fill":"high"}'))).rejects.toThrow();
  });
});

describe('loadAutogauge (E-3..E-8)', () => {
  it('gives the figures when the gauge is shown', async () => {
    const logError = vi.fn();
    expect(await loadAutogauge('/a', { fetchImpl: answer(JSON.stringify(shown)), logError })).toEqual({
      kind: 'gauge',
      data: shown,
    });
    expect(logError).not.toHaveBeenCalled();
  });

  it('says why without logging when the rules hide the gauge (issue 17)', async () => {
    const logError = vi.fn();
    const lowConfidence = JSON.stringify({ ...shown, confidence: 0.2 });
    expect(await loadAutogauge('/a', { fetchImpl: answer(lowConfidence), logError })).toEqual({
      kind: 'too_few',
    });
    const above = JSON.stringify({ ...shown, listing_price: 35_000 });
    expect(await loadAutogauge('/a', { fetchImpl: answer(above), logError })).toEqual({
      kind: 'above',
      listingPrice: 35_000,
      min: 29_500,
      max: 33_700,
    });
    expect(logError).not.toHaveBeenCalled();
  });

  it("logs 'Failed to fetch auto gauge data.' with the error and gives null on failure (E-7, E-8)", async () => {
    const logError = vi.fn();
    expect(await loadAutogauge('/a', { fetchImpl: answer(''), logError })).toBeNull();
    expect(logError).toHaveBeenCalledWith('Failed to fetch auto gauge data.', new Error('No data returned'));
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadAutogauge('/a', { fetchImpl: offline, logError })).toBeNull();
    expect(logError).toHaveBeenLastCalledWith(
      'Failed to fetch auto gauge data.',
      new TypeError('Failed to fetch'),
    );
  });

  it('does not log a request aborted because the page moved on', async () => {
    const logError = vi.fn();
    const controller = new AbortController();
    controller.abort();
    const aborted = vi.fn(async () => Promise.reject(new DOMException('Aborted', 'AbortError')));
    expect(await loadAutogauge('/a', { fetchImpl: aborted, signal: controller.signal, logError })).toBeNull();
    expect(logError).not.toHaveBeenCalled();
  });
});
