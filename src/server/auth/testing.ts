import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The newest message the maildir mailer wrote for a site: its From, Subject and body (tests only). */
export async function readLatestMail(
  root: string,
  siteSlug: string,
): Promise<{ from: string; subject: string; text: string }> {
  const dir = join(root, siteSlug, 'new');
  const names = (await readdir(dir)).sort();
  const latest = names.at(-1);
  if (!latest) throw new Error(`no mail in ${dir}`);
  const raw = await readFile(join(dir, latest), 'utf8');
  const [head = '', ...body] = raw.split('\n\n');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? '';
  return { from: header('From'), subject: header('Subject'), text: body.join('\n\n') };
}
