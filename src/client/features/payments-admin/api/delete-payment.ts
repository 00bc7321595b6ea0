import type { DeletedPayment } from '@shared/schemas/money';
import { mutationHook, post } from '@/lib/endpoint';
import { PAYMENTS_ADMIN_KEY } from './list-balances';

/** POST /api/admin/payments/delete: undoes a payment recorded by mistake. */
export const deletePayment = post<{ id: number }, DeletedPayment>('/api/admin/payments/delete');

export const useDeletePayment = mutationHook(deletePayment, {
  invalidates: [PAYMENTS_ADMIN_KEY],
  settled: true,
});
