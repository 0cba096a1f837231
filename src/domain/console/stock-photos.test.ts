import { describe, expect, it } from 'vitest';
import { checkStockPhotoFiles, galleryPhotoSchema, photosAddedText, shownFileName } from './stock-photos';

const jpeg = (name: string, size = 1_000) => ({ name, size, type: 'image/jpeg' });

describe('photos chosen in the console, checked in the browser', () => {
  it('takes one to six photos of at most 10 MB each', () => {
    expect(checkStockPhotoFiles([jpeg('a.jpg', 10 * 1024 * 1024)])).toBeNull();
    expect(checkStockPhotoFiles(Array.from({ length: 6 }, (_, n) => jpeg(`${n}.jpg`)))).toBeNull();
    expect(checkStockPhotoFiles([])).toBe('Choose one or more photos to add.');
    expect(checkStockPhotoFiles(Array.from({ length: 7 }, (_, n) => jpeg(`${n}.jpg`)))).toBe(
      'Choose at most 6 photos at a time.',
    );
    expect(checkStockPhotoFiles([jpeg('a.jpg'), jpeg('big.jpg', 10 * 1024 * 1024 + 1)])).toBe(
      'big.jpg is over 10 MB.',
    );
  });

  it('names a file of a type we do not take, and leaves an unnamed type to the server', () => {
    expect(checkStockPhotoFiles([{ name: 'car.heic', size: 10, type: 'image/heic' }])).toBe(
      'car.heic is not a JPEG, PNG or WebP photo.',
    );
    expect(checkStockPhotoFiles([{ name: 'car', size: 10, type: '' }])).toBeNull();
  });
});

describe('a file name in a message', () => {
  it('is shown on one line, at most 80 characters, and never empty', () => {
    expect(shownFileName('front\nleft.jpg')).toBe('front left.jpg');
    expect(shownFileName(`${'x'.repeat(90)}.jpg`)).toBe(`${'x'.repeat(80)}…`);
    expect(shownFileName('  ')).toBe('A file');
  });
});

describe('what an upload says it did', () => {
  it('counts the photos added and those the car already shows', () => {
    expect(photosAddedText(1, 0)).toBe("1 photo added. The car's page shows it within seconds.");
    expect(photosAddedText(2, 1)).toBe(
      "2 photos added (1 photo already shown). The car's page shows them within seconds.",
    );
    expect(photosAddedText(0, 1)).toBe('That photo is already shown.');
    expect(photosAddedText(0, 2)).toBe('Those photos are already shown.');
  });
});

describe('a photo named for removal or the cover', () => {
  it('is a car id and a photo id, each a database id', () => {
    expect(galleryPhotoSchema.safeParse({ vehicleId: 1, imageId: 2 }).success).toBe(true);
    const refused = galleryPhotoSchema.safeParse({ vehicleId: 2 ** 31, imageId: 1.5 });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['Unknown car', 'Unknown photo']);
  });
});
