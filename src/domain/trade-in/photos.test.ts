import { describe, expect, it } from 'vitest';
import { checkPhotoFile, parsePhotoIds, PHOTO_MESSAGES, tradeInPhotoUrl } from './photos';

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('photo limits', () => {
  it('refuses in the browser a file over 10 MB or of a named type it does not take', () => {
    expect(checkPhotoFile({ size: 10 * 1024 * 1024, type: 'image/jpeg' })).toBeNull();
    expect(checkPhotoFile({ size: 10 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe(
      'This photo is over 10 MB.',
    );
    expect(checkPhotoFile({ size: 10, type: 'image/gif' })).toBe('Please choose a JPEG, PNG or WebP photo.');
    expect(checkPhotoFile({ size: 10, type: '' })).toBeNull();
  });
});

describe('photo id list', () => {
  it('reads the form text and a JSON array alike, lower-cased and without repeats', () => {
    expect(parsePhotoIds(`${ID(1)}, ${ID(2).toUpperCase()},,${ID(1)}`)).toEqual({
      ok: true,
      ids: [ID(1), ID(2)],
    });
    expect(parsePhotoIds([ID(3)])).toEqual({ ok: true, ids: [ID(3)] });
    expect(parsePhotoIds('')).toEqual({ ok: true, ids: [] });
    expect(parsePhotoIds(null)).toEqual({ ok: true, ids: [] });
  });

  it('takes at most 6 photos', () => {
    const six = [1, 2, 3, 4, 5, 6].map(ID);
    expect(parsePhotoIds(six)).toEqual({ ok: true, ids: six });
    expect(parsePhotoIds([...six, ID(7)])).toEqual({ ok: false, message: 'Please choose at most 6 photos.' });
  });

  it('refuses anything but ids, and a photo still on its way', () => {
    expect(parsePhotoIds('../../etc/passwd')).toEqual({ ok: false, message: PHOTO_MESSAGES.invalidIds });
    expect(parsePhotoIds([42])).toEqual({ ok: false, message: PHOTO_MESSAGES.invalidIds });
    expect(parsePhotoIds({ id: ID(1) })).toEqual({ ok: false, message: PHOTO_MESSAGES.invalidIds });
    expect(parsePhotoIds(`${ID(1)},uploading`)).toEqual({
      ok: false,
      message: 'Please wait until your photos have finished uploading.',
    });
  });
});

describe('photo links', () => {
  it('are absolute from the site origin', () => {
    expect(tradeInPhotoUrl('https://harbourside.example/', ID(1))).toBe(
      `https://harbourside.example/api/trade-in/photos/${ID(1)}`,
    );
  });
});
