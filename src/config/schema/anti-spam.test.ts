import { describe, expect, it } from 'vitest';
import { antiSpamSchema, captchaDifficultySchema } from './anti-spam';
import { ANTI_SPAM_DEFAULTS } from './anti-spam-test-fixture';

describe('captchaDifficultySchema', () => {
  it('defaults to about a second of work on a phone', () => {
    expect(captchaDifficultySchema.parse(undefined)).toEqual({
      cost: 1_000,
      counterMin: 2_000,
      counterMax: 5_000,
    });
  });

  it('refuses a counter range upside down, naming counterMin', () => {
    const result = captchaDifficultySchema.safeParse({ counterMin: 10, counterMax: 5 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['counterMin', 'counterMin must not exceed counterMax'],
    ]);
  });
});

describe('antiSpamSchema', () => {
  it('has hard per-address ceilings above the flag limits (decision 035)', () => {
    expect(antiSpamSchema.parse(undefined)).toEqual(ANTI_SPAM_DEFAULTS);
  });

  it('lets a site switch a limit off or change one', () => {
    const parsed = antiSpamSchema.parse({
      hardLimits: { challenges: null },
      rateLimits: { site: null, ip: { points: 10, durationSeconds: 60 } },
    });
    expect(parsed.hardLimits.challenges).toBeNull();
    expect(parsed.rateLimits).toEqual({
      ip: { points: 10, durationSeconds: 60 },
      contact: { points: 3, durationSeconds: 600 },
      site: null,
    });
  });

  it('refuses a limit without points, and the old opt-in rejectAbove', () => {
    expect(antiSpamSchema.safeParse({ rateLimits: { ip: { durationSeconds: 60 } } }).success).toBe(false);
    const ceiling = { points: 5, durationSeconds: 600, rejectAbove: 20 };
    expect(antiSpamSchema.safeParse({ rateLimits: { ip: ceiling } }).success).toBe(false);
  });
});
