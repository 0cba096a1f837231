import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from './fixtures';

/** Quoted-printable soft breaks joined and =XX decoded (the demo's texts are ASCII), headers unfolded. */
function readable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r?\n[ \t]+/g, ' ');
}

/**
 * The one email of a site's mail spool (the maildir `{E2E_DATA_DIR}/mail/{site}/new`) whose headers hold
 * `header` (e.g. `To: jo@…`), decoded enough to search: waits for the delivery worker to write it.
 */
export async function spooledEmail(site: string, header: string): Promise<string> {
  let mail: string | undefined;
  await expect(() => {
    const dir = join(process.env.E2E_DATA_DIR!, 'mail', site, 'new');
    const texts = existsSync(dir)
      ? readdirSync(dir).map((name) => readFileSync(join(dir, name), 'utf8'))
      : [];
    const matches = texts.map(readable).filter((text) => text.split(/\r?\n\r?\n/)[0]!.includes(header));
    expect(matches).toHaveLength(1);
    mail = matches[0];
  }).toPass({ timeout: 30_000 });
  return mail!;
}
