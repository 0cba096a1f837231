import { describe, expect, it } from 'vitest';
import { splitLogArguments } from './log-arguments';

describe('splitLogArguments', () => {
  it("reads pino's (fields, message)", () => {
    expect(splitLogArguments([{ siteId: 3 }, 'promotion has a malformed node'])).toEqual({
      fields: { siteId: 3 },
      message: 'promotion has a malformed node',
    });
  });

  it('makes the error of console.error(error), as Next logs a failed request, the err field', () => {
    const error = new Error('boom');
    expect(splitLogArguments([error])).toEqual({ fields: { err: error } });
    expect(splitLogArguments([' ⨯', error])).toEqual({ fields: { err: error }, message: ' ⨯' });
  });

  it('joins words, never reads a format string, and keeps other values as args', () => {
    expect(splitLogArguments(['50%s of', 7, true, { a: 1 }, [2]])).toEqual({
      fields: { args: [{ a: 1 }, [2]] },
      message: '50%s of 7 true',
    });
  });

  it('keeps a second error in args and bounds the message', () => {
    const [first, second] = [new Error('one'), new Error('two')];
    expect(splitLogArguments([first, second]).fields).toEqual({ err: first, args: [second] });
    expect(splitLogArguments(['x'.repeat(2_000)]).message).toBe(
      `${'x'.repeat(1_000)}…[1000 more characters]`,
    );
  });

  it('writes nothing for no arguments', () => {
    expect(splitLogArguments([])).toEqual({ fields: {} });
  });
});
