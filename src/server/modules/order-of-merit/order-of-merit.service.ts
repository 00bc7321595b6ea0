import { formatFixtureDate, londonYear } from '@shared/dates';
import { orderOfMerit, type MeritFixture, type MeritRules } from '@shared/golf/order-of-merit';
import {
  DEFAULT_MERIT_RULES,
  type OrderOfMerit,
  type OrderOfMeritRulesValues,
} from '@shared/schemas/order-of-merit';
import { openingYear } from '@shared/years';
import type { Db } from '../../db/database';
import { now, nowIso } from '../../lib/clock';
import { recordAudit } from '../audit/audit.repository';
import * as repo from './order-of-merit.repository';

const rulesOf = (row: repo.RulesRow | undefined): MeritRules =>
  row
    ? {
        points: JSON.parse(row.points) as number[],
        bestOf: row.best_of,
        minEvents: row.min_events,
        paidUpOnly: row.paid_up_only === 1,
      }
    : { ...DEFAULT_MERIT_RULES, points: [...DEFAULT_MERIT_RULES.points] };

/**
 * `GET /api/orderofmerit?year=`: the year's members placed on the points their places in the published fixtures
 * earn, by the year's rules (the default ones until an administrator sets them), worked out by the golf rules'
 * orderOfMerit (src/shared/golf/order-of-merit.ts) from the fields as published. Without a year: the newest year
 * with a published fixture, up to this one (as the results pages open on theirs), else this year.
 */
export async function getOrderOfMerit(db: Db, asked?: number): Promise<OrderOfMerit> {
  const years = await repo.publishedYears(db);
  const thisYear = londonYear(now());
  const year = asked ?? openingYear(years, thisYear) ?? thisYear;
  const [rulesRow, fixtures] = await Promise.all([
    repo.findRules(db, year),
    repo.publishedFixturesOfYear(db, year),
  ]);
  const rules = rulesOf(rulesRow);
  const places = await repo.memberPlaces(
    db,
    fixtures.map((f) => f.id),
  );
  const byFixture = new Map<number, MeritFixture['field'][number][]>();
  for (const p of places) {
    const field = byFixture.get(p.fixture_id) ?? [];
    field.push({ memberId: p.member_id!, name: p.name, position: p.position });
    byFixture.set(p.fixture_id, field);
  }
  const memberIds = [...new Set(places.map((p) => p.member_id!))];
  const paidUp = rules.paidUpOnly ? await repo.paidUpOf(db, year, memberIds) : new Set<number>();
  const rows = orderOfMerit(
    fixtures.map((f) => ({ fixtureId: f.id, field: byFixture.get(f.id) ?? [] })),
    rules,
    paidUp,
  );
  return {
    year,
    rules: { ...rules, points: [...rules.points] },
    rulesSet: !!rulesRow,
    rows,
    fixtures: fixtures.map((f) => ({
      fixtureId: f.id,
      event: f.event,
      fixtureDate: formatFixtureDate(f.start_date, f.end_date),
    })),
    years,
  };
}

/** `POST /api/admin/orderofmerit`: a year's rules (audited); answers that year's order of merit under them. */
export async function saveMeritRules(
  db: Db,
  actorId: number,
  v: OrderOfMeritRulesValues,
): Promise<OrderOfMerit> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.findRules(trx, v.year);
    const at = nowIso();
    const row = {
      points: JSON.stringify(v.points),
      best_of: v.bestOf,
      min_events: v.minEvents,
      paid_up_only: v.paidUpOnly ? 1 : 0,
    };
    await repo.saveRules(trx, v.year, row, at);
    await recordAudit(
      trx,
      {
        actorId,
        action: 'merit.rules',
        entity: 'order_of_merit',
        entityId: v.year,
        before: before ? rulesOf(before) : undefined,
        after: { points: v.points, bestOf: v.bestOf, minEvents: v.minEvents, paidUpOnly: v.paidUpOnly },
      },
      at,
    );
  });
  return getOrderOfMerit(db, v.year);
}
