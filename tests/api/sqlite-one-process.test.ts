// A SQLite database serves one server process (decision 0052): a second start on the same file is refused, in
// words, while the first goes on serving; once the first has stopped, a new one starts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect } from 'vitest';
import { watchOutput } from '../helpers/child-output';
import { test } from '../helpers/harness';

const dir = mkdtempSync(join(tmpdir(), 'society-one-process-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The server from its sources (npm run dev), as tests/api/server-process.test.ts runs it. */
function runServer(file: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', DATABASE_URL: file },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = watchOutput(child);
  return {
    child,
    exited: out.exited,
    stderr: () => out.stderr(),
    listening: async () =>
      Number((await out.waitFor(/is running at http:\/\/localhost:(\d+)/, { stream: 'stdout' }))[1]),
  };
}

describe('two server processes on one SQLite file', () => {
  test('the second start is refused with one clear line; the first serves on; after it stops, a new one starts', async () => {
    const file = join(dir, 'society.db');
    const first = runServer(file);
    const port = await first.listening();
    const second = runServer(file);
    // A second server that started would name its port: it must stop instead.
    const outcome = await Promise.race([
      second.exited.then((code) => ({ code })),
      second.listening().then((secondPort) => ({ secondPort })),
    ]);
    if ('secondPort' in outcome) second.child.kill('SIGKILL');
    expect(outcome).toEqual({ code: 1 });
    expect(second.stderr().trim()).toBe(
      `Another server process is already running on the SQLite database ${file} (it holds ${file}-server.lock): ` +
        'SQLite serves one process. Stop the other one first, or, to run two processes behind Caddy, use ' +
        'PostgreSQL (docs/deploy/README.md, "Two processes").',
    );
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    // Killed outright: the lock goes with the process, however it ends.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = runServer(file);
    await third.listening();
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 120_000);
});
