// The routes `npm run bench` measures (sections 1 and 2), in the form the screens call them, and one throughput run
// over all of them against a started server.
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../../src/server/db/seed/demo-members';
import { measureRoute, signIn, type Route, type RouteResult } from './api-throughput';
import { withPeakRss, type ServerProcess } from './server-process';

/** One throughput run: each route's figures, in the order of `routes`, and the server's peak RSS meanwhile. */
export interface ThroughputRun {
  results: RouteResult[];
  peakMb: number;
}

interface RouteContext {
  memberId: number;
  /** The year the fixtures page opens on (this year). */
  fixtureYear: number;
  /** The year the results page opens on: the newest with Spring Meeting results. */
  resultYear: number;
}

/** The routes the public pages and the members' fixture list call, in the form the screens call them. */
function routes(c: RouteContext): Route[] {
  return [
    { name: '/healthz (floor)', path: '/healthz' },
    { name: 'GET /api/fixtures/listyears', path: '/api/fixtures/listyears', publicJson: true },
    {
      name: 'GET /api/Fixtures/List?year={this year}',
      path: `/api/Fixtures/List?year=${c.fixtureYear}`,
      publicJson: true,
    },
    { name: 'GET /api/courses/list', path: '/api/courses/list', publicJson: true },
    { name: 'GET /fixtures (page rendered on the server)', path: '/fixtures', renderedPage: true },
    { name: 'GET /api/results/listyears/1', path: '/api/results/listyears/1', publicJson: true },
    {
      name: 'GET /api/Results/ListResultsForMeeting/1?year={newest}',
      path: `/api/Results/ListResultsForMeeting/1?year=${c.resultYear}`,
      publicJson: true,
    },
    // The order of merit of last year (the demo's published meeting; six published fields of 120 on the large data).
    {
      name: 'GET /api/orderofmerit?year={last year}',
      path: `/api/orderofmerit?year=${c.fixtureYear - 1}`,
      publicJson: true,
    },
    {
      name: 'GET /api/members/search?lastName=hollo',
      path: '/api/members/search?lastName=hollo',
      signedIn: true,
    },
    {
      name: 'GET /api/fixtures/listforuser/{id}?year={this year}',
      path: `/api/fixtures/listforuser/${c.memberId}?year=${c.fixtureYear}`,
      signedIn: true,
    },
    // The spec's whole lists, kept for clients written against spec §7; no screen asks for them.
    { name: 'GET /api/Fixtures/List (whole list)', path: '/api/Fixtures/List', wholeList: true },
    {
      name: 'GET /api/Results/ListResultsForMeeting/1 (whole list)',
      path: '/api/Results/ListResultsForMeeting/1',
      wholeList: true,
    },
    // Last: the slowest on the large database; its unfinished requests would hold up the next route.
    {
      name: 'GET /api/fixtures/listforuser/{id} (whole list)',
      path: `/api/fixtures/listforuser/${c.memberId}`,
      signedIn: true,
      wholeList: true,
    },
  ];
}

async function newestResultYear(base: string) {
  const years = (await (await fetch(`${base}/api/results/listyears/1`)).json()) as { year: number }[];
  if (!years.length) throw new Error('the bench database has no Spring Meeting results');
  return years[years.length - 1].year;
}

export async function throughput(server: ServerProcess): Promise<ThroughputRun> {
  const login = await signIn(server.base, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
  const context = {
    memberId: login.id,
    fixtureYear: new Date().getUTCFullYear(),
    resultYear: await newestResultYear(server.base),
  };
  const results: RouteResult[] = [];
  const { peakMb } = await withPeakRss(server.child.pid!, async () => {
    for (const route of routes(context)) {
      results.push(await measureRoute(server.base, server.child.pid!, route, login.auth_token));
      process.stderr.write('.');
    }
  });
  process.stderr.write('\n');
  return { results, peakMb };
}
