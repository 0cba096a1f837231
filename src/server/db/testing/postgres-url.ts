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

type AdminClient = { query: (text: string) => Promise<unknown> };

/**
 * Drops a test database once its connections are gone. Not `WITH (FORCE)`: pg's Pool.end() resolves
 * before its sockets have closed, and a forced drop would then kill a closing connection, which surfaces
 * as an unhandled error in whichever test file is running.
 */
export async function dropDatabaseWhenIdle(admin: AdminClient, name: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
