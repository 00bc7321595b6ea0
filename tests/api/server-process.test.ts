import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'society-process-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function waitForListening(output: () => { stdout: string }, child: ChildProcess) {
  for (let i = 0; i < 1200; i++) {
    if (output().stdout.includes('is running at')) return;
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not start');
}

describe('the server process', () => {
  it('stops at once with one clear line for a bad DATABASE_URL', async () => {
    const s = runServer({ DATABASE_URL: 'nonsense' });
    expect(await s.exited).toBe(1);
    const lines = s.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration error: DATABASE_URL="nonsense" must be a postgres:\/\/ URL/);
  }, 60_000);

  it('stops at once with one clear line for a bad PORT', async () => {
    const s = runServer({ PORT: 'abc' });
    expect(await s.exited).toBe(1);
    expect(s.output().stderr.trim()).toBe(
      'Configuration error: PORT="abc" must be a whole number from 0 to 65535',
    );
  }, 60_000);

  it('finishes every request in flight when stopped with SIGTERM', async () => {
    const port = 3900 + Math.floor(Math.random() * 90);
    const s = runServer({ PORT: String(port), DATABASE_URL: join(dir, 'graceful.db') });
    await waitForListening(s.output, s.child);
    const requests = Array.from({ length: 200 }, () =>
      fetch(`http://127.0.0.1:${port}/api/docs/json`).then(
        async (r) => ({ status: r.status, body: (await r.text()).length }),
        (err: Error) => ({ status: 0, error: String((err.cause as { code?: string })?.code ?? err.message) }),
      ),
    );
    await new Promise((r) => setTimeout(r, 15));
    s.child.kill('SIGTERM');
    const results = await Promise.all(requests);
    expect(await s.exited).toBe(0);
    const answered = results.filter((r) => r.status === 200).length;
    // A request either completed, or was never accepted (connection refused after the listener closed): none is cut off.
    const cutOff = results.filter((r) => r.status !== 200 && !('error' in r && r.error === 'ECONNREFUSED'));
    expect(cutOff).toEqual([]);
    expect(answered).toBeGreaterThan(0);
  }, 120_000);
});
