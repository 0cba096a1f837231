import { deepFreeze } from './deep-freeze';
import { type PlatformDefaults, platformConfigSchema } from './schema';

/**
 * Every option's platform default, read from the schema so each default is written once. Frozen because it
 * is the base of every site's config.
 */
export const platformDefaults: PlatformDefaults = deepFreeze(platformConfigSchema.parse({}));
