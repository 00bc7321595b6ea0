import { sql } from 'kysely';
import type { MigrationDb } from './schema-steps';

/**
 * PostgreSQL: a member signing up alone is placed by one call that holds the fixture's lock only while the database
 * runs it (decision 0064). Each statement of a PL/pgSQL function sees what was committed before it began, so the
 * lists are counted after the lock is taken. It answers no row, and changes nothing, when the sign-up is not the
 * plain case: the fixture changed since it was read (its row's md5), the member is already on its lists, it has
 * charges standing, its positions are not 1 to n, or the first player's variant of the managers' notice was not
 * given. The caller then takes the general way (fixture-signup.service.ts), which says why or does the rest.
 * The e-mails come rendered, each for one list ('registered', 'waiting'), some only for the first player or only
 * not (`first`); `p_token` in their subject and bodies becomes the member's number (the players' count with a
 * place, or his place on the waiting list). SQLite has one process and one writer: nothing to add.
 */
export function placeMemberAloneMigration(dialect: 'sqlite' | 'postgres') {
  async function up(db: MigrationDb) {
    if (dialect !== 'postgres') return;
    await sql`
      create or replace function fixture_place_member_alone(
        p_fixture integer, p_member integer, p_stamp text, p_at text, p_token text,
        p_audit jsonb, p_mails jsonb, p_first_rendered boolean
      ) returns table (placed_list text, placed_position integer, told_number integer, queued integer)
      language plpgsql as $$
      declare
        v_fixture fixtures;
        v_taken integer;
        v_taken_last integer;
        v_waiting integer;
        v_waiting_last integer;
        v_waiting_members integer;
      begin
        select * into v_fixture from fixtures f where f.id = p_fixture for update;
        if not found or md5(to_jsonb(v_fixture)::text) <> p_stamp then return; end if;
        if exists (select 1 from fixture_registrations r where r.fixture_id = p_fixture and r.member_id = p_member)
          then return; end if;
        if exists (select 1 from charges c where c.fixture_id = p_fixture and c.member_id is not null
          and c.status <> 'cancelled') then return; end if;
        select
          count(*) filter (where x.list = 'registered'),
          coalesce(max(x.position) filter (where x.list = 'registered'), 0),
          count(*) filter (where x.list = 'waiting'),
          coalesce(max(x.position) filter (where x.list = 'waiting'), 0),
          count(*) filter (where x.list = 'waiting' and x.is_member)
        into v_taken, v_taken_last, v_waiting, v_waiting_last, v_waiting_members
        from (
          select r.list, r.position, true as is_member from fixture_registrations r where r.fixture_id = p_fixture
          union all
          select g.list, g.position, false from fixture_guests g where g.fixture_id = p_fixture
        ) x;
        if v_taken_last <> v_taken or v_waiting_last <> v_waiting then return; end if;
        if v_fixture.places is null or v_taken < v_fixture.places then
          placed_list := 'registered'; placed_position := v_taken + 1; told_number := v_taken + 1;
        else
          placed_list := 'waiting'; placed_position := v_waiting + 1; told_number := v_waiting_members + 1;
        end if;
        if placed_list = 'registered' and told_number = 1 and not p_first_rendered then return; end if;
        insert into fixture_registrations (fixture_id, member_id, list, position, created_at, dines, dinner_choice, dietary)
          values (p_fixture, p_member, placed_list, placed_position, p_at, 0, null, null);
        insert into audit_log (actor_id, action, entity, entity_id, before_json, after_json, created_at)
          values ((p_audit->>'actorId')::integer, p_audit->'action'->>placed_list, 'fixture_registration',
            p_fixture::text, null, p_audit->'after'->>placed_list, p_at);
        insert into mail_outbox (to_address, subject, text_body, html_body, headers_json, attachments_json,
            announcement_id, blank_when_sent, about_member_id, status, attempts, next_attempt_at, created_at)
          select m.to_address, replace(m.subject, p_token, told_number::text),
            replace(m.text_body, p_token, told_number::text), replace(m.html_body, p_token, told_number::text),
            m.headers_json, m.attachments_json, null, m.blank_when_sent, m.about_member_id, 'pending', 0, p_at, p_at
          from jsonb_to_recordset(p_mails) as m(list text, first boolean, to_address text, subject text,
            text_body text, html_body text, headers_json text, attachments_json text, blank_when_sent integer,
            about_member_id integer)
          where m.list = placed_list and (m.first is null or m.first = (told_number = 1));
        get diagnostics queued = row_count;
        return next;
      end
      $$
    `.execute(db);
  }
  async function down(db: MigrationDb) {
    if (dialect !== 'postgres') return;
    await sql`drop function if exists fixture_place_member_alone`.execute(db);
  }
  return { up, down };
}
