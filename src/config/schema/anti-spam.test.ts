import { describe, expect, it } from 'vitest';
import { antiSpamSchema, captchaDifficultySchema } from './anti-spam';

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
  it('lets a site switch a limit off or add a hard ceiling', () => {
    const parsed = antiSpamSchema.parse({
      rateLimits: { site: null, ip: { points: 10, durationSeconds: 60, rejectAbove: 100 } },
    });
    expect(parsed.rateLimits).toEqual({
      ip: { points: 10, durationSeconds: 60, rejectAbove: 100 },
      contact: { points: 3, durationSeconds: 600, rejectAbove: null },
      site: null,
    });
  });

  it('refuses a limit without points', () => {
    expect(antiSpamSchema.safeParse({ rateLimits: { ip: { durationSeconds: 60 } } }).success).toBe(false);
  });
});
