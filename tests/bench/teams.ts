// Scratch teams: the time from a player's withdrawal to the first reserve's offer, queued in the outbox and
// then sent to a real SMTP server on loopback at the site's default rate (MAIL_PER_SECOND 5), on the demo data.
import Database from 'better-sqlite3';
import { openDatabase } from '../../src/server/db/database';
import {
  replaceTeam,
  setCompetitionStamp,
} from '../../src/server/modules/competitions/competitions.repository';
import { signIn } from './api-throughput';
import { startSinkThread } from './announcements';
import { BUDGETS, verdict, type Line } from './budgets';
import { demoFile } from './demo-file';
import { budgetTable, ms } from './report';
import { startServer } from './server-process';

export interface TeamFigures {
  withdrawals: { answeredMs: number; queuedMs: number; sentMs: number }[];
}

/** Three pairs of the Halford Hewitt and two reserves, published, from the demo's approved members. */
async function publishTeam(file: string) {
  const h = openDatabase(file);
  try {
    const competition = await h.db
      .selectFrom('competitions')
      .select('id')
      .where('name', '=', 'Halford Hewitt')
      .executeTakeFirstOrThrow();
    const members = await h.db
      .selectFrom('members')
      .select(['id', 'email'])
      .where('approval', '=', 'approved')
      .where('is_admin', '=', 0)
      .where('email', 'like', '%@%')
      .orderBy('id')
      .limit(8)
      .execute();
    const ids = members.map((m) => m.id);
    const pairs = [0, 2, 4].map((i) => [ids[i], ids[i + 1]] as [number, number]);
    await replaceTeam(h.db, competition.id, pairs, [ids[6], ids[7]]);
    const now = new Date().toISOString();
    await setCompetitionStamp(h.db, competition.id, 'team_saved_at', now);
    await setCompetitionStamp(h.db, competition.id, 'published_at', now);
    return { id: competition.id, players: ids.slice(0, 2), reserves: members.slice(6).map((m) => m.email) };
  } finally {
    await h.close();
  }
}

/** Waits for the reserve's offer in the outbox and then for its sending; answers both times since `from`. */
async function offerTimes(file: string, to: string, from: number) {
  const db = new Database(file, { readonly: true });
  const row = db.prepare(
    `select status from mail_outbox where lower(to_address) = lower(?) and subject like 'A place in%' order by id desc limit 1`,
  );
  let queuedMs = -1;
  try {
    for (;;) {
      const found = row.get(to) as { status: string } | undefined;
      const elapsed = performance.now() - from;
      if (found && queuedMs < 0) queuedMs = elapsed;
      if (found?.status === 'sent') return { queuedMs, sentMs: elapsed };
      if (elapsed > 5 * 60_000) throw new Error(`no offer sent to ${to} within five minutes`);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    db.close();
  }
}

/** Measures two withdrawals in turn (each offering the place to the next reserve) on a server of its own. */
export async function measureTeams(opts: { port: number; file: string; clientDir: string }) {
  const demo = await demoFile(opts.file);
  const team = await publishTeam(opts.file);
  const sink = await startSinkThread();
  process.env.SMTP_URL = sink.url;
  process.env.MAIL_PER_SECOND = '5';
  const server = await startServer({ port: opts.port, databaseFile: opts.file, clientDir: opts.clientDir });
  const figures: TeamFigures = { withdrawals: [] };
  try {
    const admin = await signIn(server.base, demo.adminEmail, demo.adminPassword);
    for (const [i, memberId] of team.players.entries()) {
      const from = performance.now();
      const res = await fetch(`${server.base}/api/competitions/${team.id}/withdraw`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.auth_token}` },
        body: JSON.stringify({ memberId }),
      });
      const answeredMs = performance.now() - from;
      if (!res.ok) throw new Error(`withdrawal refused: ${res.status} ${await res.text()}`);
      figures.withdrawals.push({ answeredMs, ...(await offerTimes(opts.file, team.reserves[i], from)) });
    }
  } finally {
    await server.stop();
    await sink.stop();
  }
  return figures;
}

export function reportTeams(f: TeamFigures) {
  const worst = Math.max(...f.withdrawals.map((w) => w.sentMs));
  const lines: Line[] = [
    ...f.withdrawals.flatMap((w, i) => [
      {
        figure: `withdrawal ${i + 1}: answered`,
        value: ms(w.answeredMs),
        budget: '–',
        verdict: 'info' as const,
      },
      {
        figure: `withdrawal ${i + 1}: offer in the outbox`,
        value: ms(w.queuedMs),
        budget: '–',
        verdict: 'info' as const,
      },
      {
        figure: `withdrawal ${i + 1}: offer sent`,
        value: ms(w.sentMs),
        budget: '–',
        verdict: 'info' as const,
      },
    ]),
    {
      figure: 'withdrawal to the offer sent, worst',
      value: ms(worst),
      budget: `< ${ms(BUDGETS.reserveOfferMs)}`,
      verdict: verdict(worst < BUDGETS.reserveOfferMs),
    },
  ];
  budgetTable(
    'Scratch teams: a withdrawal and the reserve offered the place (default mail rate, 5 a second)',
    lines,
  );
}
