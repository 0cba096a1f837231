import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readLatestSms } from './file-sender';
import { SmsUnavailableError, type SmsMessage } from './provider';
import { smsSenderFor } from './select-provider';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'forecourt-sms-select-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const MESSAGE: SmsMessage = {
  siteSlug: 'harbour-motors',
  to: '+61412345678',
  body: 'Your sign-in code is 482913',
  purpose: 'sign-in-code',
};

describe('smsSenderFor', () => {
  it.each([
    ['no gateway', {}],
    ['an empty gateway URL', { gatewayUrl: '', apiKey: 'ignored' }],
  ])('writes files under {dataDir}/sms with %s', async (_case, settings) => {
    const sender = smsSenderFor({ ...settings, timeoutMs: 2000, dataDir });
    expect(sender.name).toBe('file');
    await sender.send(MESSAGE);
    expect(await readdir(dataDir)).toEqual(['sms']);
    expect(await readdir(join(dataDir, 'sms'))).toEqual(['harbour-motors']);
    expect(await readLatestSms(join(dataDir, 'sms'), 'harbour-motors', '+61412345678')).toEqual({
      to: '+61412345678',
      body: 'Your sign-in code is 482913',
      purpose: 'sign-in-code',
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('posts to the configured gateway, public addresses only (decision 031)', async () => {
    const sender = smsSenderFor({
      gatewayUrl: 'http://127.0.0.1:1/v1/messages',
      apiKey: 'sms-key',
      from: 'Harbour',
      timeoutMs: 2000,
      dataDir,
    });
    expect(sender.name).toBe('http');
    // A loopback gateway is refused before anything is sent: production never allows private addresses.
    await expect(sender.send(MESSAGE)).rejects.toThrow(
      new SmsUnavailableError('SMS gateway host 127.0.0.1 is not a public address'),
    );
    expect(await readdir(dataDir)).toEqual([]);
  });
});
