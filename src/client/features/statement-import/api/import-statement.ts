import type { ImportPaymentsInput, StatementImportResult } from '@shared/schemas/money';
import { mutationHook, post } from '@/lib/endpoint';

/** POST /api/admin/payments/import: records the chosen lines, each from its member. */
export const importStatement = post<ImportPaymentsInput, StatementImportResult>('/api/admin/payments/import');

// Balances and payments are other screens' queries: fetched again whatever the answer, as another treasurer may
// have imported some of the lines meanwhile.
export const useImportStatement = mutationHook(importStatement, {
  invalidates: [['balances'], ['payments'], ['audit-log']],
  settled: true,
});
