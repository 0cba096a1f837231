import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportEvent } from './report-event';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function beaconBody(sendBeacon: { mock: { calls: Array<[string, Blob]> } }): Promise<unknown> {
  return JSON.parse(await sendBeacon.mock.calls[0]![1].text());
}

describe('reportEvent', () => {
  it("sends the event with the page's path by beacon", async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    const fetchSpy = vi.fn();
    vi.stubGlobal('navigator', { sendBeacon });
    vi.stubGlobal('location', { pathname: '/cars/2019-toyota-corolla' });
    vi.stubGlobal('fetch', fetchSpy);
    reportEvent(14, { carId: 7, formType: 'vehicle_enquiry' });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]?.[0]).toBe('/api/events');
    expect(await beaconBody(sendBeacon)).toEqual({
      carId: 7,
      formType: 'vehicle_enquiry',
      eventId: 14,
      path: '/cars/2019-toyota-corolla',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when there is no beacon or it is refused', () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchSpy);
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    reportEvent(61, { path: '/cars/x' });
    vi.stubGlobal('navigator', {});
    reportEvent(49, { path: '/search' });
    expect(fetchSpy.mock.calls).toEqual([
      [
        '/api/events',
        {
          method: 'POST',
          body: '{"path":"/cars/x","eventId":61}',
          keepalive: true,
          headers: { 'content-type': 'application/json' },
        },
      ],
      [
        '/api/events',
        {
          method: 'POST',
          body: '{"path":"/search","eventId":49}',
          keepalive: true,
          headers: { 'content-type': 'application/json' },
        },
      ],
    ]);
  });

  it('never throws: failures are logged only (M-15)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('navigator', {
      sendBeacon: () => {
        throw new Error('blocked');
      },
    });
    expect(() => reportEvent(25)).not.toThrow();
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    expect(() => reportEvent(25)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      'analytics: event 25 not reported',
      'analytics: event 25 not reported',
    ]);
  });
});
