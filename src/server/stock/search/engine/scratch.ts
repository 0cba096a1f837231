import { VALUE_ATTRIBUTES, type ValueAttribute } from '@/domain/search/attributes';
import { createBitmap, type Bitmap } from './bitmap';
import type { FacetColumn } from './columns';

/** Buffers one request works in, allocated once per index (a query runs synchronously, start to end). */
export type Scratch = {
  size: number;
  candidates: Bitmap;
  any: Bitmap;
  matches: Bitmap;
  /** Bitmaps of refined attributes with several values, and of ranges (by predicate position). */
  predicates: Bitmap[];
  /** Per predicate k: candidates passing every predicate but k (what k's facet or stat counts). */
  except: Bitmap[];
  /** Document lists of the match bitmap and of one `except` bitmap at a time. */
  matchDocs: Uint32Array;
  exceptDocs: Uint32Array;
  /** Per facet (VALUE_ATTRIBUTES order), counts by value code; the last slot collects "no value". */
  counts: Uint32Array[];
};

export function createScratch(size: number, facets: Record<ValueAttribute, FacetColumn>): Scratch {
  return {
    size,
    candidates: createBitmap(size),
    any: createBitmap(size),
    matches: createBitmap(size),
    predicates: [],
    except: [],
    matchDocs: new Uint32Array(size),
    exceptDocs: new Uint32Array(size),
    counts: VALUE_ATTRIBUTES.map((a) => new Uint32Array(facets[a].values.length + 1)),
  };
}

/** The pool's i-th bitmap, created on first use. */
export function pooled(pool: Bitmap[], i: number, size: number): Bitmap {
  return (pool[i] ??= createBitmap(size));
}
