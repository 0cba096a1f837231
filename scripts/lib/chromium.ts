import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import {
  canAddHeadlessShell,
  chooseChromium,
  HEADLESS_SHELL,
  INSTALL_WITH_APT,
  type ChromiumProbe,
} from './chromium-choice';

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

/** Debian's headless shell by apt-get; the exit code (0 when installed). */
function aptInstallHeadlessShell(): number {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const quiet: SpawnSyncOptions = { stdio: ['ignore', 'ignore', 'inherit'], env };
  const update = spawnSync('apt-get', ['update', '-qq'], quiet);
  const install =
    update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', HEADLESS_SHELL], quiet) : update;
  return install.status ?? 1;
}

function installDebianChromium(): void {
  console.info(`[forecourt] no Chromium found: installing Debian's (${INSTALL_WITH_APT}, about a minute)`);
  const status = aptInstallHeadlessShell();
  if (status !== 0) throw new Error(`\`${INSTALL_WITH_APT}\` failed (exit code ${status})`);
}

/** Best effort: the full browser still runs the tests if the headless shell cannot be installed. */
function addHeadlessShell(): void {
  console.info(`[forecourt] adding Chromium's headless shell for the browser tests (${INSTALL_WITH_APT})`);
  if (aptInstallHeadlessShell() !== 0) console.info('[forecourt] not installed: the full Chromium runs them');
}

/**
 * Whether ensureChromium would install a package first (root with apt-get and no Chromium, or the full browser
 * without the headless shell): a minute of download and unpacking that can run beside other work.
 */
export function chromiumWouldInstall(): boolean {
  const probe = machineProbe();
  const choice = chooseChromium(probe);
  return choice.kind === 'install-with-apt' || canAddHeadlessShell(probe, choice);
}

/**
 * The Chromium to launch, installing Debian's package first when this machine has none and may install it
 * (root with apt-get). Otherwise the script stops here, before any build, with one line naming the command
 * to run (and exports CHROMIUM_PATH so child processes, Playwright's workers among them, use the same one).
 */
export function ensureChromium(): string {
  try {
    const probe = machineProbe();
    const choice = chooseChromium(probe);
    if (choice.kind === 'missing') throw new Error(choice.message);
    if (choice.kind === 'install-with-apt') installDebianChromium();
    if (canAddHeadlessShell(probe, choice)) addHeadlessShell();
    // Chosen again after an install: the headless shell when it is there now, else what was found.
    const path =
      choice.kind === 'found' && !canAddHeadlessShell(probe, choice) ? choice.path : findChromium();
    process.env.CHROMIUM_PATH = path;
    return path;
  } catch (error) {
    console.error(`[forecourt] ${(error as Error).message}`);
    process.exit(1);
  }
}
