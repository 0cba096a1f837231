import { z } from 'zod';
import { positiveInt } from './primitives';

/**
 * An outside service a provider's HTTP adapter calls (decision 5): its endpoint, an optional key (sent in the
 * Authorization header, never the URL) and a deadline. Where one is configured the adapter asks it first and
 * the built-in implementation answers when it cannot; null (the default everywhere) = no outside call.
 */
export const outsideServiceSchema = z
  .object({
    endpoint: z.url(),
    apiKey: z.string().min(1).nullable().default(null),
    timeoutMs: positiveInt.default(3000),
  })
  .strict();

export type OutsideService = z.infer<typeof outsideServiceSchema>;
