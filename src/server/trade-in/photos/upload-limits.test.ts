import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { tempDirForThisFile } from '@/test/temp-dir';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import * as s from '@/server/db/schema';
import { generousPhotoLimiter, uploadTradeInPhoto } from '../testing/photo-upload';
import { createUploadGate, type UploadGate } from './upload-gate';
import { handleTradeInPhotoUpload } from './upload-photo-api';

/** Issue 38, finding 9: what one public trade-in upload may cost, and how many one address may have at once. */
const NOW = new Date('2026-11-26T01:00:00Z');
const IP = '203.0.113.50';
const TOO_LARGE = { status: 400, body: { error: 'This photo is too large: at most 8,192 × 6,144 pixels.' } };
const WRONG_TYPE = { status: 400, body: { error: 'Please choose a JPEG, PNG or WebP photo.' } };
/**
 * Reading a header and refusing it is microseconds; decoding or parsing what it declares took 1.5 s and more.
 * The rest is the test's own copying of the body (8 MB for the SVG) and the collector, on a shared machine.
 */
const HEADER_ONLY_CPU_MS = 300;

const test = isolationSitesForThisFile({ now: NOW });
const photos = tempDirForThisFile('forecourt-photo-limits-');

const upload = (bytes: Buffer, options: { gate?: UploadGate; ip?: string } = {}) =>
  uploadTradeInPhoto(test.db, test.siteA, bytes, { root: photos.path, now: NOW, ip: IP, ...options });

/** The process's CPU time (every libvips thread included) spent while `work` ran. */
async function withCpuMs<T>(work: () => Promise<T>): Promise<{ result: T; cpuMs: number }> {
  const before = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(before);
  return { result, cpuMs: (used.user + used.system) / 1000 };
}

const storedRows = async () =>
  (await test.db.select().from(s.tradeInPhotos).where(eq(s.tradeInPhotos.siteId, test.siteA))).length;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}

/** A well-formed PNG whose IHDR declares this size, with a few compressed rows after it. */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const rows = deflateSync(Buffer.alloc(64 * 1024));
  return Buffer.concat([
    signature,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG whose baseline frame header (SOF0) declares this size. */
function jpegDeclaring(width: number, height: number): Buffer {
  const sof = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3];
  const components = [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, ...sof, ...components, 0xff, 0xd9]);
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } });

describe('a trade-in photo is judged by its header before anything decodes it (issue 38)', () => {
  it('refuses a PNG declaring 100,000 × 100,000 px, at once and storing nothing', async () => {
    const before = await storedRows();
    const huge = pngDeclaring(100_000, 100_000);
    const { result, cpuMs } = await withCpuMs(() => upload(huge));
    expect(result).toEqual(TOO_LARGE);
    expect(cpuMs).toBeLessThan(HEADER_ONLY_CPU_MS);
    expect(await storedRows()).toBe(before);
  });

  it('refuses a JPEG declaring 65,535 × 65,535 px (the most a JPEG header can say)', async () => {
    expect(await upload(jpegDeclaring(65_535, 65_535))).toEqual(TOO_LARGE);
  });

  it('refuses an interlaced PNG or a progressive JPEG over 4,096 × 3,072 px without decoding it whole', async () => {
    const interlaced = await solid(5_000, 4_000).png({ progressive: true }).toBuffer();
    const progressive = await solid(5_000, 4_000).jpeg({ progressive: true }).toBuffer();
    for (const bytes of [interlaced, progressive]) {
      const { result, cpuMs } = await withCpuMs(() => upload(bytes));
      expect(result).toEqual({
        status: 400,
        body: {
          error:
            'This photo is too large to read: please send the original from your camera, or a copy of at most 4,096 × 3,072 pixels.',
        },
      });
      expect(cpuMs).toBeLessThan(HEADER_ONLY_CPU_MS);
    }
  });

  it('refuses an 8 MB SVG named car.jpg without parsing it (libvips spent about 1.6 s reading one)', async () => {
    const rect = '<rect x="1" y="1" width="5" height="5" fill="#123456"/>';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">${rect.repeat(150_000)}</svg>`;
    const bytes = Buffer.from(svg);
    const { result, cpuMs } = await withCpuMs(() => upload(bytes));
    expect(result).toEqual(WRONG_TYPE);
    expect(cpuMs).toBeLessThan(HEADER_ONLY_CPU_MS);
  });

  it('refuses a PDF, a HEIC, arbitrary bytes and a JPEG signature before junk, all named .jpg', async () => {
    const noise = Buffer.from(Array.from({ length: 4_096 }, (_, index) => (index * 7_919 + 13) % 256));
    const files = [
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]),
      noise,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), noise]),
    ];
    for (const file of files) expect(await upload(file)).toEqual(WRONG_TYPE);
  });

  it('still takes a 12-megapixel phone photo, baseline or progressive, fitted into 1600 × 1600', async () => {
    for (const progressive of [false, true]) {
      const photo = await solid(4_032, 3_024).jpeg({ progressive }).toBuffer();
      expect(await upload(photo)).toMatchObject({ status: 201, body: { width: 1_600, height: 1_200 } });
    }
  });
});

describe('one photo decoded at a time per client address (issue 38)', () => {
  it('makes a second upload from one address wait its turn, while another address goes on', async () => {
    const photo = await solid(400, 300).jpeg().toBuffer();
    const gate = createUploadGate();
    const first = gate.enter(IP)!;
    let release!: () => void;
    const decoding = first.inTurn(() => new Promise<void>((resolve) => (release = resolve)));
    let settled = false;
    const second = upload(photo, { gate }).then((response) => {
      settled = true;
      return response;
    });
    expect((await upload(photo, { gate, ip: '198.51.100.9' })).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    release();
    await decoding;
    first.leave();
    expect(await second).toMatchObject({ status: 201, body: { width: 400, height: 300 } });
  });

  it('answers 429 to a seventh upload under way from one address, without reading its body', async () => {
    const gate = createUploadGate();
    const underWay = Array.from({ length: 6 }, () => gate.enter(IP)!);
    let read = false;
    const refused = await handleTradeInPhotoUpload(
      test.db,
      test.siteA,
      {
        ip: IP,
        readBody: async () => {
          read = true;
          return { ok: true, bytes: Buffer.alloc(0) };
        },
      },
      { limiter: generousPhotoLimiter(), gate, root: photos.path, now: NOW },
    );
    expect(refused).toEqual({
      status: 429,
      body: {
        error:
          'Too many photos at once. Please wait until the others have uploaded, then add this one again.',
      },
      retryAfterSeconds: 5,
    });
    expect(read).toBe(false);
    for (const pass of underWay) pass.leave();
    expect((await upload(await solid(8, 8).jpeg().toBuffer(), { gate })).status).toBe(201);
  });

  it('counts an IPv6 client by its /64: a fresh address in the same network is still its seventh upload', () => {
    const gate = createUploadGate();
    const underWay = [1, 2, 3, 4, 5, 6].map((n) => gate.enter(`2001:db8:1:2::${n}`));
    expect(underWay.every((pass) => pass !== null)).toBe(true);
    expect(gate.enter('2001:db8:1:2:ffff:ffff:ffff:9')).toBeNull();
    expect(gate.enter('2001:db8:1:3::1')).not.toBeNull();
  });
});
