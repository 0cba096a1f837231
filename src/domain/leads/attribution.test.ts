import { describe, expect, it } from 'vitest';
import { cleanAttribution } from './attribution';

describe('cleanAttribution (issue 38, finding 2)', () => {
  it('cleans the text of the form’s attribution like a one-line field, and keeps other values', () => {
    const sent = {
      url: ' https://dealer.example/cars\r\n',
      source: '\n=1+1',
      visited_pages: ['/cars\u0000', '/cars/1\u202e'],
      linked_query_params: { 'utm_source\n': 'news\tletter', utm_id: 7 },
      offer_accepted: true,
      none: null,
      deep: [{ kept: 'as\nsent' }],
    };
    expect(cleanAttribution(sent)).toEqual({
      url: 'https://dealer.example/cars',
      source: '=1+1',
      visited_pages: ['/cars', '/cars/1'],
      linked_query_params: { utm_source: 'news letter', utm_id: 7 },
      offer_accepted: true,
      none: null,
      deep: [{ kept: 'as\nsent' }],
    });
  });
});
