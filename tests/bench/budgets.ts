// The budgets of issue 8, in one place: every printed figure is checked against one of these.
export const BUDGETS = {
  /** Public JSON routes: at least this share of /healthz's requests per second. */
  throughputShare: 0.6,
  /** p99 latency at 50 connections, ms. */
  p99Ms: 25,
  /** p99 at the large size within this multiple of the small size. */
  scaleRatio: 2,
  /** First-load JavaScript of /home, gzip, KB (1 KB = 1024 bytes), with React 19 (issue 14, decision 0008). */
  homeJsGzipKb: 110,
  lighthouse: {
    /** Lighthouse performance may not fall below React 19's lowest score per page in decision 0005 (issue 14). */
    performanceFloor: { '/home': 0.8, '/fixtures': 0.69, '/results': 0.87, '/courses': 0.88 },
    accessibility: 1,
    bestPractices: 1,
    seo: 0.9,
  },
  rssIdleMb: 120,
  startMs: 2000,
  /** Queuing one announcement to 2,000 members, in one transaction (issue 20). */
  announcementQueueMs: 2000,
};

export type Verdict = 'PASS' | 'MISS' | 'info';

export interface Line {
  figure: string;
  value: string;
  budget: string;
  verdict: Verdict;
}

export const verdict = (ok: boolean): Verdict => (ok ? 'PASS' : 'MISS');
