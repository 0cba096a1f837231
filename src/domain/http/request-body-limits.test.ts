import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BODY_BYTES } from '@/domain/console/stock-import';
import { MAX_PHOTO_UPLOAD_BODY_BYTES } from '@/domain/console/stock-photos';
import { MAX_PHOTO_UPLOAD_BYTES } from '@/domain/trade-in/photos';
import { bodyTooLargeAnswer, DEFAULT_REQUEST_BODY_LIMIT, requestBodyLimit } from './request-body-limits';

describe('requestBodyLimit (issue 38, finding 5)', () => {
  it('gives each upload exactly its route’s cap, with the route’s own words', () => {
    expect(requestBodyLimit('/api/trade-in/photos')).toEqual({
      maxBytes: MAX_PHOTO_UPLOAD_BYTES,
      tooLarge: 'This photo is over 10 MB.',
    });
    expect(requestBodyLimit('/api/console/stock/photos')).toEqual({
      maxBytes: MAX_PHOTO_UPLOAD_BODY_BYTES,
      tooLarge: 'Those photos are over 60 MB together. Add fewer at a time.',
    });
    expect(requestBodyLimit('/api/console/stock/import')).toEqual({
      maxBytes: MAX_IMPORT_BODY_BYTES,
      tooLarge: 'The feed file is over 50 MB. Ask Forecourt support to import it for you.',
    });
  });

  it('gives every other path, the JSON routes below an upload’s path too, the general 1 MB', () => {
    for (const path of ['/', '/api/leads', '/api/console/stock/photos/remove', '/api/trade-in/photos/abc'])
      expect(requestBodyLimit(path), path).toBe(DEFAULT_REQUEST_BODY_LIMIT);
    expect(DEFAULT_REQUEST_BODY_LIMIT).toEqual({ maxBytes: 1_048_576, tooLarge: null });
  });

  it('answers in the route’s words, or as every route answers a body over its cap', () => {
    expect(bodyTooLargeAnswer(requestBodyLimit('/api/trade-in/photos'))).toEqual({
      error: 'This photo is over 10 MB.',
    });
    expect(bodyTooLargeAnswer(DEFAULT_REQUEST_BODY_LIMIT)).toEqual({
      error: 'Request too large',
      fieldErrors: { body: 'expected at most 1048576 bytes' },
    });
  });
});
