import type { Database } from '@/server/db/client';
import type { AppServer } from '../chaos/app-server';
import type { FakeSmtp } from './fake-smtp';
import type { InstancesFixture } from './fixture';

/** One app instance: its server process, its port, and the fake mail server it delivers leads to. */
export type Instance = { name: 'A' | 'B'; port: number; server: AppServer; smtp: FakeSmtp };

export type CheckContext = { a: Instance; b: Instance; db: Database; fixture: InstancesFixture };

/** One property's outcome: a line for the log, and whether every exact assertion held. */
export type PropertyResult = { name: string; ok: boolean; detail: string };

/** Compares as JSON, and says what differed: the check's assertions are exact values. */
export function same(label: string, actual: unknown, expected: unknown): string | null {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  return a === e ? null : `${label}: expected ${e}, got ${a}`;
}

export function outcome(name: string, failures: (string | null)[], detail: string): PropertyResult {
  const failed = failures.filter((failure): failure is string => failure !== null);
  return { name, ok: failed.length === 0, detail: failed.length === 0 ? detail : failed.join('; ') };
}
