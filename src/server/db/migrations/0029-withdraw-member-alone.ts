import { sql } from 'kysely';
import type { MigrationDb } from './schema-steps';

/**
 * PostgreSQL: a member without guests leaves a fixture by one call that holds the fixture's lock only while the
 * database runs it (decision 0070), as 0028 places one. It answers no row, and changes nothing, when the withdrawal
 * is not the plain case: the fixture changed since it was read (its row's md5), he is not on the list he was read
 * on, his booking or the promoted member's changed since they were rendered (fixture_booking_stamp), the fixture has
 * a fee or a charge standing, a list's positions are not 1 to n, or the freed place would go to anyone but one of
 * the waiting members whose e-mails were rendered (`p_candidates`), or to more than one. The caller then takes the
 * general way (fixture-signup.service.ts leaveFixtureIn), which says why or does the rest.
 * The e-mails come rendered, each of one kind: 'left' (to him), 'leave-notice' (the managers, when he held a
 * place), 'promoted' and 'promotion-notice' (for the candidate `member`), queued in the order given; `first` true
 * only when one player is now registered, false only when not; `p_token` becomes the players' count.
 */
export function withdrawMemberAloneMigration(dialect: 'sqlite' | 'postgres') {
  async function up(db: MigrationDb) {
    if (dialect !== 'postgres') return;
    await sql`
      create or replace function fixture_booking_stamp(p_fixture integer, p_member integer) returns text
      language sql stable as $$
        select md5(jsonb_build_array(
          (select jsonb_build_array(m.first_name, m.last_name, m.email, m.approval)
            from members m where m.id = p_member),
          (select jsonb_build_array(r.list, r.dines, r.dinner_choice, r.dietary)
            from fixture_registrations r where r.fixture_id = p_fixture and r.member_id = p_member),
          (select coalesce(jsonb_agg(jsonb_build_array(g.id, g.name, g.handicap, g.list, g.dines, g.dinner_choice,
              g.dietary) order by g.id), '[]'::jsonb)
            from fixture_guests g where g.fixture_id = p_fixture and g.host_id = p_member)
        )::text)
      $$
    `.execute(db);
    await sql`
      create or replace function fixture_withdraw_member_alone(
        p_fixture integer, p_member integer, p_stamp text, p_list text, p_booking text, p_at text, p_token text,
        p_audit jsonb, p_candidates jsonb, p_mails jsonb
      ) returns table (left_list text, promoted_member integer, queued integer)
      language plpgsql as $$
      declare
        v_fixture fixtures;
        v_position integer;
        v_registered integer;
        v_free integer;
        v_first integer;
        v_first_position integer;
        v_guest_waits boolean;
        v_candidate jsonb;
        v_count integer;
      begin
        select * into v_fixture from fixtures f where f.id = p_fixture for update;
        if not found or md5(to_jsonb(v_fixture)::text) <> p_stamp then return; end if;
        if p_list not in ('registered', 'waiting') then return; end if;
        select r.position into v_position from fixture_registrations r
          where r.fixture_id = p_fixture and r.member_id = p_member and r.list = p_list;
        if not found or fixture_booking_stamp(p_fixture, p_member) <> p_booking then return; end if;
        if exists (select 1 from fixture_guests g where g.fixture_id = p_fixture and g.host_id = p_member)
          then return; end if;
        if coalesce(v_fixture.member_fee_pence, 0) > 0 or coalesce(v_fixture.guest_fee_pence, 0) > 0
          or coalesce(v_fixture.dinner_only_fee_pence, 0) > 0 then return; end if;
        if exists (select 1 from charges c where c.fixture_id = p_fixture and c.member_id is not null
          and c.status <> 'cancelled') then return; end if;
        -- Each list's positions 1 to n, none twice: taking one out moves those behind it up by one.
        if exists (
          select 1 from (
            select r.list, r.position from fixture_registrations r
              where r.fixture_id = p_fixture and r.list in ('registered', 'waiting')
            union all
            select g.list, g.position from fixture_guests g
              where g.fixture_id = p_fixture and g.list in ('registered', 'waiting')
          ) x group by x.list
          having count(*) <> count(distinct x.position) or max(x.position) <> count(*) or min(x.position) < 1
        ) then return; end if;

        select count(*) into v_registered from (
          select 1 from fixture_registrations r where r.fixture_id = p_fixture and r.list = 'registered'
          union all
          select 1 from fixture_guests g where g.fixture_id = p_fixture and g.list = 'registered'
        ) x;
        if p_list = 'registered' then v_registered := v_registered - 1; end if;
        v_free := v_fixture.places - v_registered;
        -- As player-lists.ts fill(): the first waiting member who may take a place, else a guest whose host has one.
        select r.member_id, r.position into v_first, v_first_position
          from fixture_registrations r join members m on m.id = r.member_id
          where r.fixture_id = p_fixture and r.list = 'waiting' and r.member_id <> p_member
            and m.approval = 'approved'
          order by r.position limit 1;
        v_guest_waits := exists (
          select 1 from fixture_guests g join fixture_registrations h
            on h.fixture_id = g.fixture_id and h.member_id = g.host_id and h.list = 'registered'
          where g.fixture_id = p_fixture and g.list = 'waiting' and g.host_id <> p_member);
        if v_free is null or v_free > 1 then
          if v_first is not null or v_guest_waits then return; end if;
          v_first := null;
        elsif v_free < 1 then
          v_first := null;
        elsif v_first is null then
          if v_guest_waits then return; end if;
        end if;
        if v_first is not null then
          if p_list <> 'registered' then return; end if;
          select c.value into v_candidate from jsonb_array_elements(p_candidates) as c(value)
            where (c.value->>'member')::integer = v_first limit 1;
          if v_candidate is null or fixture_booking_stamp(p_fixture, v_first) <> v_candidate->>'stamp'
            then return; end if;
        end if;

        delete from fixture_registrations r where r.fixture_id = p_fixture and r.member_id = p_member;
        update fixture_registrations r
          set position = r.position - 1, changed_at = p_at, team = case when p_list = 'registered' then r.team end
          where r.fixture_id = p_fixture and r.list = p_list and r.position > v_position;
        update fixture_guests g set position = g.position - 1, changed_at = p_at
          where g.fixture_id = p_fixture and g.list = p_list and g.position > v_position;
        if v_first is not null then
          update fixture_registrations r set list = 'registered', position = v_registered + 1, changed_at = p_at
            where r.fixture_id = p_fixture and r.member_id = v_first;
          update fixture_registrations r set position = r.position - 1, changed_at = p_at, team = null
            where r.fixture_id = p_fixture and r.list = 'waiting' and r.position > v_first_position;
          update fixture_guests g set position = g.position - 1, changed_at = p_at
            where g.fixture_id = p_fixture and g.list = 'waiting' and g.position > v_first_position;
        end if;
        v_count := v_registered + case when v_first is null then 0 else 1 end;

        insert into audit_log (actor_id, action, entity, entity_id, before_json, after_json, created_at)
          values ((p_audit->>'actorId')::integer, 'leave', 'fixture_registration', p_fixture::text,
            p_audit->>'before', null, p_at);
        insert into mail_outbox (to_address, subject, text_body, html_body, headers_json, attachments_json,
            announcement_id, blank_when_sent, about_member_id, status, attempts, next_attempt_at, created_at)
          select m->>'to_address', replace(m->>'subject', p_token, v_count::text),
            replace(m->>'text_body', p_token, v_count::text), replace(m->>'html_body', p_token, v_count::text),
            m->>'headers_json', m->>'attachments_json', null, (m->>'blank_when_sent')::integer,
            (m->>'about_member_id')::integer, 'pending', 0, p_at, p_at
          from jsonb_array_elements(p_mails) with ordinality as e(m, n)
          where ((m->>'first') is null or (m->>'first')::boolean = (v_count = 1))
            and (m->>'kind' = 'left' or (m->>'kind' = 'leave-notice' and p_list = 'registered')
              or (m->>'kind' in ('promoted', 'promotion-notice') and (m->>'member')::integer = v_first))
          order by e.n;
        get diagnostics queued = row_count;
        if v_first is not null then
          insert into audit_log (actor_id, action, entity, entity_id, before_json, after_json, created_at)
            values ((p_audit->>'actorId')::integer, 'promote', 'fixture_registration', p_fixture::text, null,
              v_candidate->>'audit', p_at);
        end if;
        left_list := p_list;
        promoted_member := v_first;
        return next;
      end
      $$
    `.execute(db);
  }
  async function down(db: MigrationDb) {
    if (dialect !== 'postgres') return;
    await sql`drop function if exists fixture_withdraw_member_alone`.execute(db);
    await sql`drop function if exists fixture_booking_stamp`.execute(db);
  }
  return { up, down };
}
