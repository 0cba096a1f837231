import 'server-only';
import { randomUUID } from 'node:crypto';
import { readImageHeader } from '@/domain/media/image-header';
import {
  TRADE_IN_PHOTO_MAX_PIXELS,
  tradeInPhotoRefusal,
  type TradeInPhotoRefusal,
} from '@/domain/trade-in/photo-limits';
import {
  MAX_PHOTO_UPLOAD_BYTES,
  PHOTO_MESSAGES,
  STORED_PHOTO_BOX_PX,
  STORED_PHOTO_QUALITY,
} from '@/domain/trade-in/photos';
import type { Database } from '@/server/db/client';
import type { BytesBody } from '@/server/http/read-body';
import { processPhoto } from '@/server/media/process-photo';
import { consumeAddressLimit } from '@/server/rate-limit/address-limit';
import type { CountingLimiter } from '@/server/rate-limit/rate-limits';
import { siteRateLimiter } from '@/server/rate-limit/site-rate-limiter';
import { removePhotoFile, writePhotoFile } from './photo-files';
import { insertPhotoRow } from './photo-rows';
import type { UploadGate, UploadPass } from './upload-gate';

/** Per site and address (decision 047): six photos a valuation, a few valuations, not a disk filler. */
export const PHOTO_UPLOAD_LIMIT = { keyPrefix: 'trade-in-photo', points: 30, durationSeconds: 600 } as const;

export { MAX_PHOTO_UPLOAD_BYTES };

const STORED_TRADE_IN_PHOTO = { box: STORED_PHOTO_BOX_PX, quality: STORED_PHOTO_QUALITY };

export type PhotoUploadResponse =
  | { status: 201; body: { id: string; width: number; height: number } }
  | { status: 400 | 413; body: { error: string } }
  | { status: 429; body: { error: string }; retryAfterSeconds: number };

export type PhotoUploadRequest = {
  ip: string | null;
  /** Reads the body only once the address may upload (a refused client's 10 MB are never buffered). */
  readBody: () => Promise<BytesBody>;
};

export type PhotoUploadOptions = { limiter: CountingLimiter; gate: UploadGate; root: string; now: Date };

/** Seconds a client is asked to wait when it has too many uploads under way: about one photo's turn. */
const GATE_RETRY_AFTER_SECONDS = 5;

const REFUSED: Readonly<Record<TradeInPhotoRefusal, string>> = {
  'not-an-image': PHOTO_MESSAGES.wrongType,
  'too-large': PHOTO_MESSAGES.tooManyPixels,
  'too-large-progressive': PHOTO_MESSAGES.tooManyPixelsProgressive,
};

const refused = (error: string) => ({ status: 400 as const, body: { error } });

export function photoUploadLimiter(db: Database): CountingLimiter {
  return siteRateLimiter(db, PHOTO_UPLOAD_LIMIT.keyPrefix, PHOTO_UPLOAD_LIMIT);
}

/**
 * POST /api/trade-in/photos (decision 047): one image as the raw body. 201 { id, width, height } once the
 * JPEG is on disk and its row stored; 400 for anything whose header is not a JPEG, PNG or WebP that sharp
 * then reads, or declares more than 8,192 × 6,144 px (4,096 × 3,072 progressive or interlaced); 413 past
 * 10 MB; 429 once the address has used up its uploads on this site, or has six under way. Decoding is one at
 * a time per address (decision 077).
 */
export async function handleTradeInPhotoUpload(
  db: Database,
  siteId: number,
  request: PhotoUploadRequest,
  options: PhotoUploadOptions,
): Promise<PhotoUploadResponse> {
  const limit = await consumeAddressLimit(options.limiter, siteId, request.ip, 'trade-in photo');
  if (!limit.ok) {
    const body = { error: PHOTO_MESSAGES.tooManyUploads };
    return { status: 429, body, retryAfterSeconds: limit.retryAfterSeconds };
  }
  const pass = options.gate.enter(request.ip);
  if (!pass) {
    const body = { error: PHOTO_MESSAGES.tooManyAtOnce };
    return { status: 429, body, retryAfterSeconds: GATE_RETRY_AFTER_SECONDS };
  }
  try {
    return await readAndStore(db, siteId, request, { ...options, pass });
  } finally {
    pass.leave();
  }
}

async function readAndStore(
  db: Database,
  siteId: number,
  request: PhotoUploadRequest,
  options: PhotoUploadOptions & { pass: UploadPass },
): Promise<PhotoUploadResponse> {
  const body = await request.readBody();
  if (!body.ok) return { status: 413, body: { error: PHOTO_MESSAGES.tooLarge } };
  // The header first: what cannot be a photo, or would cost too much to decode, never reaches libvips.
  const refusal = tradeInPhotoRefusal(readImageHeader(body.bytes));
  if (refusal) return refused(REFUSED[refusal]);
  const processed = await options.pass.inTurn(() =>
    processPhoto(body.bytes, [STORED_TRADE_IN_PHOTO], TRADE_IN_PHOTO_MAX_PIXELS),
  );
  if (!processed.ok)
    return refused(REFUSED[processed.refusal === 'too-many-pixels' ? 'too-large' : 'not-an-image']);
  const { jpeg, width, height } = processed.photos[0]!;
  const id = randomUUID();
  await writePhotoFile(options.root, siteId, id, jpeg);
  try {
    await insertPhotoRow(db, siteId, { id, bytes: jpeg.byteLength, width, height }, options.now);
  } catch (error) {
    await removePhotoFile(options.root, siteId, id);
    throw error;
  }
  return { status: 201, body: { id, width, height } };
}
