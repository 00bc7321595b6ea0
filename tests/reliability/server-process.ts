import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * First of the ports `npm run verify` starts servers on (VERIFY_PORT, default 3970): durability uses it and the
 * next one, the load run the fifth and sixth after it.
 */
export const VERIFY_PORT = Number(process.env.VERIFY_PORT || 3970);

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<number | null>;
}

/** Starts `src/server/server.ts` as a real process and resolves once it answers. */
export async function startServerProcess(env: Record<string, string>): Promise<RunningServer> {
  const port = Number(env.PORT);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('is running at')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, exited };
}

/** A new, empty PostgreSQL database on the server of `serverUrl`; answers its URL and a function to drop it. */
export async function createPostgresDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** One run of a check against a server on the database at `databaseUrl`, listening on `port`: whether it passed. */
export type CheckRun = (label: 'sqlite' | 'postgres', databaseUrl: string, port: number) => Promise<boolean>;

/**
 * Runs the check named `name` on SQLite (a file in a folder of its own, on `port`) and then, when
 * VERIFY_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on a new database there (on the next port);
 * removes what it made and ends the process, with 0 when every run passed.
 */
export async function runOnEachDatabase(name: string, port: number, run: CheckRun): Promise<never> {
  const dir = mkdtempSync(join(tmpdir(), `society-${name}-`));
  let ok = true;
  try {
    ok = (await run('sqlite', join(dir, `${name}.db`), port)) && ok;
    const pgServer = process.env.VERIFY_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (pgServer) {
      const pgDb = await createPostgresDatabase(pgServer, `society_${name}`);
      try {
        ok = (await run('postgres', pgDb.url, port + 1)) && ok;
      } finally {
        await pgDb.drop();
      }
    } else {
      console.log(`${name} (postgres): skipped, set VERIFY_DATABASE_URL to a PostgreSQL server`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(ok ? 0 : 1);
}
