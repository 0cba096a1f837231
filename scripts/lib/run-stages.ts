import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One command of a test run: a name for the log, and what to run (the first word is the program). A step that
 * `keepsTerminal` writes to the terminal even beside others (at most one per stage: its live progress is what a
 * person watches; the others' lines would interleave with it).
 */
export type Step = { name: string; command: string[]; env?: Record<string, string>; keepsTerminal?: boolean };

/** Steps that run side by side; a stage starts when the stage before it has passed. */
export type Stage = Step[];

/** A step's command that runs an npm script quietly (npm's own banner would only add noise to the logs). */
export const npmScript = (...args: string[]) => ['npm', 'run', '--silent', ...args];

export type StepOutcome = { name: string; status: number; seconds: number };

const TAIL_LINES = 60;

function logPathOf(logDir: string, step: Step): string {
  return join(logDir, `${step.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`);
}

function tailOf(path: string): string {
  const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
  return lines.slice(-TAIL_LINES).join('\n');
}

/**
 * Runs one step. Alone in its stage, or when it keeps the terminal, it writes to the terminal as it goes; beside
 * others, its output goes to its own log file (interleaved lines would be unreadable), and the tail is printed if
 * it fails.
 */
function runStep(step: Step, logDir: string | null): Promise<StepOutcome> {
  const started = performance.now();
  const logPath = logDir ? logPathOf(logDir, step) : null;
  const logFd = logPath ? openSync(logPath, 'w') : null;
  const [program, ...args] = step.command;
  const child = spawn(program!, args, {
    stdio: logFd === null ? 'inherit' : ['ignore', logFd, logFd],
    env: { ...process.env, ...step.env },
  });
  if (logFd !== null) closeSync(logFd);
  return new Promise((resolve) => {
    const finish = (status: number) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      const verdict = status === 0 ? 'passed' : 'FAILED';
      const where = logPath ? `; its output: ${logPath}` : '';
      if (status !== 0 && logPath) console.error(`[forecourt] ${step.name}, last lines:\n${tailOf(logPath)}`);
      console.info(`[forecourt] ${step.name}: ${verdict} (${seconds} s${where})`);
      resolve({ name: step.name, status, seconds });
    };
    child.once('error', (error) => {
      console.error(`[forecourt] ${step.name} could not start: ${error.message}`);
      finish(1);
    });
    child.once('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs the stages in order, each stage's steps side by side, and stops after the first stage with a failed
 * step (the steps beside it finish first, so each one's verdict is known) unless `keepGoing`. Answers every
 * step's outcome.
 */
export async function runStages(
  stages: Stage[],
  logDir: string,
  { keepGoing = false } = {},
): Promise<StepOutcome[]> {
  mkdirSync(logDir, { recursive: true });
  const outcomes: StepOutcome[] = [];
  for (const stage of stages) {
    if (stage.length > 1)
      console.info(`[forecourt] side by side: ${stage.map((step) => step.name).join(', ')}`);
    const results = await Promise.all(
      stage.map((step) => runStep(step, stage.length > 1 && !step.keepsTerminal ? logDir : null)),
    );
    outcomes.push(...results);
    if (!keepGoing && results.some((result) => result.status !== 0)) break;
  }
  return outcomes;
}

/** Each step's seconds, one line, so the log's tail says where the run's time went. */
export function printStepTimes(outcomes: StepOutcome[], wallSeconds: number): void {
  const steps = outcomes.map((outcome) => `${outcome.name} ${outcome.seconds} s`).join(', ');
  console.info(`[forecourt] steps: ${steps}; wall time ${wallSeconds} s`);
}
