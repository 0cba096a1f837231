import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import { makeZodJitless } from './zod-jitless';

describe('makeZodJitless', () => {
  it("turns zod's JIT off through zod's own global settings", () => {
    const before = config().jitless;
    config({ jitless: false });
    makeZodJitless(globalThis);
    expect(config().jitless).toBe(true);
    config({ jitless: before });
  });

  it('creates the settings when zod has not loaded yet', () => {
    const scope: Record<string, unknown> = {};
    makeZodJitless(scope);
    expect(scope).toEqual({ __zod_globalConfig: { jitless: true } });
  });
});
