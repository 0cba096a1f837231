import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, gunzip } from 'node:zlib';
import { crc32Combine, crc32Shift } from './crc32-combine';

/** One stretch of a gzip page between two places of its nonce: deflated, with its CRC-32 and length operator. */
type DeflatedPiece = { deflated: Buffer; crc: number; shift: number };

/**
 * A kept page's body without its CSP nonce (decision 077, point 6): the text between the places the nonce
 * stood, so each answer gets a nonce of its own. A body with no nonce (JSON, a page without a policy) is kept
 * as sent.
 */
export type KeptBody =
  | { kind: 'verbatim'; body: Buffer }
  | { kind: 'identity'; pieces: Buffer[]; nonceBytes: number }
  | { kind: 'gzip'; pieces: DeflatedPiece[]; nonceBytes: number; nonceShift: number; plainBytes: number };

// Off the event loop: keeping a page costs a few times its compression (measured 7–18 ms for 150 KB).
const deflateRawAsync = promisify(deflateRaw);
const gunzipAsync = promisify(gunzip);

/** The most a deflate stream refers back (32 KB window): what a piece is compressed against. */
const WINDOW_BYTES = 32 * 1024;

/** mtime 0, no flags, Unix: as Node's own gzip writes it. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** An empty final block with the fixed codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

function splitOn(text: Buffer, nonce: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let start = 0;
  for (let at = text.indexOf(nonce); at !== -1; at = text.indexOf(nonce, start)) {
    pieces.push(text.subarray(start, at));
    start = at + nonce.length;
  }
  pieces.push(text.subarray(start));
  return pieces;
}

/**
 * Deflates each piece as a part of one stream whose nonces are sent as stored blocks. Each piece is compressed
 * against the 32 KB before it (NUL bytes where a nonce will stand), so it still refers back across a nonce as
 * the whole page did. No piece holds a NUL byte, so no reference can reach into a nonce's place: the bytes
 * there may differ in every answer without changing what any reference copies. Null for a page with a NUL.
 */
async function deflatePieces(pieces: Buffer[], nonceBytes: number): Promise<DeflatedPiece[] | null> {
  if (pieces.some((piece) => piece.includes(0))) return null;
  const blank = Buffer.alloc(nonceBytes);
  const history = Buffer.concat(pieces.flatMap((piece, i) => (i === 0 ? [piece] : [blank, piece])));
  let start = 0;
  return Promise.all(
    pieces.map(async (piece) => {
      const dictionary = history.subarray(Math.max(0, start - WINDOW_BYTES), start);
      start += piece.length + nonceBytes;
      const deflated = await deflateRawAsync(piece, {
        finishFlush: constants.Z_SYNC_FLUSH,
        ...(dictionary.length > 0 ? { dictionary } : {}),
      });
      return { deflated, crc: crc32(piece), shift: crc32Shift(piece.length) };
    }),
  );
}

/**
 * The body to keep of an answer drawn with `nonce` (null: drawn without one) and sent with `encoding`; null when
 * it cannot be kept without its nonce (an encoding other than gzip, a body that is not gzip as it says).
 */
export async function keepBody(
  body: Buffer,
  encoding: string | undefined,
  nonce: string | null,
): Promise<KeptBody | null> {
  if (nonce === null) return { kind: 'verbatim', body };
  const nonceText = Buffer.from(nonce);
  if (encoding === undefined || encoding === 'identity')
    return { kind: 'identity', pieces: splitOn(body, nonceText), nonceBytes: nonceText.length };
  if (encoding !== 'gzip') return null;
  const plain = await gunzipAsync(body).catch(() => null);
  if (!plain) return null;
  const pieces = await deflatePieces(splitOn(plain, nonceText), nonceText.length);
  if (!pieces) return null;
  const nonceShift = crc32Shift(nonceText.length);
  return { kind: 'gzip', pieces, nonceBytes: nonceText.length, nonceShift, plainBytes: plain.length };
}

/** How many bytes a kept body holds (the cache's budget). */
export function keptBodyBytes(kept: KeptBody): number {
  if (kept.kind === 'verbatim') return kept.body.length;
  if (kept.kind === 'identity') return kept.pieces.reduce((sum, piece) => sum + piece.length, 0);
  return kept.pieces.reduce((sum, piece) => sum + piece.deflated.length + 16, 0);
}

/** A stored (uncompressed) deflate block, not the last. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

function gzipAnswer(kept: Extract<KeptBody, { kind: 'gzip' }>, nonce: Buffer): Buffer {
  const nonceBlock = storedBlock(nonce);
  const nonceCrc = crc32(nonce);
  const parts: Buffer[] = [GZIP_HEADER, kept.pieces[0]!.deflated];
  let crc = kept.pieces[0]!.crc;
  for (const piece of kept.pieces.slice(1)) {
    parts.push(nonceBlock, piece.deflated);
    crc = crc32Combine(crc32Combine(crc, nonceCrc, kept.nonceShift), piece.crc, piece.shift);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(kept.plainBytes % 2 ** 32, 4);
  return Buffer.concat([...parts, FINAL_BLOCK, trailer]);
}

/** The kept body with `nonce` wherever the drawn page had its own (a nonce as long as that one: createNonce's). */
export function answerBody(kept: KeptBody, nonce: string): Buffer {
  if (kept.kind === 'verbatim') return kept.body;
  const nonceText = Buffer.from(nonce);
  if (nonceText.length !== kept.nonceBytes) throw new Error('a kept page takes a nonce as long as its own');
  if (kept.kind === 'identity')
    return Buffer.concat(kept.pieces.flatMap((piece, i) => (i === 0 ? [piece] : [nonceText, piece])));
  return gzipAnswer(kept, nonceText);
}
