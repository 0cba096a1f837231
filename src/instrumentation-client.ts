import { makeZodJitless } from '@/zod-jitless';

// Runs in the browser before the app's modules (Next's client instrumentation).
makeZodJitless(globalThis);
