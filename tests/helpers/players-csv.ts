// The players CSV as a fixture's manager downloads it, shared by the tests of the Players screen
// (tests/api/golf-days-players, fixture-catering).
import { expect } from 'vitest';
import Papa from 'papaparse';
import type { TestClient } from './http-client';

/**
 * The columns of the players CSV, written out here rather than taken from the server's code, so that a column
 * renamed or moved there fails the tests. A guest is a row under their host, named in Guest Of.
 */
export const PLAYERS_CSV_COLUMNS = [
  'List',
  'Position',
  'Name',
  'Email',
  'Mobile',
  'Handicap',
  'House',
  'Year Left',
  'Signed Up',
  'Team',
  'Guest Of',
  'Dinner',
  'Dietary Note',
];

/**
 * A fixture's players CSV read by `client`: its rows below the header, once the answer is seen to be a CSV with
 * lines ending in CRLF (as a spreadsheet on any system reads them) and the header to be the columns above.
 */
export async function playersCsv(client: TestClient, fixtureId: number): Promise<string[][]> {
  const res = await client.get(`/api/fixtures/players/${fixtureId}/csv`);
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  expect(res.text.endsWith('\r\n')).toBe(true);
  expect(res.text.replace(/\r\n/g, '')).not.toContain('\n');
  const [header, ...rows] = Papa.parse<string[]>(res.text.replace(/^\uFEFF/, '').trim()).data;
  expect(header).toEqual(PLAYERS_CSV_COLUMNS);
  return rows;
}
