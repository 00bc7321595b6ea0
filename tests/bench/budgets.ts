// The performance budgets (decision 0003), in one place: every printed figure is checked against one.
export const BUDGETS = {
  /** Public JSON routes: at least this share of /healthz's requests per second. */
  throughputShare: 0.6,
  /** p99 latency at 50 connections, ms. */
  p99Ms: 25,
  /** p99 at the large size within this multiple of the small size. */
  scaleRatio: 2,
  /** First-load JavaScript of /home, gzip, KB (1 KB = 1024 bytes), with React 19 (decision 0008). */
  homeJsGzipKb: 110,
  /** A public page rendered on the server, served from memory: this share of /healthz's req/s. */
  renderedPageShare: 0.5,
  /** Its first render after a change of the data, p99, ms, on the demo data… */
  firstRenderP99Ms: 30,
  /** …and on the large database within this multiple of it. */
  firstRenderScale: 2,
  /** Lighthouse mobile, median of three runs, with the public pages rendered on the server. */
  lighthouse: {
    performance: 0.95,
    lcpMs: 1500,
    accessibility: 1,
    bestPractices: 1,
    seo: 1,
  },
  rssIdleMb: 120,
  startMs: 2000,
  /** Growth of the server's RSS after 10,000 requests for the whole fixture list, each with its own query string. */
  cacheFloodGrowthMb: 50,
  /** Scratch teams: from a player's withdrawal to the reserve's offer sent, at the default mail rate. */
  reserveOfferMs: 60_000,
  /** Queuing one announcement to 2,000 members, in one transaction. */
  announcementQueueMs: 2000,
  /** A year's bank statement: credits carrying one member's reference matched to them automatically (none wrongly). */
  paymentReferenceMatchShare: 0.98,
  /** A page of the treasurer's balances on the large database, one request at a time, p99, ms. */
  balancesPageP99Ms: 250,
  /** The CSV of every member's balance (100,000 rows) on the large database, p99, ms. */
  balancesCsvP99Ms: 5000,
  /** Preview of a year's bank statement (2,000 credits) matched against 100,000 members, p99, ms. */
  statementPreviewP99Ms: 3000,
};

export type Verdict = 'PASS' | 'MISS' | 'info';

export interface Line {
  figure: string;
  value: string;
  budget: string;
  verdict: Verdict;
}

export const verdict = (ok: boolean): Verdict => (ok ? 'PASS' : 'MISS');
