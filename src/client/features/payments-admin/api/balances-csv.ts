import type { BalanceFilter } from '@shared/schemas/money';

/** GET /api/admin/balances/csv?filter=: every member's balance (or those owing, or in credit) as a download. */
export const balancesCsvUrl = (filter: BalanceFilter) =>
  `/api/admin/balances/csv${filter === 'all' ? '' : `?filter=${filter}`}`;
