import { sql, type CreateTableBuilder } from 'kysely';
import { belongsTo, createIndex, createTableWithId, type Column, type MigrationDb } from './schema-steps';

/** The first three places of a result, each a name and a score (a fixture's result and a meeting's). */
const places = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table
    .addColumn('first_place_name', 'text')
    .addColumn('first_place_score', 'text')
    .addColumn('second_place_name', 'text')
    .addColumn('second_place_score', 'text')
    .addColumn('third_place_name', 'text')
    .addColumn('third_place_score', 'text');

/** Builds the whole data model; written once for both SQLite and PostgreSQL. */
export function initialMigration(dialect: 'sqlite' | 'postgres') {
  const blob = dialect === 'postgres' ? sql`bytea` : sql`blob`;
  const text = 'text' as const;
  /** A PDF a row may have: when the file goes, the row stays without one. */
  const pdf: Column = (c) => c.references('files.id').onDelete('set null');

  async function up(db: MigrationDb) {
    const createTable = (table: string) => createTableWithId(db, dialect, table);
    await createTable('members')
      .addColumn('email', text, (c) => c.notNull().unique())
      .addColumn('password_hash', text)
      .addColumn('title', text)
      .addColumn('first_name', text, (c) => c.notNull())
      .addColumn('last_name', text, (c) => c.notNull())
      .addColumn('mobile_number', text)
      .addColumn('home_phone', text)
      .addColumn('business_phone', text)
      .addColumn('address_line1', text)
      .addColumn('postcode', text)
      .addColumn('county', text)
      .addColumn('year_left', 'integer')
      .addColumn('house', text)
      .addColumn('handicap', 'double precision')
      .addColumn('home_club', text)
      .addColumn('society', text)
      .addColumn('how_hear', text)
      .addColumn('approval', text, (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`approval in ('pending','approved','suspended')`),
      )
      .addColumn('email_confirmed_at', text)
      .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('approved_at', text)
      .addColumn('updated_at', text, (c) => c.notNull())
      .execute();
    await createIndex(db, 'members_approval_idx', 'members', ['approval', 'last_name']);
    await createIndex(db, 'members_name_idx', 'members', ['last_name', 'first_name']);

    await createTable('sessions')
      .addColumn('token_hash', text, (c) => c.notNull().unique())
      .addColumn('member_id', 'integer', belongsTo('members'))
      .addColumn('xsrf_token', text, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('expires_at', text, (c) => c.notNull())
      .addColumn('revoked_at', text)
      .execute();
    await createIndex(db, 'sessions_member_idx', 'sessions', ['member_id']);

    await createTable('email_tokens')
      .addColumn('member_id', 'integer', belongsTo('members'))
      .addColumn('purpose', text, (c) => c.notNull().check(sql`purpose in ('confirm','reset','invite')`))
      .addColumn('token_hash', text, (c) => c.notNull().unique())
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('expires_at', text, (c) => c.notNull())
      .addColumn('used_at', text)
      .execute();
    await createIndex(db, 'email_tokens_member_idx', 'email_tokens', ['member_id', 'purpose']);

    await createTable('files')
      .addColumn('file_name', text, (c) => c.notNull().unique())
      .addColumn('owner_kind', text, (c) =>
        c
          .notNull()
          .check(sql`owner_kind in ('publication','other_result','meeting_result','fixture_result')`),
      )
      .addColumn('content_type', text, (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('content', blob, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();

    await createTable('fixtures')
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('event', text, (c) => c.notNull())
      .addColumn('start_date', text, (c) => c.notNull())
      .addColumn('end_date', text)
      .addColumn('location', text)
      .addColumn('manager', text)
      .addColumn('manager_email_addresses', text)
      .addColumn('can_register', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('comments', text)
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('updated_at', text, (c) => c.notNull())
      .execute();
    await createIndex(db, 'fixtures_year_start_idx', 'fixtures', ['year', 'start_date']);
    await createIndex(db, 'fixtures_start_idx', 'fixtures', ['start_date']);

    await createTable('fixture_registrations')
      .addColumn('fixture_id', 'integer', belongsTo('fixtures'))
      .addColumn('member_id', 'integer', belongsTo('members'))
      .addColumn('created_at', text, (c) => c.notNull())
      .addUniqueConstraint('fixture_registrations_unique', ['fixture_id', 'member_id'])
      .execute();
    await createIndex(db, 'fixture_registrations_member_idx', 'fixture_registrations', [
      'member_id',
      'fixture_id',
    ]);

    await createTable('fixture_results')
      .addColumn('fixture_id', 'integer', (c) => belongsTo('fixtures')(c).unique())
      .$call(places)
      .addColumn('notes', text)
      .addColumn('file_id', 'integer', pdf)
      .addColumn('updated_at', text, (c) => c.notNull())
      .execute();

    await createTable('latest_results')
      .addColumn('description', text, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await createIndex(db, 'latest_results_created_idx', 'latest_results', ['created_at']);

    await createTable('meeting_results')
      .addColumn('meeting_type', 'integer', (c) => c.notNull().check(sql`meeting_type between 1 and 5`))
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('event', text, (c) => c.notNull())
      .$call(places)
      .addColumn('file_id', 'integer', pdf)
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await createIndex(db, 'meeting_results_type_year_idx', 'meeting_results', ['meeting_type', 'year', 'id']);

    await createTable('other_result_groupings')
      .addColumn('description', text, (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await createTable('other_result_items')
      .addColumn('grouping_id', 'integer', (c) =>
        c.notNull().references('other_result_groupings.id').onDelete('cascade'),
      )
      .addColumn('description', text, (c) => c.notNull())
      .addColumn('file_id', 'integer', pdf)
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await createIndex(db, 'other_result_items_grouping_idx', 'other_result_items', [
      'grouping_id',
      'sort_order',
    ]);

    await createTable('publications')
      .addColumn('description', text, (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('file_id', 'integer', pdf)
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await createIndex(db, 'publications_year_idx', 'publications', ['year']);

    await createTable('foursomes_matches')
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('event', text, (c) => c.notNull())
      .addColumn('opponent', text)
      .addColumn('result', text)
      .execute();

    await createTable('courses')
      .addColumn('club', text, (c) => c.notNull())
      .addColumn('website', text)
      .addColumn('top100', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await createIndex(db, 'courses_club_idx', 'courses', ['club']);

    await createTable('mail_outbox')
      .addColumn('to_address', text, (c) => c.notNull())
      .addColumn('subject', text, (c) => c.notNull())
      .addColumn('text_body', text, (c) => c.notNull())
      .addColumn('html_body', text)
      .addColumn('status', text, (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending','sending','sent','failed')`),
      )
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', text)
      .addColumn('next_attempt_at', text, (c) => c.notNull())
      .addColumn('locked_until', text)
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('sent_at', text)
      .execute();
    await createIndex(db, 'mail_outbox_due_idx', 'mail_outbox', ['status', 'next_attempt_at']);

    await createTable('audit_log')
      .addColumn('actor_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
      .addColumn('action', text, (c) => c.notNull())
      .addColumn('entity', text, (c) => c.notNull())
      .addColumn('entity_id', text)
      .addColumn('before_json', text)
      .addColumn('after_json', text)
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await createIndex(db, 'audit_log_created_idx', 'audit_log', ['created_at']);
    await createIndex(db, 'audit_log_actor_idx', 'audit_log', ['actor_id', 'created_at']);
  }

  async function down(db: MigrationDb) {
    for (const t of [
      'audit_log',
      'mail_outbox',
      'courses',
      'foursomes_matches',
      'publications',
      'other_result_items',
      'other_result_groupings',
      'meeting_results',
      'latest_results',
      'fixture_results',
      'fixture_registrations',
      'fixtures',
      'files',
      'email_tokens',
      'sessions',
      'members',
    ]) {
      await db.schema.dropTable(t).ifExists().execute();
    }
  }
  return { up, down };
}
