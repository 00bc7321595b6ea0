import { useQuery } from '@tanstack/react-query';
import type { Statement } from '@shared/schemas/money';
import { api } from '@/lib/api-client';
import { PAYMENTS_ADMIN_KEY } from './list-balances';

/** GET /api/admin/balances/{memberId}: one member's statement, each payment with its id (to undo it). */
export const memberStatement = (memberId: number) =>
  api<Statement>(`/api/admin/balances/${encodeURIComponent(memberId)}`);

export const useMemberStatement = (memberId: number | null) =>
  useQuery({
    queryKey: [...PAYMENTS_ADMIN_KEY, 'statement', memberId],
    queryFn: () => memberStatement(memberId!),
    enabled: memberId !== null,
  });
