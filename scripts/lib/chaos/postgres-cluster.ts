import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export type PostgresCluster = {
  url: string;
  /** pg_ctl stop -m immediate (a crash: no checkpoint, WAL recovery on start), a pause, then start. */
  crashRestart: (pauseMs: number) => Promise<void>;
  stop: () => void;
};

type Binaries = { initdb: string; pgCtl: string };

function onPath(name: string): string | null {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/** initdb and pg_ctl from PATH, else from Debian's /usr/lib/postgresql/<version>/bin; null when absent. */
export function findPostgresBinaries(): Binaries | null {
  const initdb = onPath('initdb');
  const pgCtl = onPath('pg_ctl');
  if (initdb && pgCtl) return { initdb, pgCtl };
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort().reverse() : [];
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) {
      return { initdb: join(bin, 'initdb'), pgCtl: join(bin, 'pg_ctl') };
    }
  }
  return null;
}

/** PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` user (if it exists). */
function clusterUser(): { uid: number; gid: number; name: string } | null | 'self' {
  if (process.getuid?.() !== 0) return 'self';
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (id.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()), name: 'postgres' };
}

export function postgresUnavailableReason(): string | null {
  if (!findPostgresBinaries()) return 'initdb/pg_ctl were not found on this machine';
  if (clusterUser() === null) return 'running as root and there is no postgres user to run the cluster as';
  return null;
}

/** A throwaway cluster on its own port and data directory: initdb, start, one database `forecourt`. */
export async function createPostgresCluster(port: number): Promise<PostgresCluster> {
  const binaries = findPostgresBinaries();
  const user = clusterUser();
  if (!binaries || user === null) throw new Error(postgresUnavailableReason() ?? 'PostgreSQL unavailable');
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-chaos-pg-'));
  chmodSync(dir, 0o755);
  if (user !== 'self') chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const run = (file: string, args: string[]) => {
    const command = user === 'self' ? [file, ...args] : ['runuser', '-u', user.name, '--', file, ...args];
    execFileSync(command[0]!, command.slice(1), { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir}`;
  const start = () =>
    run(binaries.pgCtl, ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', options, 'start']);
  run(binaries.initdb, ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database forecourt');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/forecourt`,
    crashRestart: async (pauseMs) => {
      run(binaries.pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      start();
    },
    stop: () => {
      try {
        run(binaries.pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
