import { describe, expect, it } from 'vitest';
import { cleanErrorDetail, cleanErrorMessage, cleanStack, describeError } from './describe-error';

/** The shapes Drizzle 0.45 and pg / PGlite throw (drizzle-orm/errors.js, pg-protocol's DatabaseError). */
class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`);
    this.cause = cause;
  }
}
class DatabaseError extends Error {
  code = '23514';
  table = 'leads';
  constraint = 'leads_email_check';
  schema = 'public';
  detail = 'Failing row contains (7, Jo Citizen, jo@example.com, 0412 345 678).';
  where = 'PL/pgSQL function';
  constructor() {
    super('new row for relation "leads" violates check constraint "leads_email_check"');
    this.name = 'error';
  }
}

const FRAMES =
  '    at insertLead (/app/submit-lead.ts:10:3)\n    at async submitLead (/app/submit-lead.ts:20:5)';
const INSERT = 'insert into "leads" ("site_id", "name", "email", "phone") values ($1, $2, $3, $4)';

function failedInsert() {
  const cause = Object.assign(new DatabaseError(), { stack: `error: violates\n${FRAMES}` });
  const error = new DrizzleQueryError(INSERT, [7, 'Jo Citizen', 'jo@example.com', '0412 345 678'], cause);
  error.stack = `Error: ${error.message}\n${FRAMES}`;
  return error;
}

describe('describeError', () => {
  it("keeps a failed insert's query, code, constraint and table, and none of the buyer's data", () => {
    expect(describeError(failedInsert())).toEqual({
      type: 'DrizzleQueryError',
      message: `Failed query: ${INSERT}`,
      stack: 'at insertLead (/app/submit-lead.ts:10:3)\nat async submitLead (/app/submit-lead.ts:20:5)',
      cause: {
        type: 'DatabaseError',
        message: 'new row for relation "leads" violates check constraint "leads_email_check"',
        code: '23514',
        constraint: 'leads_email_check',
        table: 'leads',
        detail: '[redacted]',
        stack: 'at insertLead (/app/submit-lead.ts:10:3)\nat async submitLead (/app/submit-lead.ts:20:5)',
      },
    });
    expect(JSON.stringify(describeError(failedInsert()))).not.toMatch(/Jo Citizen|jo@example|0412|params/);
  });

  it("keeps a system error's code and syscall and a name other than Error", () => {
    const refused = Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
        code: 'ECONNREFUSED',
        syscall: 'connect',
      }),
    });
    refused.stack = 'TypeError: fetch failed';
    expect(describeError(refused)).toMatchObject({
      type: 'TypeError',
      message: 'fetch failed',
      cause: { type: 'Error', code: 'ECONNREFUSED', syscall: 'connect' },
    });
    expect(describeError(refused)).not.toHaveProperty('stack');
  });

  it('follows causes three deep and the first three errors of an AggregateError', () => {
    let error: unknown = new Error('root');
    for (const level of [1, 2, 3, 4]) error = new Error(`level ${level}`, { cause: error });
    const chain = describeError(error);
    expect([chain.message, chain.cause?.message, chain.cause?.cause?.message]).toEqual([
      'level 4',
      'level 3',
      'level 2',
    ]);
    expect(chain.cause?.cause?.cause?.message).toBe('level 1');
    expect(chain.cause?.cause?.cause?.cause).toBeUndefined();
    const aggregate = new AggregateError(
      ['a', 'b', 'c', 'd'].map((m) => new Error(m)),
      'all failed',
    );
    expect(describeError(aggregate).errors?.map((inner) => inner.message)).toEqual(['a', 'b', 'c']);
  });

  it('describes thrown values that are not errors without reading their shape', () => {
    expect(describeError('plain text')).toEqual({ type: 'string', message: 'plain text' });
    expect(describeError(42)).toEqual({ type: 'number', message: '42' });
    expect(describeError(null)).toEqual({ type: 'null', message: '[not an Error]' });
    expect(describeError({ email: 'jo@example.com' })).toEqual({ type: 'object', message: '[not an Error]' });
  });

  it('bounds a long message', () => {
    expect(describeError(new Error('m'.repeat(5_000))).message).toBe(
      `${'m'.repeat(1_000)}…[4000 more characters]`,
    );
  });
});

describe('cleanErrorMessage', () => {
  it("drops Drizzle's params, whatever they hold", () => {
    expect(cleanErrorMessage('Failed query: select 1\nparams: a\nb,c')).toBe('Failed query: select 1');
    expect(cleanErrorMessage('Failed query: select 1\r\nparams: ')).toBe('Failed query: select 1');
  });

  it('takes the quoted value out of a data exception (SQLSTATE class 22)', () => {
    expect(cleanErrorMessage('invalid input syntax for type integer: "a"b"', '22P02')).toBe(
      'invalid input syntax for type integer: "[redacted]"',
    );
    expect(cleanErrorMessage('value "99999999999" is out of range for type integer', '22003')).toBe(
      'value "[redacted]" is out of range for type integer',
    );
    expect(cleanErrorMessage('unterminated "quote', '22P02')).toBe('unterminated "[redacted]"');
  });

  it('keeps the quoted names of other errors', () => {
    expect(cleanErrorMessage('duplicate key value violates unique constraint "leads_pkey"', '23505')).toBe(
      'duplicate key value violates unique constraint "leads_pkey"',
    );
  });
});

describe('cleanErrorDetail', () => {
  it("keeps a key's columns and drops its values", () => {
    expect(cleanErrorDetail('Key (site_id, lower(email::text))=(3, jo@example.com) already exists.')).toBe(
      'Key (site_id, lower(email::text))=([redacted]) already exists.',
    );
    expect(cleanErrorDetail('Key (vehicle_id)=(99) is not present in table "vehicles".')).toBe(
      'Key (vehicle_id)=([redacted]) is not present in table "vehicles".',
    );
    expect(cleanErrorDetail('Key (a)=(x) conflicts with existing key (a)=(y).')).toBe('Key (a)=([redacted])');
  });

  it('redacts every other detail (a failing row, a token of bad JSON)', () => {
    expect(cleanErrorDetail('Failing row contains (7, Jo, jo@example.com).')).toBe('[redacted]');
    expect(cleanErrorDetail('Token "jo@example.com" is invalid.')).toBe('[redacted]');
  });
});

describe('cleanStack', () => {
  it('keeps ten frames, each at most 300 characters, and never the message line', () => {
    const frames = Array.from({ length: 12 }, (_, n) => `    at f${n} (/app/x.ts:${n}:1)`);
    const stack = `Error: Failed query: x\nparams: jo@example.com\n${frames.join('\n')}`;
    expect(cleanStack(stack)).toBe(
      frames
        .slice(0, 10)
        .map((frame) => frame.trim())
        .join('\n'),
    );
    expect(cleanStack(`Error: x\n    at ${'f'.repeat(400)}`)).toBe(
      `at ${'f'.repeat(297)}…[103 more characters]`,
    );
    expect(cleanStack('Error: only a message')).toBeUndefined();
  });
});
