import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';

/**
 * Starts the production server (scripts/serve.ts: Next's handler behind a Node HTTP server, decision 027) as
 * a direct child, so its PID is the server's PID (toolchain pitfall 12). Its log is JSON lines on stdout
 * (decision 034): `quiet` shows only warnings and errors (LOG_LEVEL=warn unless `env` sets one), and `logFd`
 * sends both of its output streams to an open file instead (long runs that would flood the terminal).
 */
export function startNextServer(
  port: number,
  env: Record<string, string>,
  quiet = false,
  logFd?: number,
): ChildProcess {
  // Nothing is left in an unread pipe, which would stall the server once it filled.
  const stdio: StdioOptions = logFd !== undefined ? ['ignore', logFd, logFd] : 'inherit';
  const level = quiet && logFd === undefined ? { LOG_LEVEL: 'warn' } : {};
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    stdio,
    env: {
      ...process.env,
      ...level,
      ...env,
      PORT: String(port),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
}

export async function waitForHealthy(port: number, server: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`server exited with code ${server.exitCode} before it was ready`);
    try {
      const response = await fetch(`http://localhost:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server on port ${port} was not healthy within ${timeoutMs} ms`);
}
