import { sql, type Kysely, type ColumnDefinitionBuilder } from 'kysely';

type Col = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** Builds the whole data model; written once for both SQLite and PostgreSQL. */
export function initialMigration(dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const idType = pg ? sql`serial` : sql`integer`;
  const id: Col = (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const blob = pg ? sql`bytea` : sql`blob`;
  const text = 'text' as const;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function up(db: Kysely<any>) {
    await db.schema
      .createTable('members')
      .addColumn('id', idType, id)
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
    await db.schema
      .createIndex('members_approval_idx')
      .on('members')
      .columns(['approval', 'last_name'])
      .execute();
    await db.schema
      .createIndex('members_name_idx')
      .on('members')
      .columns(['last_name', 'first_name'])
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', idType, id)
      .addColumn('token_hash', text, (c) => c.notNull().unique())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('xsrf_token', text, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('expires_at', text, (c) => c.notNull())
      .addColumn('revoked_at', text)
      .execute();
    await db.schema.createIndex('sessions_member_idx').on('sessions').column('member_id').execute();

    await db.schema
      .createTable('email_tokens')
      .addColumn('id', idType, id)
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('purpose', text, (c) => c.notNull().check(sql`purpose in ('confirm','reset','invite')`))
      .addColumn('token_hash', text, (c) => c.notNull().unique())
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('expires_at', text, (c) => c.notNull())
      .addColumn('used_at', text)
      .execute();
    await db.schema
      .createIndex('email_tokens_member_idx')
      .on('email_tokens')
      .columns(['member_id', 'purpose'])
      .execute();

    await db.schema
      .createTable('files')
      .addColumn('id', idType, id)
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

    await db.schema
      .createTable('fixtures')
      .addColumn('id', idType, id)
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
    await db.schema
      .createIndex('fixtures_year_start_idx')
      .on('fixtures')
      .columns(['year', 'start_date'])
      .execute();
    await db.schema.createIndex('fixtures_start_idx').on('fixtures').column('start_date').execute();

    await db.schema
      .createTable('fixture_registrations')
      .addColumn('id', idType, id)
      .addColumn('fixture_id', 'integer', (c) => c.notNull().references('fixtures.id').onDelete('cascade'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('created_at', text, (c) => c.notNull())
      .addUniqueConstraint('fixture_registrations_unique', ['fixture_id', 'member_id'])
      .execute();
    await db.schema
      .createIndex('fixture_registrations_member_idx')
      .on('fixture_registrations')
      .columns(['member_id', 'fixture_id'])
      .execute();

    await db.schema
      .createTable('fixture_results')
      .addColumn('id', idType, id)
      .addColumn('fixture_id', 'integer', (c) =>
        c.notNull().unique().references('fixtures.id').onDelete('cascade'),
      )
      .addColumn('first_place_name', text)
      .addColumn('first_place_score', text)
      .addColumn('second_place_name', text)
      .addColumn('second_place_score', text)
      .addColumn('third_place_name', text)
      .addColumn('third_place_score', text)
      .addColumn('notes', text)
      .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
      .addColumn('updated_at', text, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('latest_results')
      .addColumn('id', idType, id)
      .addColumn('description', text, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('latest_results_created_idx')
      .on('latest_results')
      .column('created_at')
      .execute();

    await db.schema
      .createTable('meeting_results')
      .addColumn('id', idType, id)
      .addColumn('meeting_type', 'integer', (c) => c.notNull().check(sql`meeting_type between 1 and 5`))
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('event', text, (c) => c.notNull())
      .addColumn('first_place_name', text)
      .addColumn('first_place_score', text)
      .addColumn('second_place_name', text)
      .addColumn('second_place_score', text)
      .addColumn('third_place_name', text)
      .addColumn('third_place_score', text)
      .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('meeting_results_type_year_idx')
      .on('meeting_results')
      .columns(['meeting_type', 'year', 'id'])
      .execute();

    await db.schema
      .createTable('other_result_groupings')
      .addColumn('id', idType, id)
      .addColumn('description', text, (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('other_result_items')
      .addColumn('id', idType, id)
      .addColumn('grouping_id', 'integer', (c) =>
        c.notNull().references('other_result_groupings.id').onDelete('cascade'),
      )
      .addColumn('description', text, (c) => c.notNull())
      .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('other_result_items_grouping_idx')
      .on('other_result_items')
      .columns(['grouping_id', 'sort_order'])
      .execute();

    await db.schema
      .createTable('publications')
      .addColumn('id', idType, id)
      .addColumn('description', text, (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('publications_year_idx').on('publications').column('year').execute();

    await db.schema
      .createTable('foursomes_matches')
      .addColumn('id', idType, id)
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('event', text, (c) => c.notNull())
      .addColumn('opponent', text)
      .addColumn('result', text)
      .execute();

    await db.schema
      .createTable('courses')
      .addColumn('id', idType, id)
      .addColumn('club', text, (c) => c.notNull())
      .addColumn('website', text)
      .addColumn('top100', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('courses_club_idx').on('courses').column('club').execute();

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', idType, id)
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
    await db.schema
      .createIndex('mail_outbox_due_idx')
      .on('mail_outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', idType, id)
      .addColumn('actor_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
      .addColumn('action', text, (c) => c.notNull())
      .addColumn('entity', text, (c) => c.notNull())
      .addColumn('entity_id', text)
      .addColumn('before_json', text)
      .addColumn('after_json', text)
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
    await db.schema
      .createIndex('audit_log_actor_idx')
      .on('audit_log')
      .columns(['actor_id', 'created_at'])
      .execute();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function down(db: Kysely<any>) {
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
