import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { chooseChromium, INSTALL_WITH_APT, type ChromiumProbe } from './chromium-choice';

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function listDir(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

function machineProbe(): ChromiumProbe {
  return {
    env: process.env,
    homeDir: homedir(),
    cwd: process.cwd(),
    isExecutable,
    listDir,
    isRoot: process.getuid?.() === 0,
  };
}

/** A Chromium that is already on this machine (see chooseChromium); throws the one-line instruction if none. */
export function findChromium(): string {
  const choice = chooseChromium(machineProbe());
  if (choice.kind === 'found') return choice.path;
  throw new Error(
    choice.kind === 'missing' ? choice.message : `no Chromium: run \`sudo ${INSTALL_WITH_APT}\``,
  );
}

function installDebianChromium(): void {
  console.info(
    `[forecourt] no Chromium found: installing Debian's chromium (${INSTALL_WITH_APT}, about a minute)`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const quiet: SpawnSyncOptions = { stdio: ['ignore', 'ignore', 'inherit'], env };
  const update = spawnSync('apt-get', ['update', '-qq'], quiet);
  const install =
    update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], quiet) : update;
  if (install.status !== 0) throw new Error(`\`${INSTALL_WITH_APT}\` failed (exit code ${install.status})`);
}

/**
 * The Chromium to launch, installing Debian's package first when this machine has none and may install it
 * (root with apt-get). Otherwise the script stops here, before any build, with one line naming the command
 * to run (and exports CHROMIUM_PATH so child processes, Playwright's workers among them, use the same one).
 */
export function ensureChromium(): string {
  try {
    const choice = chooseChromium(machineProbe());
    if (choice.kind === 'missing') throw new Error(choice.message);
    if (choice.kind === 'install-with-apt') installDebianChromium();
    const path = choice.kind === 'found' ? choice.path : findChromium();
    process.env.CHROMIUM_PATH = path;
    return path;
  } catch (error) {
    console.error(`[forecourt] ${(error as Error).message}`);
    process.exit(1);
  }
}
