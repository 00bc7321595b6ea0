// The response cache under a flood of distinct addresses: 10,000 requests for the largest public list, each with a
// query string of its own, as a visitor trying to fill the server's memory would send them. The cache keys answers on
// the validated query and is bounded in bytes, so the server's resident memory must stay within the budget.
import { copyFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import SQLite from 'better-sqlite3';
import { BUDGETS as B, verdict } from './budgets';
import { budgetTable, kb } from './report';
import { startServer } from './server-process';

const REQUESTS = 10_000;
const CONCURRENCY = 8;
const LIST = '/api/Fixtures/List';

export interface CacheMemory {
  listBytes: number;
  beforeMb: number;
  afterMb: number;
  peakMb: number;
  seconds: number;
}

/** GET with the body read but not decompressed (the client's work is not what is measured); the status. */
function getRaw(url: string, agent: Agent, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** 40 years of fixtures with long comments: the whole-list route answers about half a megabyte. */
function addHistoricFixtures(file: string) {
  const db = new SQLite(file);
  const insert = db.prepare(
    `insert into fixtures (year, event, start_date, end_date, location, manager, can_register, comments, created_at, updated_at)
     values (?, ?, ?, null, ?, ?, 0, ?, ?, ?)`,
  );
  const now = new Date().toISOString();
  const comment = 'Played in a stiff breeze; the society thanks the club for its welcome. '.repeat(5);
  db.transaction(() => {
    for (let i = 0; i < 1200; i += 1) {
      const year = 1985 + (i % 40);
      const day = `${year}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`;
      insert.run(year, `Historic Match ${i}`, day, 'Royal St George’s', 'A. Captain', comment, now, now);
    }
  })();
  db.close();
}

export async function measureCacheMemory(opts: {
  port: number;
  seededFile: string;
  file: string;
  clientDir: string;
}): Promise<CacheMemory> {
  copyFileSync(opts.seededFile, opts.file);
  addHistoricFixtures(opts.file);
  const server = await startServer({ port: opts.port, databaseFile: opts.file, clientDir: opts.clientDir });
  try {
    const headers = { 'accept-encoding': 'br, gzip, deflate' };
    const listBytes = (await (await fetch(`${server.base}${LIST}`)).arrayBuffer()).byteLength;
    // The list answered once in every encoding, then a pause: the figure is what the flood adds.
    await (await fetch(`${server.base}${LIST}`, { headers })).arrayBuffer();
    await new Promise((r) => setTimeout(r, 2000));
    const beforeMb = server.rssMb();
    let peakMb = beforeMb;
    let next = 0;
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const t0 = performance.now();
    const worker = async () => {
      while (next < REQUESTS) {
        const i = next++;
        const status = await getRaw(`${server.base}${LIST}?n=${i}&q=${i.toString(36)}`, agent, headers);
        if (status !== 200) throw new Error(`${LIST}?n=${i} answered ${status}`);
        if (i % 500 === 0) peakMb = Math.max(peakMb, server.rssMb());
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - t0) / 1000;
    agent.destroy();
    await new Promise((r) => setTimeout(r, 2000));
    const afterMb = server.rssMb();
    return { listBytes, beforeMb, afterMb, peakMb: Math.max(peakMb, afterMb), seconds };
  } finally {
    await server.stop();
  }
}

export function printCacheMemory(m: CacheMemory) {
  const growth = m.afterMb - m.beforeMb;
  budgetTable(
    `7. Response cache under ${REQUESTS.toLocaleString('en-GB')} distinct query strings (${LIST}, ${kb(m.listBytes)})`,
    [
      {
        figure: 'RSS growth (after minus before)',
        value: `${growth.toFixed(1)} MB`,
        budget: `< ${B.cacheFloodGrowthMb} MB`,
        verdict: verdict(growth < B.cacheFloodGrowthMb),
      },
      {
        figure: 'RSS before / peak / after',
        value: `${m.beforeMb.toFixed(0)} / ${m.peakMb.toFixed(0)} / ${m.afterMb.toFixed(0)} MB`,
        budget: '-',
        verdict: 'info',
      },
      { figure: 'time for the requests', value: `${m.seconds.toFixed(1)} s`, budget: '-', verdict: 'info' },
    ],
  );
}
