import { checkPhotoFile, PHOTO_MESSAGES, TRADE_IN_PHOTOS_PATH } from '@/domain/trade-in/photos';

export type PhotoUploadOutcome = { ok: true; id: string } | { ok: false; message: string };

function errorOf(body: unknown): string | null {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : null;
  return typeof error === 'string' && error !== '' ? error : null;
}

/**
 * Sends one chosen file as the request body (decision 047) and says what became of it. Never throws: a file
 * the browser already knows is too large or of another type is not sent, and no answer is a failed upload.
 */
export async function uploadPhoto(
  file: { size: number; type: string } & BodyInit,
  fetchImpl: typeof fetch = fetch,
): Promise<PhotoUploadOutcome> {
  const refused = checkPhotoFile(file);
  if (refused) return { ok: false, message: refused };
  let response: Response;
  let body: unknown;
  try {
    response = await fetchImpl(TRADE_IN_PHOTOS_PATH, {
      method: 'POST',
      body: file,
      headers: { 'content-type': file.type || 'application/octet-stream' },
    });
    body = await response.json();
  } catch (error) {
    console.warn('trade-in photo: no readable answer', error);
    return { ok: false, message: PHOTO_MESSAGES.uploadFailed };
  }
  const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : null;
  if (response.status === 201 && typeof id === 'string') return { ok: true, id };
  if (response.status === 413) return { ok: false, message: PHOTO_MESSAGES.tooLarge };
  if (response.status === 400 || response.status === 429)
    return { ok: false, message: errorOf(body) ?? PHOTO_MESSAGES.uploadFailed };
  return { ok: false, message: PHOTO_MESSAGES.uploadFailed };
}
