// `npm start` as a newcomer runs it, in a copy of the project (its own dist/, the same node_modules): with
// NODE_ENV=development written out, as many .env files and shells have it, the client and the page renderer are
// still React's production build, the public pages arrive rendered, a development build left in dist/ by an
// earlier start is built again, and `npm run build` while the site runs never takes away a file a live page names.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchOutput, type ChildOutput } from '../helpers/child-output';

const copy = mkdtempSync(join(tmpdir(), 'society-npm-start-'));
let server: { child: ChildProcess; out: ChildOutput } | undefined;

beforeAll(() => {
  for (const path of ['src', 'scripts', 'public', 'package.json', 'tsconfig.json', 'vite.config.ts'])
    cpSync(path, join(copy, path), { recursive: true });
  symlinkSync(resolve('node_modules'), join(copy, 'node_modules'));
});
afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.out.exited;
  }
  rmSync(copy, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) => ({
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: join(copy, 'data', 'society.db'),
  LOG_LEVEL: 'error',
  SMTP_URL: '',
  ...extra,
});

function runInCopy(args: string[], extra: Record<string, string> = {}) {
  const res = spawnSync(process.execPath, args, { cwd: copy, env: env(extra), encoding: 'utf8' });
  expect(res.status, `${args.join(' ')}\n${res.stdout}\n${res.stderr}`).toBe(0);
  return res.stdout;
}

function npmStart() {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: copy,
    // Port 0: the system gives a free one, which the start names.
    env: env({ PORT: '0', PUBLIC_URL: 'http://localhost:3000' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = { child, out: watchOutput(child) };
  return server.out;
}

/**
 * The status of a GET on a connection of its own: the build below blocks this process for minutes, and a kept-alive
 * connection the server closed meanwhile would otherwise be reused and fail.
 */
const statusOf = (url: string) =>
  new Promise<number>((done, fail) =>
    get(url, { agent: false }, (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    }).on('error', fail),
  );

/** The scripts and style sheet a page names (its entry and preloads are in the boot script's data attributes). */
const scriptsOf = (html: string) => [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
const record = (dir: string) =>
  JSON.parse(readFileSync(join(copy, dir, '.vite', 'society-build.json'), 'utf8')) as {
    production: boolean;
    nodeEnv: string;
    assets: string[];
  };

describe('npm start with NODE_ENV=development', () => {
  it('rebuilds a development build left in dist/, serves React production builds and the public pages rendered', async () => {
    // An earlier start with NODE_ENV=development left React's development build in dist/.
    runInCopy(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error']);
    runInCopy([
      'node_modules/vite/bin/vite.js',
      'build',
      '--logLevel',
      'error',
      '--ssr',
      'app/entry-server.tsx',
    ]);
    const developmentAssets = readdirSync(join(copy, 'dist', 'client', 'assets'));
    expect(record('dist/client')).toMatchObject({ production: false, nodeEnv: 'development' });

    const s = npmStart();
    const port = Number(
      (await s.waitFor(/is running at http:\/\/localhost:(\d+)/, { timeoutMs: 240_000 }))[1],
    );
    expect(s.all()).toContain('Building the client and the page renderer for production');
    expect(record('dist/client')).toMatchObject({ production: true });
    expect(record('dist/render')).toMatchObject({ production: true });
    // The start says plainly how it runs, and how to run it for real.
    // The banner may arrive a moment after the start line: wait for it.
    await s.waitFor(/DEVELOPMENT MODE \(NODE_ENV=development\)/, { timeoutMs: 10_000 });
    expect(s.all()).toContain('/dev/mailbox');
    expect(s.all()).toContain('Running in production');

    const base = `http://127.0.0.1:${port}`;
    const page = await (await fetch(`${base}/fixtures`)).text();
    // Rendered on the server (the demo data's fixtures in a table), not the empty shell.
    expect(page).toMatch(/<h1>Fixtures[^<]*<\/h1>[\s\S]*<table[\s\S]*v Old Carthusians/);
    expect(page).not.toContain('<p class="loading">');
    expect(s.all()).not.toContain('jsxDEV');
    expect(s.all()).not.toContain('could not be rendered');
    const scripts = scriptsOf(page);
    const productionAssets = record('dist/client').assets;
    expect(scripts.length).toBeGreaterThan(1);
    // The assets of the development build are kept for one more build (a running server may still name them).
    expect(developmentAssets.every((f) => existsSync(join(copy, 'dist', 'client', 'assets', f)))).toBe(true);

    // `npm run build` (with a change to the client) while that server still runs: every script its pages name
    // still answers until it is restarted, and the development build's assets are now gone.
    appendFileSync(
      join(copy, 'src', 'client', 'main.tsx'),
      "\ndocument.documentElement.dataset.build = 'next';\n",
    );
    runInCopy(['scripts/build.mjs']);
    const rebuilt = readFileSync(join(copy, 'dist', 'client', 'index.html'), 'utf8');
    expect(scriptsOf(rebuilt).some((f) => !scripts.includes(f))).toBe(true);
    for (const script of scripts) expect(await statusOf(`${base}${script}`), script).toBe(200);
    const current = new Set([...productionAssets, ...record('dist/client').assets]);
    const nowThere = readdirSync(join(copy, 'dist', 'client', 'assets'));
    expect(nowThere.filter((f) => !current.has(f))).toEqual([]);
    expect(developmentAssets.some((f) => !current.has(f))).toBe(true);

    server!.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  }, 600_000);
});
