import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from './types';

/** The tables that hold rows about one member each (their `member_id`). */
export type MemberRowTable = {
  [T in keyof Database]: Database[T] extends { member_id: unknown } ? T : never;
}[keyof Database];

/**
 * Whether the member of the query's `members as m` has a row in `table` whose `column` is `value` (a registration
 * for a fixture, a subscription or a charge for a year): for the repositories' `where`, `not` for none.
 */
export function memberHasRow<T extends MemberRowTable>(
  table: T,
  column: keyof Database[T] & string,
  value: number,
): Expression<SqlBool> {
  // Kysely cannot follow a table name that is itself a type parameter; the signature keeps the callers typed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const eb = expressionBuilder<any, any>();
  const rows: string = `${table} as r`;
  const of: string = `r.${column}`;
  return eb.exists(
    eb.selectFrom(rows).select('r.member_id').whereRef('r.member_id', '=', 'm.id').where(of, '=', value),
  );
}
