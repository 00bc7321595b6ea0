import { addColumn, belongsTo, createIndex, createTableWithId, type MigrationDb } from './schema-steps';

/**
 * Scratch teams (DESIGN.md 'Scratch teams', decision 0060). A competition keeps its dates as JSON and its captains
 * as lower-case addresses separated by ';' (a captain is the member holding one, as a fixture's manager). The team
 * is a grid of places (pair 1.., slot 0 or 1), each holding a member or none (a place freed by a withdrawal):
 * a reserve takes a place with an UPDATE that only fills an empty one, so two reserves accepting at once cannot
 * both have it. Reserves keep their order and state (waiting, offered, declined, lapsed, playing) and the place
 * and expiry of an offer. One-click links of the competitions sit beside the fixtures' (same token, same page).
 */
export function scratchTeamsMigration(dialect: 'sqlite' | 'postgres') {
  async function up(db: MigrationDb) {
    await addColumn(db, 'members', 'initials', 'text');

    await createTableWithId(db, dialect, 'competitions')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('pairs', 'integer', (c) => c.notNull())
      .addColumn('reserves_wanted', 'integer', (c) => c.notNull())
      .addColumn('dates', 'text', (c) => c.notNull())
      .addColumn('captain_emails', 'text', (c) => c.notNull())
      .addColumn('left_school_by', 'integer')
      .addColumn('offer_hours', 'integer', (c) => c.notNull())
      .addColumn('polled_at', 'text')
      .addColumn('team_saved_at', 'text')
      .addColumn('published_at', 'text')
      .addColumn('finished_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await createTableWithId(db, dialect, 'competition_availability')
      .addColumn('competition_id', 'integer', belongsTo('competitions'))
      .addColumn('member_id', 'integer', belongsTo('members'))
      .addColumn('answer', 'text')
      .addColumn('unavailable_dates', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('note', 'text')
      .addColumn('answered_at', 'text')
      .addColumn('asked_at', 'text')
      .addUniqueConstraint('competition_availability_member_uq', ['competition_id', 'member_id'])
      .execute();

    await createTableWithId(db, dialect, 'competition_places')
      .addColumn('competition_id', 'integer', belongsTo('competitions'))
      .addColumn('pair_index', 'integer', (c) => c.notNull())
      .addColumn('slot', 'integer', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
      .addUniqueConstraint('competition_places_slot_uq', ['competition_id', 'pair_index', 'slot'])
      .addUniqueConstraint('competition_places_member_uq', ['competition_id', 'member_id'])
      .execute();

    await createTableWithId(db, dialect, 'competition_reserves')
      .addColumn('competition_id', 'integer', belongsTo('competitions'))
      .addColumn('member_id', 'integer', belongsTo('members'))
      .addColumn('reserve_order', 'integer', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('offered_place_id', 'integer', (c) =>
        c.references('competition_places.id').onDelete('set null'),
      )
      .addColumn('offered_at', 'text')
      .addColumn('offer_expires_at', 'text')
      .addUniqueConstraint('competition_reserves_member_uq', ['competition_id', 'member_id'])
      .execute();

    await createTableWithId(db, dialect, 'competition_withdrawals')
      .addColumn('competition_id', 'integer', belongsTo('competitions'))
      .addColumn('member_id', 'integer', belongsTo('members'))
      .addColumn('pair_index', 'integer', (c) => c.notNull())
      .addColumn('withdrawn_at', 'text', (c) => c.notNull())
      .execute();

    await createTableWithId(db, dialect, 'competition_matches')
      .addColumn('competition_id', 'integer', belongsTo('competitions'))
      .addColumn('round', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('opponent', 'text', (c) => c.notNull())
      .addColumn('pairs', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('last', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('recorded_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('competition_matches_round_uq', ['competition_id', 'round'])
      .execute();

    await createTableWithId(db, dialect, 'competition_action_tokens')
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('member_id', 'integer', belongsTo('members'))
      .addColumn('competition_id', 'integer', belongsTo('competitions'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('place_id', 'integer', (c) => c.references('competition_places.id').onDelete('set null'))
      .addColumn('expires_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await createIndex(db, 'competition_action_tokens_member_idx', 'competition_action_tokens', [
      'member_id',
      'competition_id',
    ]);
    await createIndex(db, 'competition_reserves_offer_idx', 'competition_reserves', [
      'state',
      'offer_expires_at',
    ]);
  }

  async function down(db: MigrationDb) {
    for (const t of [
      'competition_action_tokens',
      'competition_matches',
      'competition_withdrawals',
      'competition_reserves',
      'competition_places',
      'competition_availability',
      'competitions',
    ])
      await db.schema.dropTable(t).ifExists().execute();
    await db.schema.alterTable('members').dropColumn('initials').execute();
  }
  return { up, down };
}
