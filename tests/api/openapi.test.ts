// The API description at /api/docs/json: every route the server serves, each with a summary, an operationId and
// who may call it, and a document Redocly's recommended rules find no error in.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect } from 'vitest';
import { OPERATION_SUMMARIES } from '../../src/server/openapi/operation-summaries';
import { pageRendering } from '../helpers/client-dir';
import { harnessWith } from '../helpers/harness';

type Operation = {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
type Document = { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };

// With the client's shell and the page renderer, so the rendered pages and the client's files are served too.
// With the Stripe keys, so the card routes are described too.
const harness = harnessWith({
  env: {
    PUBLIC_URL: 'https://golf.example.org',
    STRIPE_SECRET_KEY: 'sk_test_ApiDescription',
    STRIPE_WEBHOOK_SECRET: 'whsec_ApiDescription',
  },
  ...pageRendering(),
});

/** `doc`: the description the app serves. */
const test = harness.extend('doc', async ({ visitor }): Promise<Document> => {
  const res = await visitor.get('/api/docs/json');
  expect(res.status).toBe(200);
  return res.json;
});

/** GET /api/fixtures/players/:fixtureId as the description writes it: get /api/fixtures/players/{fixtureId}. */
const documented = (doc: Document, key: string) => {
  const [method, url] = key.split(' ');
  const path = url.replace(/:(\w+)/g, '{$1}').replace('/*', '/{path}');
  return doc.paths[path]?.[method.toLowerCase()];
};

describe('the API description', () => {
  test('documents every route the server serves, each with a summary and its own operationId', ({
    app,
    doc,
  }) => {
    const served = app.app.routeTable
      .map((r) => `${r.method} ${r.url}`)
      .filter((k) => !k.startsWith('HEAD '));
    for (const key of ['GET /calendar/fixtures/:id.ics', 'GET /calendar/fixtures.ics', 'GET /sitemap.xml'])
      expect(served).toContain(key);
    const missing = served.filter((k) => !documented(doc, k));
    expect(missing, 'served but not documented').toEqual([]);
    const ids: string[] = [];
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item)) {
        expect(op.summary, `${method} ${path}`).toMatch(/\w/);
        expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
        ids.push(op.operationId!);
      }
    expect(new Set(ids).size).toBe(ids.length);
    // Every summary is a route's; none is left from a route that has gone.
    const stale = Object.keys(OPERATION_SUMMARIES).filter((k) => !served.includes(k));
    expect(stale, 'summaries of routes that do not exist').toEqual([]);
  });

  test('says who may call each route, and what a route answers when it is not JSON', ({ doc }) => {
    expect(doc.servers).toEqual([{ url: 'https://golf.example.org' }]);
    expect(documented(doc, 'GET /api/Fixtures/List')!.security).toEqual([]);
    expect(documented(doc, 'GET /api/admin/members')!.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(documented(doc, 'POST /api/fixtures/enter')!.security).toEqual([
      { session: [], xsrf: [] },
      { bearer: [] },
    ]);
    const media = (key: string) => Object.keys(documented(doc, key)!.responses?.['200']?.content ?? {});
    expect(media('GET /calendar/fixtures/:id.ics')).toEqual(['text/calendar']);
    expect(media('GET /calendar/member/:token.ics')).toEqual(['text/calendar']);
    expect(media('GET /api/admin/members/csv')).toEqual(['text/csv']);
    expect(media('GET /home')).toEqual(['text/html']);
  });

  test("passes Redocly's recommended rules without an error", async ({ doc }) => {
    const dir = mkdtempSync(join(tmpdir(), 'society-openapi-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const cli = join('node_modules', '@redocly', 'cli', 'bin', 'cli.js');
    const run = await promisify(execFile)(
      process.execPath,
      [cli, 'lint', file, '--format=json', '--max-problems=1000'],
      {
        maxBuffer: 32 * 1024 * 1024,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    )
      .catch((err: { stdout: string }) => ({ stdout: err.stdout }))
      .finally(() => rmSync(dir, { recursive: true, force: true }));
    const report = JSON.parse(run.stdout) as {
      problems: { ruleId: string; severity: string; message: string }[];
    };
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message}`);
    expect(errors).toEqual([]);
  }, 60_000);
});
