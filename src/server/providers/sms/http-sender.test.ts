import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { fakeServiceForThisFile, json } from '@/server/outbound/testing/fake-service';
import { createHttpSmsSender, SMS_GATEWAY_MAX_RESPONSE_BYTES } from './http-sender';
import { SmsUnavailableError, type SmsMessage } from './provider';

// A stand-in for an SMS gateway (test double), reached as sms.example on 127.0.0.1.
const ACCEPTED = { id: 'msg-1', status: 'queued' };
const service = fakeServiceForThisFile('sms.example', json(200, ACCEPTED));

const sender = (options: { apiKey?: string | null; from?: string | null; timeoutMs?: number } = {}) =>
  createHttpSmsSender({
    endpoint: service.url('/v1/messages?account=7'),
    apiKey: options.apiKey === undefined ? 'sms-key' : options.apiKey,
    from: options.from,
    timeoutMs: options.timeoutMs ?? 2000,
    resolve: service.resolve,
    // The fake service is on 127.0.0.1; production never sets this (decision 031).
    allowPrivateAddresses: true,
  });
const MESSAGE: SmsMessage = {
  siteSlug: 'harbour-motors',
  to: '+61412345678',
  body: 'Your sign-in code is 482913',
  purpose: 'sign-in-code',
};

describe('createHttpSmsSender', () => {
  it('POSTs the number and the text as JSON, with the key in the Authorization header', async () => {
    const chosen = sender({ from: 'Harbour' });
    expect(chosen.name).toBe('http');
    await expect(chosen.send(MESSAGE)).resolves.toBeUndefined();
    expect(service.requests).toHaveLength(1);
    const [request] = service.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/messages?account=7');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.authorization).toBe('Bearer sms-key');
    expect(JSON.parse(request!.body)).toEqual({
      to: '+61412345678',
      body: 'Your sign-in code is 482913',
      from: 'Harbour',
    });
  });

  it('sends no Authorization header without a key, and no from without one', async () => {
    await sender({ apiKey: null }).send(MESSAGE);
    await sender({ apiKey: null, from: '' }).send(MESSAGE);
    expect(service.requests).toHaveLength(2);
    for (const request of service.requests) {
      expect(request.headers.authorization).toBeUndefined();
      expect(JSON.parse(request.body)).toEqual({ to: '+61412345678', body: 'Your sign-in code is 482913' });
    }
  });

  it.each([
    ['a 201 with JSON', json(201, { id: 'msg-2' })],
    ['a 202 with an empty body', (res: ServerResponse) => res.writeHead(202).end()],
    ['a 204', (res: ServerResponse) => res.writeHead(204).end()],
  ])('takes %s as sent', async (_case, answer) => {
    service.reply = answer;
    await expect(sender().send(MESSAGE)).resolves.toBeUndefined();
    expect(service.requests).toHaveLength(1);
  });

  it.each([
    ['an HTTP error', json(500, { error: 'boom' }), 'SMS gateway answered HTTP 500'],
    ['a refusal', json(401, { error: 'bad key' }), 'SMS gateway answered HTTP 401'],
    [
      'a redirect, not followed',
      (res: ServerResponse) => res.writeHead(307, { location: 'http://169.254.169.254/latest' }).end(),
      'SMS gateway answered HTTP 307',
    ],
    [
      'a 200 that is not JSON',
      (res: ServerResponse) => res.writeHead(200).end('<html>sign in</html>'),
      'SMS gateway answered with invalid JSON',
    ],
    [
      'an answer over the size cap',
      json(200, { padding: 'x'.repeat(SMS_GATEWAY_MAX_RESPONSE_BYTES) }),
      'SMS gateway answered more than 4096 bytes',
    ],
  ])('is unavailable on %s', async (_case, answer, message) => {
    service.reply = answer;
    const sending = sender().send(MESSAGE);
    await expect(sending).rejects.toBeInstanceOf(SmsUnavailableError);
    await expect(sending).rejects.toThrow(new SmsUnavailableError(message));
    expect(service.requests).toHaveLength(1);
  });

  it('is unavailable when the gateway does not answer in time, or at all', async () => {
    service.reply = () => {};
    await expect(sender({ timeoutMs: 50 }).send(MESSAGE)).rejects.toThrow(
      new SmsUnavailableError('SMS gateway timed out after 50 ms'),
    );
    const closed = createHttpSmsSender({
      endpoint: 'http://127.0.0.1:1/v1/messages',
      apiKey: null,
      timeoutMs: 2000,
      allowPrivateAddresses: true,
    });
    await expect(closed.send(MESSAGE)).rejects.toThrow(
      new SmsUnavailableError('SMS gateway could not be reached'),
    );
  });

  it('never puts the text or the key in its error message', async () => {
    service.reply = json(503, {});
    const error: unknown = await sender()
      .send(MESSAGE)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsUnavailableError);
    expect((error as Error).message).toBe('SMS gateway answered HTTP 503');
  });
});

describe('createHttpSmsSender: the outbound guard (decision 031)', () => {
  it.each(['127.0.0.1', '169.254.169.254'])(
    'refuses a gateway whose name resolves to %s, and sends nothing',
    async (address) => {
      const guarded = createHttpSmsSender({
        endpoint: service.url('/v1/messages'),
        apiKey: 'sms-key',
        timeoutMs: 2000,
        resolve: async () => [{ address, family: 4 }],
      });
      await expect(guarded.send(MESSAGE)).rejects.toThrow(
        new SmsUnavailableError(`SMS gateway sms.example resolves to the non-public address ${address}`),
      );
      expect(service.requests).toHaveLength(0);
    },
  );
});
