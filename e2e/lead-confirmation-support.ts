import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from './fixtures';

/** Headers unfolded; quoted-printable soft breaks joined and =XX decoded (the demo's texts are ASCII). */
function readable(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw
    .slice(split)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return headers + body;
}

/**
 * The one email of a site's mail spool (the maildir `{E2E_DATA_DIR}/mail/{site}/new`) with the header line
 * `header` (e.g. `To: jo@…`), decoded enough to search: waits for the delivery worker to write it.
 */
export async function spooledEmail(site: string, header: string): Promise<string> {
  let mail: string | undefined;
  await expect(() => {
    const dir = join(process.env.E2E_DATA_DIR!, 'mail', site, 'new');
    const texts = existsSync(dir)
      ? readdirSync(dir).map((name) => readFileSync(join(dir, name), 'utf8'))
      : [];
    // A whole header line: 'To: jo@…' must not match the dealer email's 'Reply-To: jo@…'.
    const headerLines = (text: string) => text.split(/\r?\n\r?\n/)[0]!.split(/\r?\n/);
    const matches = texts.map(readable).filter((text) => headerLines(text).includes(header));
    expect(matches).toHaveLength(1);
    mail = matches[0];
  }).toPass({ timeout: 30_000 });
  return mail!;
}
