import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileSmsSender, readLatestSms, smsFolderName } from './file-sender';
import type { SmsMessage } from './provider';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'forecourt-sms-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** A clock that answers the given times in turn (test double). */
const clock = (...times: string[]) => {
  const queue = [...times];
  return () => new Date(queue.shift() ?? 'missing');
};
const message = (siteSlug: string, to: string, body: string): SmsMessage => ({
  siteSlug,
  to,
  body,
  purpose: 'sign-in-code',
});

describe('createFileSmsSender', () => {
  it('writes each text as one readable JSON file named by its time, under its site', async () => {
    const sender = createFileSmsSender(root, { now: clock('2026-12-01T09:30:15.123Z') });
    expect(sender.name).toBe('file');
    await sender.send(message('harbour-motors', '+61412345678', 'Your sign-in code is 482913'));
    expect(await readdir(root)).toEqual(['harbour-motors']);
    const files = await readdir(join(root, 'harbour-motors'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2026-12-01T09-30-15\.123Z-[0-9a-f]{8}\.json$/);
    expect(JSON.parse(await readFile(join(root, 'harbour-motors', files[0]!), 'utf8'))).toEqual({
      to: '+61412345678',
      body: 'Your sign-in code is 482913',
      purpose: 'sign-in-code',
      sentAt: '2026-12-01T09:30:15.123Z',
    });
  });

  it('gives every text its own file, even two sent in the same millisecond', async () => {
    const sender = createFileSmsSender(root, { now: () => new Date('2026-12-01T09:30:15.123Z') });
    await sender.send(message('a', '+61412345678', 'one'));
    await sender.send(message('a', '+61412345678', 'two'));
    const files = await readdir(join(root, 'a'));
    expect(files).toHaveLength(2);
    const bodies = await Promise.all(
      files.map(async (name) => JSON.parse(await readFile(join(root, 'a', name), 'utf8')).body),
    );
    expect(bodies.sort()).toEqual(['one', 'two']);
  });

  it("keeps sites apart: site A's folder never holds site B's text", async () => {
    const sender = createFileSmsSender(root);
    await sender.send(message('site-a', '+61412345678', 'code for A 111111'));
    await sender.send(message('site-b', '+61412345678', 'code for B 222222'));
    expect((await readdir(root)).sort()).toEqual(['site-a', 'site-b']);
    const [fileA] = await readdir(join(root, 'site-a'));
    expect(JSON.parse(await readFile(join(root, 'site-a', fileA!), 'utf8')).body).toBe('code for A 111111');
    expect(await readdir(join(root, 'site-a'))).toHaveLength(1);
    expect((await readLatestSms(root, 'site-a', '+61412345678'))?.body).toBe('code for A 111111');
    expect((await readLatestSms(root, 'site-b', '+61412345678'))?.body).toBe('code for B 222222');
  });

  it.each([
    ['../x', '_._x'],
    ['..', '_.'],
    ['.', '_'],
    ['', '_'],
    ['a/../../b', 'a_.._.._b'],
    ['Site One!', 'Site_One_'],
  ])('keeps the slug %j inside the root, as the folder %j', async (slug, folder) => {
    expect(smsFolderName(slug)).toBe(folder);
    const inside = join(root, 'inside');
    await createFileSmsSender(inside).send(message(slug, '+61412345678', 'code 333333'));
    expect(await readdir(root)).toEqual(['inside']);
    expect(await readdir(inside)).toEqual([folder]);
    expect(await readLatestSms(inside, slug, '+61412345678')).toMatchObject({ body: 'code 333333' });
  });
});

describe('readLatestSms', () => {
  it('answers the newest text to that number by sentAt, whatever order the files were written in', async () => {
    const sender = createFileSmsSender(root, {
      now: clock('2026-12-01T10:00:00.000Z', '2026-12-01T09:00:00.000Z', '2026-12-01T11:00:00.000Z'),
    });
    await sender.send(message('a', '+61412345678', 'newer 222222'));
    await sender.send(message('a', '+61412345678', 'older 111111'));
    await sender.send(message('a', '+61499999999', 'other number 999999'));
    expect(await readLatestSms(root, 'a', '+61412345678')).toEqual({
      to: '+61412345678',
      body: 'newer 222222',
      purpose: 'sign-in-code',
      sentAt: '2026-12-01T10:00:00.000Z',
    });
    expect(await readLatestSms(root, 'a', '+61499999999')).toEqual({
      to: '+61499999999',
      body: 'other number 999999',
      purpose: 'sign-in-code',
      sentAt: '2026-12-01T11:00:00.000Z',
    });
  });

  it('breaks a tie on sentAt by file name, and skips half-written and foreign files', async () => {
    const dir = join(root, 'a');
    await mkdir(dir);
    const stored = (body: string) =>
      JSON.stringify({
        to: '+61412345678',
        body,
        purpose: 'sign-in-code',
        sentAt: '2026-12-01T10:00:00.000Z',
      });
    await writeFile(join(dir, '2026-12-01T10-00-00.000Z-0000000a.json'), stored('first'));
    await writeFile(join(dir, '2026-12-01T10-00-00.000Z-0000000b.json'), stored('second'));
    await writeFile(join(dir, '2026-12-01T10-00-00.000Z-0000000c.json.tmp'), stored('half written'));
    await writeFile(join(dir, '2026-12-01T10-00-00.000Z-0000000d.json'), 'not json');
    await writeFile(
      join(dir, '2026-12-01T10-00-00.000Z-0000000e.json'),
      JSON.stringify({ to: '+61412345678' }),
    );
    expect((await readLatestSms(root, 'a', '+61412345678'))?.body).toBe('second');
  });

  it('answers null when there is no text to that number, or no folder for that site', async () => {
    await createFileSmsSender(root).send(message('a', '+61412345678', 'code 111111'));
    expect(await readLatestSms(root, 'a', '+61400000000')).toBeNull();
    expect(await readLatestSms(root, 'b', '+61412345678')).toBeNull();
    expect(await readLatestSms(join(root, 'missing'), 'a', '+61412345678')).toBeNull();
  });
});
