import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { postgresUnavailableReason } from './postgres-cluster';

export type DatabasePhase = { name: 'PGlite' | 'PostgreSQL'; postgres: boolean };

/** What one phase's run says of itself: its report lines, whether it passed, and where its server log is. */
export type PhaseVerdict = { lines: string[]; ok: boolean; logPath: string };

/**
 * Runs a chaos proof on PGlite, then on a throwaway PostgreSQL cluster when one can be made (not with
 * `skipPostgres`), printing each phase's lines and PASS/FAIL under `tag`. With `report`, writes the outcome in
 * the Vitest report's shape, so CI's summary counts each phase as a test. Returns the exit code.
 */
export async function runDatabasePhases(
  options: { tag: string; skipPostgres: boolean; report: string | undefined },
  runPhase: (phase: DatabasePhase) => Promise<PhaseVerdict>,
): Promise<number> {
  const { tag } = options;
  const phases: DatabasePhase[] = [{ name: 'PGlite', postgres: false }];
  const unavailable = postgresUnavailableReason();
  if (options.skipPostgres) console.info(`[${tag}] PostgreSQL part skipped (--skip-postgres)`);
  else if (unavailable) console.info(`[${tag}] PostgreSQL part skipped: ${unavailable}`);
  else phases.push({ name: 'PostgreSQL', postgres: true });
  const outcome = { numPassedTests: 0, numFailedTests: 0, numPendingTests: phases.length === 1 ? 1 : 0 };
  for (const phase of phases) {
    console.info(`[${tag}] ${phase.name}: starting`);
    const verdict = await runPhase(phase);
    for (const line of verdict.lines) console.info(line);
    console.info(`[${tag}] ${phase.name}: ${verdict.ok ? 'PASS' : `FAIL (server log: ${verdict.logPath})`}`);
    outcome[verdict.ok ? 'numPassedTests' : 'numFailedTests'] += 1;
  }
  if (options.report) {
    mkdirSync(dirname(options.report), { recursive: true });
    writeFileSync(options.report, JSON.stringify(outcome));
  }
  return outcome.numFailedTests > 0 ? 1 : 0;
}
