import { spawn, type ChildProcess } from 'node:child_process';
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
