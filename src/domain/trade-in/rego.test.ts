import { describe, expect, it } from 'vitest';
import { REGO_MESSAGE, REGO_STATE_MESSAGE, normaliseRego, regoSchema, regoStateSchema } from './rego';

const error = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('rego (H-46)', () => {
  it('reads a plate upper case without spaces or hyphens', () => {
    expect(normaliseRego(' abc-12 3 ')).toBe('ABC123');
    expect(regoSchema.parse('1ab 2cd')).toBe('1AB2CD');
    expect(regoSchema.parse('MYUTE')).toBe('MYUTE');
    expect(regoSchema.parse('ABCDEFGH9')).toBe('ABCDEFGH9');
  });

  it('refuses an empty plate, one over 9 characters and other characters', () => {
    for (const input of ['', ' - ', 'ABCDEFGHIJ', 'AB#123', 'ÄBC123']) {
      expect(error(regoSchema.safeParse(input))).toBe(REGO_MESSAGE);
    }
    expect(error(regoSchema.safeParse('A'.repeat(21)))).toBe(REGO_MESSAGE);
  });

  it("takes the state select's lower-case codes only", () => {
    expect(regoStateSchema.parse('nsw')).toBe('nsw');
    for (const input of ['', 'NSW', 'xx'])
      expect(error(regoStateSchema.safeParse(input))).toBe(REGO_STATE_MESSAGE);
  });
});
