import { describe, expect, it } from 'vitest';
import { serveLogged } from './log-request';
import { newRequestLog, runWithRequestLog } from './request-log';
import { captureLog } from './testing';

const FORGED = '\n{"level":"fatal","time":"2026-01-01T00:00:00.000Z","msg":"forged","requestId":"x"}\n';

describe('the logger (issue 14 finding 5)', () => {
  it('writes one JSON line per event with level, time and message', () => {
    const { logger, output, lines } = captureLog();
    logger.warn({ siteId: 3, carId: 17 }, 'vehicle PDF has no photo');
    expect(output().split('\n')).toHaveLength(2);
    expect(lines()).toEqual([
      expect.objectContaining({ level: 'warn', siteId: 3, carId: 17, msg: 'vehicle PDF has no photo' }),
    ]);
    expect(lines()[0]!.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('a field or message holding "\\n{"level":…" cannot forge a line or a key', () => {
    const { logger, output, lines } = captureLog();
    logger.warn({ model: FORGED, nested: { make: FORGED } }, `search ignored model=${FORGED}`);
    logger.warn(`x","level":"fatal","msg":"forged`);
    expect(output().match(/\n/g)).toHaveLength(2);
    const [first, second] = lines();
    expect(first).toMatchObject({ level: 'warn', model: FORGED, nested: { make: FORGED } });
    expect(first!.msg).toBe(`search ignored model=${FORGED}`);
    expect(second).toMatchObject({ level: 'warn', msg: 'x","level":"fatal","msg":"forged' });
  });

  it('truncates a 100 KB value and a 100 KB message', () => {
    const { logger, output, lines } = captureLog();
    logger.warn({ query: 'q'.repeat(100_000) }, 'm'.repeat(100_000));
    expect(lines()[0]).toMatchObject({
      query: `${'q'.repeat(1_000)}…[99000 more characters]`,
      msg: `${'m'.repeat(1_000)}…[99000 more characters]`,
    });
    expect(output().length).toBeLessThan(2_300);
  });

  it('redacts personal fields and describes an error without its query parameters', () => {
    const { logger, output, lines } = captureLog();
    const error = new Error(
      'Failed query: insert into "leads" ("email") values ($1)\nparams: jo@example.com',
    );
    logger.error({ siteId: 3, email: 'jo@example.com', err: error }, 'lead not stored');
    expect(lines()[0]).toMatchObject({
      siteId: 3,
      email: '[redacted]',
      err: { type: 'Error', message: 'Failed query: insert into "leads" ("email") values ($1)' },
      msg: 'lead not stored',
    });
    expect(output()).not.toContain('jo@example.com');
  });

  it("takes an error's cleaned message as the message when none is given", () => {
    const { logger, output, lines } = captureLog();
    logger.error(new Error('Failed query: select 1\nparams: jo@example.com'));
    expect(lines()[0]).toMatchObject({
      msg: 'Failed query: select 1',
      err: { message: 'Failed query: select 1' },
    });
    expect(output()).not.toContain('jo@example.com');
  });

  it('writes nothing below its level', () => {
    const { logger, output } = captureLog('warn');
    logger.info({ port: 3000 }, 'listening');
    expect(output()).toBe('');
  });

  it("puts the request's id on every line logged while serving it, also after an await", async () => {
    const { logger, lines } = captureLog();
    logger.info('before');
    await runWithRequestLog(newRequestLog('req-00000001'), async () => {
      logger.info('first');
      await new Promise((resolve) => setImmediate(resolve));
      logger.info('second');
    });
    logger.info('after');
    expect(lines().map((line) => [line.msg, line.requestId])).toEqual([
      ['before', undefined],
      ['first', 'req-00000001'],
      ['second', 'req-00000001'],
      ['after', undefined],
    ]);
  });

  it('writes at most 20 lines a request, then one line saying how many were not written', () => {
    const { logger, lines } = captureLog();
    const listeners: (() => void)[] = [];
    const response = { once: (_event: 'close', listener: () => void) => listeners.push(listener) };
    serveLogged(
      'req-00000002',
      response,
      () => {
        for (let n = 1; n <= 25; n += 1) logger.warn({ n }, 'search ignored a parameter');
      },
      logger,
    );
    expect(lines()).toHaveLength(20);
    listeners.forEach((listener) => listener());
    expect(lines()).toHaveLength(21);
    expect(lines()[20]).toMatchObject({
      level: 'warn',
      requestId: 'req-00000002',
      suppressedLines: 5,
      msg: 'log lines of this request were suppressed',
    });
    expect(
      lines()
        .slice(0, 20)
        .map((line) => line.n),
    ).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
  });

  it('adds no closing line to a request within its budget', () => {
    const { logger, lines } = captureLog();
    const listeners: (() => void)[] = [];
    serveLogged(
      'req-00000003',
      { once: (_event, listener) => listeners.push(listener) },
      () => logger.info('one'),
      logger,
    );
    listeners.forEach((listener) => listener());
    expect(lines().map((line) => line.msg)).toEqual(['one']);
  });
});
