import { randomBytes } from 'node:crypto';

/** The same server with another database name (the URL's own database is only used to connect as admin). */
export function adminUrl(url: string, database?: string): string {
  const parsed = new URL(url);
  if (database) parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function randomDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}
