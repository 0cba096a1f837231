import { describe, expect, it, vi } from 'vitest';
import { uploadPhoto } from './upload-photo';

const file = (size: number, type = 'image/png') => new File([new Uint8Array(size)], 'car.png', { type });
const answer = (status: number, body: unknown) => vi.fn(async () => Response.json(body, { status }));

describe('uploading one trade-in photo', () => {
  it('posts the file itself with its type and returns the stored id', async () => {
    const fetchImpl = answer(201, { id: 'abc', width: 10, height: 10 });
    expect(await uploadPhoto(file(10), fetchImpl)).toEqual({ ok: true, id: 'abc' });
    expect(fetchImpl).toHaveBeenCalledWith('/api/trade-in/photos', {
      method: 'POST',
      body: expect.any(File),
      headers: { 'content-type': 'image/png' },
    });
  });

  it('does not send a file over 10 MB or of another named type', async () => {
    const fetchImpl = answer(201, {});
    expect(await uploadPhoto(file(10 * 1024 * 1024 + 1), fetchImpl)).toEqual({
      ok: false,
      message: 'This photo is over 10 MB.',
    });
    expect(await uploadPhoto(file(10, 'image/gif'), fetchImpl)).toEqual({
      ok: false,
      message: 'Please choose a JPEG, PNG or WebP photo.',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, and a failed upload when there is no answer", async () => {
    const wrong = { error: 'Please choose a JPEG, PNG or WebP photo.' };
    expect(await uploadPhoto(file(10), answer(400, wrong))).toEqual({ ok: false, message: wrong.error });
    expect(await uploadPhoto(file(10), answer(413, { error: 'Request too large' }))).toEqual({
      ok: false,
      message: 'This photo is over 10 MB.',
    });
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await uploadPhoto(file(10), offline)).toEqual({
      ok: false,
      message: 'The photo could not be uploaded. Please try again.',
    });
    expect(await uploadPhoto(file(10), answer(500, {}))).toEqual({
      ok: false,
      message: 'The photo could not be uploaded. Please try again.',
    });
  });
});
