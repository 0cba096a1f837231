import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { submitLead } from '@/server/leads/submit-lead';
import { insertLeadSite, leadInput } from '@/server/leads/test-fixture';
import { routeConsoleToLog } from './console-to-log';
import { captureLog } from './testing';

const NOW = new Date('2026-11-26T01:00:00Z');
const test = databaseForThisFile();
let siteId: number;

beforeAll(async () => {
  ({ siteId } = await insertLeadSite(test.db, { slug: 'log-motors' }));
  // The store refuses this buyer's lead: the insert fails as a full disk or a bad migration would make it.
  await test.db.execute(sql`alter table leads add constraint refuse_jo check (email <> 'jo@example.com')`);
});

/** The error a failed lead insert throws up to the route, where Next logs it with console.error(error). */
async function failedSubmission(): Promise<unknown> {
  return submitLead(test.db, leadInput(siteId), NOW).then(
    () => expect.fail('the insert should have failed'),
    (error: unknown) => error,
  );
}

const BUYER = ['Jo Citizen', 'jo@example.com', '0412 345 678', '203.0.113.9'];

describe('a database error during a lead submission (issue 14 finding 5)', () => {
  it("carries the buyer's name, email and phone in its message and detail", async () => {
    const error = (await failedSubmission()) as Error & { cause: { detail?: string } };
    const raw = `${error.message} ${error.cause.detail ?? ''}`;
    expect(BUYER.slice(0, 3).filter((value) => raw.includes(value))).toEqual(BUYER.slice(0, 3));
  });

  it('is logged as one line with its code, constraint and table, and none of them nor the SQL params', async () => {
    const error = await failedSubmission();
    const { logger, output, lines } = captureLog();
    const restore = routeConsoleToLog(logger);
    try {
      // What Next's route module does with a route handler's error (route-module.js, onRequestError).
      console.error(error);
    } finally {
      restore();
    }
    expect(output().split('\n')).toHaveLength(2);
    const [line] = lines();
    expect(line).toMatchObject({
      level: 'error',
      err: {
        type: 'DrizzleQueryError',
        message: expect.stringMatching(/^Failed query: insert into "leads" /),
        cause: { code: '23514', constraint: 'refuse_jo', table: 'leads', detail: '[redacted]' },
      },
    });
    expect(line!.msg).toBe((line!.err as { message: string }).message);
    expect(BUYER.filter((value) => output().includes(value))).toEqual([]);
    expect(output()).not.toMatch(/params|Is it still available/);
  });
});
