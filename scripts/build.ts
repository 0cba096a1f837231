/** `tsx scripts/build.ts`: the production build, unless one newer than every source is already there. */
import { buildIfStale } from './lib/build';

buildIfStale();
