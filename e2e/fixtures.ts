import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';
import { closePopupsOnArrival } from './popups';

export { expect };

type ViolationReporter = { __reportCspViolation?: (text: string) => void };

/**
 * Records every Content-Security-Policy violation in the pages of `context` (decision 033): the
 * `securitypolicyviolation` events of each document, and Chromium's console messages, which also cover
 * workers and blocked framing. Returns the live list.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const blocked = event.blockedURI || 'inline';
      const sample = event.sample ? ` (${event.sample})` : '';
      (window as ViolationReporter).__reportCspViolation?.(
        `${event.effectiveDirective} blocked ${blocked} on ${event.documentURI}${sample}`,
      );
    });
  });
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

export type CspWatch = {
  /** Also watches a context the test made itself (`browser.newContext()`). */
  watch: (context: BrowserContext) => Promise<void>;
};

type ContextOptions = Parameters<Browser['newContext']>[0];

export type NewBuyerContext = (options?: ContextOptions) => Promise<BrowserContext>;

type Fixtures = {
  csp: CspWatch;
  popupsClosed: boolean;
  closedPopups: void;
  /**
   * Another buyer's browser for the test (their own cookies, storage and address): like the test's own context,
   * its pages start with the popups closed and fail the test on a CSP violation; it is closed after the test.
   */
  newBuyerContext: NewBuyerContext;
};

/**
 * Every spec's `test` (import it from here, not from @playwright/test): the pages run under the real CSP
 * and a test fails when any of its pages reports a violation.
 */
export const test = base.extend<Fixtures>({
  /** Whether the test's own context starts with the demo popups closed (e2e/popups.ts); promotions' tests do not. */
  popupsClosed: [true, { option: true }],
  closedPopups: [
    async ({ context, popupsClosed }, use) => {
      if (popupsClosed) await closePopupsOnArrival(context);
      await use();
    },
    { auto: true },
  ],
  newBuyerContext: async ({ browser, csp, popupsClosed }, provide) => {
    const opened: BrowserContext[] = [];
    await provide(async (options) => {
      // eslint-disable-next-line no-restricted-syntax -- the one place the specs' other contexts are made
      const context = await browser.newContext(options);
      opened.push(context);
      if (popupsClosed) await closePopupsOnArrival(context);
      await csp.watch(context);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  csp: [
    async ({ context }, use) => {
      const lists = [await watchCspViolations(context)];
      await use({ watch: async (other) => void lists.push(await watchCspViolations(other)) });
      expect(lists.flat(), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
