import { config } from 'zod/v4/core';

// Runs in the browser before the app's modules (Next's client instrumentation). Zod compiles object parsers
// with `new Function` unless it is jitless, and the page policy refuses eval (decision 033): even zod's
// caught probe for it is reported as a CSP violation. Set before any schema is built; the server keeps the JIT.
config({ jitless: true });
