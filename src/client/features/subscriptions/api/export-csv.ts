/** GET /api/admin/subscriptions/csv?year=&filter= and GET /api/admin/members/csv: download links. */
export const subscriptionsCsvUrl = (year: number, unpaidOnly: boolean) =>
  `/api/admin/subscriptions/csv?year=${encodeURIComponent(year)}${unpaidOnly ? '&filter=unpaid' : ''}`;
export const MEMBERS_CSV_URL = '/api/admin/members/csv';
