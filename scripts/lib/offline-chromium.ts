/**
 * Flags for Debian's Chromium on this offline machine (toolchain pitfall 8), shared by the browser tests and the
 * Lighthouse benchmark: headless, no phoning home, and only this machine's names resolve. Custom demo domains
 * (*.test) map to this machine so exact-domain tenancy can be tested too.
 */
export const OFFLINE_CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP *.test 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.localhost',
];
