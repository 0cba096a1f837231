import 'server-only';

export type PeriodicPass<T> = {
  /** Runs a pass now, or joins the one running: a pass still running when the timer fires is not doubled. */
  runOnce: () => Promise<T>;
  start: () => void;
  /** Stops the timer and waits for a running pass to end. */
  stop: () => Promise<void>;
};

/**
 * A background job's timer (alert matching, scheduled stock pulls): one pass every `intervalMs`, never two at
 * once in this process; a failed pass is reported to `onError` and the next one runs on time. The timer never
 * keeps the process alive.
 */
export function createPeriodicPass<T>(
  pass: () => Promise<T>,
  intervalMs: number,
  onError: (error: unknown) => void,
): PeriodicPass<T> {
  let running: Promise<T> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const runOnce = (): Promise<T> => {
    running ??= pass().finally(() => (running = null));
    return running;
  };
  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(() => runOnce().catch(onError), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
