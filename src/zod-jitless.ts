/** Zod keeps its global settings on this property of globalThis, shared by every copy of zod on the page. */
const ZOD_GLOBAL_CONFIG = '__zod_globalConfig';

type ZodGlobal = { [ZOD_GLOBAL_CONFIG]?: { jitless?: boolean } };

/**
 * Zod compiles object parsers with `new Function` unless it is jitless, and the page policy refuses eval
 * (decision 033): even zod's caught probe for it is reported as a CSP violation. This must be set before any
 * schema is built. It is written into zod's global settings object rather than through zod's `config()` so
 * that the first script of every page does not load zod: most pages use it only in code fetched later
 * (decision 043). The server keeps the JIT.
 */
export function makeZodJitless(scope: object): void {
  const zodGlobal = scope as ZodGlobal;
  zodGlobal[ZOD_GLOBAL_CONFIG] ??= {};
  zodGlobal[ZOD_GLOBAL_CONFIG].jitless = true;
}
