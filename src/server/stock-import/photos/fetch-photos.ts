import 'server-only';
import type { PhotoRefusal } from '@/server/media/process-photo';
import { getBytes } from '@/server/outbound/get-bytes';
import type { Resolver } from '@/server/outbound/guarded-request';
import {
  prepareStockPhoto,
  saveStockPhoto,
  stockPhotoHash,
  storedImageOf,
  type StoredImage,
} from './store-stock-photo';

export type PhotoImportOptions = {
  /** Where the site's photo files go (stockPhotosRoot()). */
  root: string;
  /** Photos fetched at once: a dealer's image host is one server, and sharp is busy with each. */
  concurrency?: number;
  /** Called after each photo is fetched or fails: progress output. */
  onPhoto?: (done: number, total: number) => void;
  resolve?: Resolver;
  /** TESTS ONLY (decision 031): lets the fetch reach a local fake image server. */
  allowPrivateAddresses?: boolean;
};

const PHOTO_TIMEOUT_MS = 30_000;
const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

export type Fetched = ({ ok: true; reused: boolean } & StoredImage) | { ok: false; reason: string };

const REFUSALS: Readonly<Record<PhotoRefusal, string>> = {
  'too-many-pixels': 'The photo is larger than 12,000 pixels a side',
  'not-an-image': 'The photo is not a JPEG, PNG or WebP image',
};

/** Stores a fetched picture in every size unless the site has it; what the car's gallery row needs, or why not. */
async function storePicture(siteId: number, hash: string, bytes: Buffer, root: string): Promise<Fetched> {
  const prepared = await prepareStockPhoto(root, siteId, bytes, hash);
  if (!prepared.ok) return { ok: false, reason: REFUSALS[prepared.refusal] };
  await saveStockPhoto(root, siteId, prepared.photo);
  return { ok: true, reused: prepared.photo.reused, ...storedImageOf(prepared.photo) };
}

/**
 * One photo URL, fetched through the guarded request. Its picture is stored unless it already is, on disk or by
 * another fetch of this import (`pictures`, by content hash: two URLs of one picture fetched at once store once).
 */
async function fetchPhoto(
  siteId: number,
  url: string,
  pictures: Map<string, Promise<Fetched>>,
  options: PhotoImportOptions,
): Promise<Fetched> {
  const answer = await getBytes(url, {
    timeoutMs: PHOTO_TIMEOUT_MS,
    maxResponseBytes: MAX_PHOTO_BYTES,
    accept: 'image/jpeg, image/png, image/webp',
    resolve: options.resolve,
    allowPrivateAddresses: options.allowPrivateAddresses,
  });
  if (!answer.ok) return { ok: false, reason: `The photo's address ${answer.message}` };
  const hash = stockPhotoHash(answer.body);
  const pending = pictures.get(hash);
  if (pending) return pending.then((stored) => (stored.ok ? { ...stored, reused: true } : stored));
  const stored = storePicture(siteId, hash, answer.body, options.root);
  pictures.set(hash, stored);
  return stored;
}

/** Runs `work` over the items, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Fetches each URL, `concurrency` at a time, counting what was stored and reused in `counts`. */
export async function fetchAll(
  siteId: number,
  toFetch: readonly string[],
  options: PhotoImportOptions,
  counts: { stored: number; reused: number },
) {
  const fetched = new Map<string, Fetched>();
  const pictures = new Map<string, Promise<Fetched>>();
  await eachLimited(toFetch, options.concurrency ?? 4, async (url) => {
    const result = await fetchPhoto(siteId, url, pictures, options);
    fetched.set(url, result);
    if (result.ok && result.reused) counts.reused += 1;
    else if (result.ok) counts.stored += 1;
    options.onPhoto?.(fetched.size, toFetch.length);
  });
  return fetched;
}
