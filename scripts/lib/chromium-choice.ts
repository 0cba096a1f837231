import { join } from 'node:path';

/** What the finder may look at: the environment and the file system, injected so the choice is testable. */
export type ChromiumProbe = {
  env: Record<string, string | undefined>;
  homeDir: string;
  /** The project directory (PLAYWRIGHT_BROWSERS_PATH=0 keeps browsers under its node_modules). */
  cwd: string;
  isExecutable: (path: string) => boolean;
  /** Entries of a directory, or [] when it does not exist. */
  listDir: (path: string) => string[];
  isRoot: boolean;
};

export type ChromiumChoice =
  | { kind: 'found'; path: string; source: 'CHROMIUM_PATH' | 'system' | 'playwright' }
  | { kind: 'install-with-apt' }
  | { kind: 'missing'; message: string };

/**
 * Chromium's headless shell first (decision 063): the browser tests never show a window, and the full browser's
 * new headless mode spends about a third more CPU a test on the same pages.
 */
export const HEADLESS_SHELL = 'chromium-headless-shell';
const SYSTEM_NAMES = [
  HEADLESS_SHELL,
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
];
const DEBIAN_PATHS = [`/usr/bin/${HEADLESS_SHELL}`, '/usr/bin/chromium'];

export const INSTALL_WITH_APT = `apt-get install -y ${HEADLESS_SHELL}`;

function onPath(probe: ChromiumProbe, name: string): string | null {
  const dirs = (probe.env.PATH ?? '').split(':').filter((dir) => dir !== '');
  return dirs.map((dir) => join(dir, name)).find((path) => probe.isExecutable(path)) ?? null;
}

function playwrightBrowsersDir(probe: ChromiumProbe): string {
  const configured = probe.env.PLAYWRIGHT_BROWSERS_PATH;
  if (configured === '0') return join(probe.cwd, 'node_modules', 'playwright-core', '.local-browsers');
  return configured || join(probe.homeDir, '.cache', 'ms-playwright');
}

/** `chromium-1234`: the newest revision first. */
function byRevisionNewestFirst(a: string, b: string): number {
  return Number(b.split('-').pop()) - Number(a.split('-').pop());
}

/** Playwright's own Chromium (`npx playwright install chromium`), newest revision first. */
function playwrightChromium(probe: ChromiumProbe): string | null {
  const root = playwrightBrowsersDir(probe);
  const revisions = probe
    .listDir(root)
    .filter((entry) => /^chromium-\d+$/.test(entry))
    .sort(byRevisionNewestFirst);
  for (const revision of revisions) {
    const platforms = probe.listDir(join(root, revision)).filter((entry) => entry.startsWith('chrome-linux'));
    const binary = platforms.map((dir) => join(root, revision, dir, 'chrome')).find(probe.isExecutable);
    if (binary) return binary;
  }
  return null;
}

function missingMessage(probe: ChromiumProbe): string {
  const apt = onPath(probe, 'apt-get') ? `\`sudo ${INSTALL_WITH_APT}\` or ` : '';
  return (
    `no Chromium for the browser tests: run ${apt}\`npx playwright install chromium\`, ` +
    'or set CHROMIUM_PATH to a Chromium binary'
  );
}

/**
 * Which Chromium the browser tests and benchmarks use: CHROMIUM_PATH, then a system Chromium on PATH (the
 * headless shell before the full browser; or Debian's in /usr/bin), then Playwright's cached Chromium. With none, root on a Debian-like machine
 * installs Debian's package; anyone else gets one line saying what to run.
 */
export function chooseChromium(probe: ChromiumProbe): ChromiumChoice {
  const configured = probe.env.CHROMIUM_PATH;
  if (configured) {
    if (probe.isExecutable(configured)) return { kind: 'found', path: configured, source: 'CHROMIUM_PATH' };
    return { kind: 'missing', message: `CHROMIUM_PATH=${configured} is not an executable file` };
  }
  const system =
    SYSTEM_NAMES.map((name) => onPath(probe, name)).find((path) => path !== null) ??
    DEBIAN_PATHS.find((path) => probe.isExecutable(path)) ??
    null;
  if (system) return { kind: 'found', path: system, source: 'system' };
  const cached = playwrightChromium(probe);
  if (cached) return { kind: 'found', path: cached, source: 'playwright' };
  if (probe.isRoot && onPath(probe, 'apt-get')) return { kind: 'install-with-apt' };
  return { kind: 'missing', message: missingMessage(probe) };
}

/** A full Chromium was found where root could add the headless shell with apt-get: worth the 30 s it takes. */
export function canAddHeadlessShell(probe: ChromiumProbe, choice: ChromiumChoice): boolean {
  return (
    choice.kind === 'found' &&
    choice.source === 'system' &&
    !choice.path.endsWith(`/${HEADLESS_SHELL}`) &&
    probe.isRoot &&
    onPath(probe, 'apt-get') !== null
  );
}
