import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILD_INPUTS = [
  'src',
  'public',
  'package-lock.json',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

/** A production build is reused only when no source file changed after it was made. */
export function isBuildStale(root = process.cwd()): boolean {
  const marker = join(root, '.next', 'BUILD_ID');
  if (!existsSync(marker)) return true;
  const builtAt = statSync(marker).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(join(root, input)) > builtAt);
}

export function buildIfStale(): void {
  if (!isBuildStale()) {
    console.info('[forecourt] production build is up to date');
    return;
  }
  console.info('[forecourt] building (next build)…');
  const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`);
}
