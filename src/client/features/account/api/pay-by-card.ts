import type { PayByCard, PayByCardAnswer } from '@shared/schemas/money';
import { mutationHook, post } from '@/lib/endpoint';

/** POST /api/account/pay {amountPence}: the address of Stripe's Checkout page, for the member to pay that much. */
export const payByCard = post<PayByCard, PayByCardAnswer>('/api/account/pay');

export const usePayByCard = mutationHook(payByCard);
