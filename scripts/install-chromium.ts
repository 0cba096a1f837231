/**
 * Installs Debian's Chromium headless shell when this machine has no Chromium and may install one (root with
 * apt-get): `npm test` runs it beside the lint, typecheck and build steps, which do not need a browser.
 */
import { ensureChromium } from './lib/chromium';

console.info(`[forecourt] Chromium for the browser tests: ${ensureChromium()}`);
