import type { Payment, RecordPayment } from '@shared/schemas/money';
import { mutationHook, post } from '@/lib/endpoint';
import { PAYMENTS_ADMIN_KEY } from './list-balances';

/** POST /api/admin/payments: a payment received, in whole pence; answers it with the member's new balance. */
export const recordPayment = post<RecordPayment, Payment>('/api/admin/payments');

export const useRecordPayment = mutationHook(recordPayment, { invalidates: [PAYMENTS_ADMIN_KEY] });
