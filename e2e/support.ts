import type AxeBuilder from '@axe-core/playwright';
import type { RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';
import http, { type IncomingHttpHeaders } from 'node:http';
import { expect, test } from './fixtures';

export const port = Number(process.env.E2E_PORT ?? 3100);

/** The URL of a path on a site, addressed the way buyers do: by host name. */
export function siteUrl(host: string, path = '/'): string {
  return `http://${host}:${port}${path}`;
}

export function subdomainUrl(slug: string, path = '/'): string {
  return siteUrl(`${slug}.localhost`, path);
}

export { demoGroups, demoSites, type DemoSite } from './demo-sites';

type RawAnswer = { status: number; location: string | undefined; headers: IncomingHttpHeaders; body: string };

/** One request as sent (no cookie, redirects not followed); the site is chosen by the Host header. */
function rawRequest(
  method: 'GET' | 'POST',
  host: string,
  path: string,
  extraHeaders: Record<string, string>,
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { ...extraHeaders, host };
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

export function rawGet(host: string, path: string, extraHeaders: Record<string, string> = {}) {
  return rawRequest('GET', host, path, extraHeaders);
}

/** A form POST as a mail provider or a script sends it: no cookie, no Origin. */
export function rawPostForm(host: string, path: string, form: Record<string, string>) {
  const body = new URLSearchParams(form).toString();
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    'content-length': String(body.length),
  };
  return rawRequest('POST', host, path, headers, body);
}

/** Records the analytics beacons the page sends (they still go out), so a test can read their bodies. */
export async function recordBeacons(page: Page) {
  await page.addInitScript(() => {
    const sent: Blob[] = [];
    const send = navigator.sendBeacon.bind(navigator);
    (window as unknown as { sentBeacons: Blob[] }).sentBeacons = sent;
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith('/api/events') && data instanceof Blob) sent.push(data);
      return send(url, data);
    };
  });
}

/** The analytics events the page has sent so far. */
export async function sentEvents(page: Page): Promise<unknown[]> {
  return page.evaluate(async () => {
    const sent = (window as unknown as { sentBeacons: Blob[] }).sentBeacons;
    return Promise.all(sent.map(async (blob) => JSON.parse(await blob.text()) as unknown));
  });
}

/** The WCAG 2.0/2.1 A and AA rules the page checks run. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What each axe scan adds to its test's time budget: a scan of a long page takes many seconds on a loaded machine. */
const AXE_SCAN_BUDGET_MS = 60_000;

/**
 * The builder's axe scan, with its own budget added to the running test's timeout (issue 14), so only tests
 * that scan get more time, as much more as they scan. Every axe scan in e2e/ goes through here (lint rule).
 */
export async function axeScan(builder: AxeBuilder) {
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + AXE_SCAN_BUDGET_MS);
  await expect(pageOf(builder), 'a settled page has its title').toHaveTitle(/\S/);
  return onlyViolationsDetailed(builder).analyze();
}

/**
 * Next empties the document's `<title>` while `router.refresh()` or a client navigation renders the new metadata:
 * a scan in that moment found 'document-title' on a console page that has its title (a fresh-clone run, after a
 * photo upload refreshed the page). The scan waits for the title, so a page that never gets one still fails.
 */
function pageOf(builder: AxeBuilder): Page {
  return internalsOf(builder).page;
}

/** What AxeBuilder keeps but does not expose: its page, and the run options it passes to axe. */
const internalsOf = (builder: AxeBuilder) => builder as unknown as { page: Page; option?: RunOptions };

/**
 * Axe works out a selector for every node of every result, passes included, which is most of a scan of a long
 * page; `resultTypes: ['violations']` keeps that work to the violations (the others keep one node per rule).
 * What is found is the same (issue 36). The builder keeps its tags and disabled rules in its `option`, which
 * options() replaces, so they are carried over.
 */
function onlyViolationsDetailed(builder: AxeBuilder): AxeBuilder {
  const current = internalsOf(builder).option ?? {};
  return builder.options({ ...current, resultTypes: ['violations'] });
}

/** The serious and critical violations axe finds with this builder (its page, rules and scope). */
export async function seriousViolations(builder: AxeBuilder) {
  const results = await axeScan(builder);
  return results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
}
