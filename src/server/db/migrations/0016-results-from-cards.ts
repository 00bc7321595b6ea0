import { sql, type Kysely } from 'kysely';

/**
 * Results from the cards (decision 0048). A course's tees (`course_tees`: the 18 pars and stroke indexes as JSON
 * arrays, the Course Rating in tenths so that it is exact); a fixture's scoring (`fixture_scoring`: the course and
 * tee played, the format, the allowance in tenths of a per cent, the prizes as JSON, and when and where it was last
 * published); the cards as typed (`fixture_cards`: a member's or a guest's, the Handicap Index in tenths, the holes
 * as JSON); the field as published (`fixture_result_field`: what the result page and the order of merit read, kept
 * with the names as they were, so a later change of a card shows only when published again); a year's order of
 * merit rules; and `meeting_results.fixture_id`, the fixture a published row came from, so that publishing again
 * replaces those rows.
 */
export function resultsFromCardsMigration(dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const id = pg ? sql`serial` : sql`integer`;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function up(db: Kysely<any>) {
    await db.schema
      .createTable('course_tees')
      .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('par', 'text', (c) => c.notNull())
      .addColumn('stroke_index', 'text', (c) => c.notNull())
      .addColumn('course_rating_tenths', 'integer', (c) => c.notNull())
      .addColumn('slope', 'integer', (c) => c.notNull())
      .addUniqueConstraint('course_tees_course_name_unique', ['course_id', 'name'])
      .execute();

    await db.schema
      .createTable('fixture_scoring')
      .addColumn('fixture_id', 'integer', (c) => c.primaryKey().references('fixtures.id').onDelete('cascade'))
      // No cascade: a course whose tees score a fixture is not deleted under it (the service says so first).
      .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
      .addColumn('tee', 'text', (c) => c.notNull())
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('allowance_tenths', 'integer', (c) => c.notNull())
      .addColumn('prizes', 'text', (c) => c.notNull())
      .addColumn('one_prize_each', 'integer', (c) => c.notNull())
      .addColumn('changed_at', 'text', (c) => c.notNull())
      .addColumn('published_at', 'text')
      .addColumn('published_meeting', 'integer')
      .addColumn('published_prizes', 'text')
      .execute();
    await db.schema
      .createIndex('fixture_scoring_course_idx')
      .on('fixture_scoring')
      .column('course_id')
      .execute();

    await db.schema
      .createTable('fixture_cards')
      .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('fixture_id', 'integer', (c) => c.notNull().references('fixtures.id').onDelete('cascade'))
      .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
      .addColumn('guest_name', 'text')
      /** The guest's name folded to lower case: one card per guest name on a fixture. */
      .addColumn('guest_key', 'text')
      .addColumn('handicap_tenths', 'integer', (c) => c.notNull())
      .addColumn('holes', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('fixture_cards_member_unique', ['fixture_id', 'member_id'])
      .addUniqueConstraint('fixture_cards_guest_unique', ['fixture_id', 'guest_key'])
      .execute();
    await db.schema.createIndex('fixture_cards_member_idx').on('fixture_cards').column('member_id').execute();

    await db.schema
      .createTable('fixture_result_field')
      .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('fixture_id', 'integer', (c) => c.notNull().references('fixtures.id').onDelete('cascade'))
      .addColumn('row_order', 'integer', (c) => c.notNull())
      // A member who deletes their account leaves the field with the name as it was published.
      .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
      .addColumn('guest', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('handicap_tenths', 'integer', (c) => c.notNull())
      .addColumn('playing_handicap', 'integer', (c) => c.notNull())
      .addColumn('gross', 'integer')
      .addColumn('total', 'integer')
      .addColumn('position', 'integer')
      .addColumn('position_text', 'text', (c) => c.notNull())
      .addColumn('score_text', 'text', (c) => c.notNull())
      /** What the player was last e-mailed of this result (their line and prizes): publishing again tells only a change. */
      .addColumn('told', 'text')
      .execute();
    await db.schema
      .createIndex('fixture_result_field_fixture_idx')
      .on('fixture_result_field')
      .columns(['fixture_id', 'row_order'])
      .execute();
    await db.schema
      .createIndex('fixture_result_field_member_idx')
      .on('fixture_result_field')
      .column('member_id')
      .execute();

    await db.schema
      .createTable('order_of_merit_rules')
      .addColumn('year', 'integer', (c) => c.primaryKey())
      .addColumn('points', 'text', (c) => c.notNull())
      .addColumn('best_of', 'integer')
      .addColumn('min_events', 'integer', (c) => c.notNull())
      .addColumn('paid_up_only', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .alterTable('meeting_results')
      .addColumn('fixture_id', 'integer', (c) => c.references('fixtures.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('meeting_results_fixture_idx')
      .on('meeting_results')
      .column('fixture_id')
      .execute();
    // The roll of honour reads every result by its event.
    await db.schema.createIndex('meeting_results_event_idx').on('meeting_results').column('event').execute();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function down(db: Kysely<any>) {
    await db.schema.dropIndex('meeting_results_event_idx').ifExists().execute();
    await db.schema.dropIndex('meeting_results_fixture_idx').ifExists().execute();
    await db.schema.alterTable('meeting_results').dropColumn('fixture_id').execute();
    for (const table of [
      'order_of_merit_rules',
      'fixture_result_field',
      'fixture_cards',
      'fixture_scoring',
      'course_tees',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  }
  return { up, down };
}
