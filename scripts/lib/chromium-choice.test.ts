import { describe, expect, it } from 'vitest';
import { canAddHeadlessShell, chooseChromium, type ChromiumProbe } from './chromium-choice';

/** A machine holding exactly these executables and directories, as a plain user unless told otherwise. */
function machine({
  executables = [],
  dirs = {},
  env = {},
  isRoot = false,
}: {
  executables?: string[];
  dirs?: Record<string, string[]>;
  env?: Record<string, string>;
  isRoot?: boolean;
}): ChromiumProbe {
  return {
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...env },
    homeDir: '/home/jo',
    cwd: '/work/forecourt',
    isExecutable: (path) => executables.includes(path),
    listDir: (path) => dirs[path] ?? [],
    isRoot,
  };
}

const PLAYWRIGHT_CACHE = '/home/jo/.cache/ms-playwright';

describe('chooseChromium', () => {
  it('takes CHROMIUM_PATH before anything else', () => {
    const probe = machine({
      executables: ['/opt/chrome/chrome', '/usr/bin/chromium'],
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
    });
    expect(chooseChromium(probe)).toEqual({
      kind: 'found',
      path: '/opt/chrome/chrome',
      source: 'CHROMIUM_PATH',
    });
  });

  it('refuses a CHROMIUM_PATH that is not an executable instead of looking elsewhere', () => {
    const probe = machine({ executables: ['/usr/bin/chromium'], env: { CHROMIUM_PATH: '/nope/chrome' } });
    expect(chooseChromium(probe)).toEqual({
      kind: 'missing',
      message: 'CHROMIUM_PATH=/nope/chrome is not an executable file',
    });
  });

  it('takes a chromium on PATH, first PATH directory first', () => {
    const probe = machine({ executables: ['/usr/local/bin/chromium', '/usr/bin/chromium'] });
    expect(chooseChromium(probe)).toEqual({
      kind: 'found',
      path: '/usr/local/bin/chromium',
      source: 'system',
    });
  });

  it('takes chromium-browser or google-chrome when there is no chromium', () => {
    expect(chooseChromium(machine({ executables: ['/usr/bin/chromium-browser'] }))).toEqual({
      kind: 'found',
      path: '/usr/bin/chromium-browser',
      source: 'system',
    });
    expect(chooseChromium(machine({ executables: ['/bin/google-chrome'] }))).toEqual({
      kind: 'found',
      path: '/bin/google-chrome',
      source: 'system',
    });
  });

  it('takes the headless shell before the full browser, and says when root could add it', () => {
    const both = machine({
      executables: ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell', '/usr/bin/apt-get'],
    });
    expect(chooseChromium(both)).toEqual({
      kind: 'found',
      path: '/usr/bin/chromium-headless-shell',
      source: 'system',
    });
    expect(canAddHeadlessShell({ ...both, isRoot: true }, chooseChromium(both))).toBe(false);
    const full = machine({ executables: ['/usr/bin/chromium', '/usr/bin/apt-get'], isRoot: true });
    expect(canAddHeadlessShell(full, chooseChromium(full))).toBe(true);
    const plainUser = machine({ executables: ['/usr/bin/chromium', '/usr/bin/apt-get'] });
    expect(canAddHeadlessShell(plainUser, chooseChromium(plainUser))).toBe(false);
    const noApt = machine({ executables: ['/usr/bin/chromium'], isRoot: true });
    expect(canAddHeadlessShell(noApt, chooseChromium(noApt))).toBe(false);
  });

  it("takes Debian's /usr/bin/chromium even when /usr/bin is not on PATH", () => {
    const probe = machine({ executables: ['/usr/bin/chromium'], env: { PATH: '/opt/node/bin' } });
    expect(chooseChromium(probe)).toEqual({ kind: 'found', path: '/usr/bin/chromium', source: 'system' });
  });

  it("falls back to Playwright's newest cached Chromium", () => {
    const probe = machine({
      executables: [
        `${PLAYWRIGHT_CACHE}/chromium-999/chrome-linux/chrome`,
        `${PLAYWRIGHT_CACHE}/chromium-1200/chrome-linux64/chrome`,
      ],
      dirs: {
        [PLAYWRIGHT_CACHE]: ['chromium-999', 'chromium-1200', 'chromium_headless_shell-1200', 'ffmpeg-1011'],
        [`${PLAYWRIGHT_CACHE}/chromium-999`]: ['chrome-linux'],
        [`${PLAYWRIGHT_CACHE}/chromium-1200`]: ['chrome-linux64', 'INSTALLATION_COMPLETE'],
      },
    });
    expect(chooseChromium(probe)).toEqual({
      kind: 'found',
      path: `${PLAYWRIGHT_CACHE}/chromium-1200/chrome-linux64/chrome`,
      source: 'playwright',
    });
  });

  it('looks for Playwright browsers where PLAYWRIGHT_BROWSERS_PATH says, 0 meaning node_modules', () => {
    const elsewhere = machine({
      executables: ['/srv/browsers/chromium-1200/chrome-linux64/chrome'],
      dirs: { '/srv/browsers': ['chromium-1200'], '/srv/browsers/chromium-1200': ['chrome-linux64'] },
      env: { PLAYWRIGHT_BROWSERS_PATH: '/srv/browsers' },
    });
    expect(chooseChromium(elsewhere)).toMatchObject({
      path: '/srv/browsers/chromium-1200/chrome-linux64/chrome',
    });
    const local = '/work/forecourt/node_modules/playwright-core/.local-browsers';
    const inNodeModules = machine({
      executables: [`${local}/chromium-1200/chrome-linux64/chrome`],
      dirs: { [local]: ['chromium-1200'], [`${local}/chromium-1200`]: ['chrome-linux64'] },
      env: { PLAYWRIGHT_BROWSERS_PATH: '0' },
    });
    expect(chooseChromium(inNodeModules)).toMatchObject({
      path: `${local}/chromium-1200/chrome-linux64/chrome`,
    });
  });

  it("prefers the system's Chromium to Playwright's", () => {
    const probe = machine({
      executables: ['/usr/bin/chromium', `${PLAYWRIGHT_CACHE}/chromium-1200/chrome-linux64/chrome`],
      dirs: {
        [PLAYWRIGHT_CACHE]: ['chromium-1200'],
        [`${PLAYWRIGHT_CACHE}/chromium-1200`]: ['chrome-linux64'],
      },
    });
    expect(chooseChromium(probe)).toMatchObject({ path: '/usr/bin/chromium', source: 'system' });
  });

  it('installs with apt-get when none is found and it runs as root with apt-get', () => {
    const probe = machine({ executables: ['/usr/bin/apt-get'], isRoot: true });
    expect(chooseChromium(probe)).toEqual({ kind: 'install-with-apt' });
  });

  it('tells a plain user with apt-get the one command to run', () => {
    const probe = machine({ executables: ['/usr/bin/apt-get'] });
    expect(chooseChromium(probe)).toEqual({
      kind: 'missing',
      message:
        'no Chromium for the browser tests: run `sudo apt-get install -y chromium-headless-shell` or ' +
        '`npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary',
    });
  });

  it("tells root without apt-get to install Playwright's Chromium", () => {
    const probe = machine({ isRoot: true });
    expect(chooseChromium(probe)).toEqual({
      kind: 'missing',
      message:
        'no Chromium for the browser tests: run `npx playwright install chromium`, ' +
        'or set CHROMIUM_PATH to a Chromium binary',
    });
  });
});
