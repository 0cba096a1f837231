import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Database } from '@/server/db/client';
import { readBytesBody } from '@/server/http/read-body';
import { createUploadGate, type UploadGate } from '../photos/upload-gate';
import { handleTradeInPhotoUpload, MAX_PHOTO_UPLOAD_BYTES } from '../photos/upload-photo-api';

/** A limiter no test reaches: 100 uploads in ten minutes. */
export const generousPhotoLimiter = () => new RateLimiterMemory({ points: 100, duration: 600 });

export type TestPhotoUpload = {
  /** Where the stored photos go (a temporary folder of the test file's). */
  root: string;
  now: Date;
  ip: string;
  limiter?: RateLimiterMemory;
  gate?: UploadGate;
};

/**
 * POST /api/trade-in/photos of `bytes` as the buyer's phone sends it, through a generous limiter and a fresh
 * upload gate unless the test gives its own.
 */
export function uploadTradeInPhoto(
  db: Database,
  siteId: number,
  bytes: Buffer | Uint8Array,
  options: TestPhotoUpload,
) {
  const request = new Request('http://isolation-a.test/api/trade-in/photos', {
    method: 'POST',
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'image/jpeg' },
  });
  return handleTradeInPhotoUpload(
    db,
    siteId,
    { ip: options.ip, readBody: () => readBytesBody(request, MAX_PHOTO_UPLOAD_BYTES) },
    {
      limiter: options.limiter ?? generousPhotoLimiter(),
      gate: options.gate ?? createUploadGate(),
      root: options.root,
      now: options.now,
    },
  );
}
