import { useQuery } from '@tanstack/react-query';
import type { Statement } from '@shared/schemas/money';
import { api } from '@/lib/api-client';
import { FRESH_ON_EACH_VISIT } from '@/lib/endpoint';

export const STATEMENT_KEY = ['account', 'statement'] as const;

/** GET /api/account/statement: the member's own reference, balance, lines and how to pay (DESIGN.md 'Money'). */
export const getStatement = () => api<Statement>('/api/account/statement');

export const useStatement = () =>
  useQuery({ queryKey: STATEMENT_KEY, queryFn: getStatement, staleTime: FRESH_ON_EACH_VISIT });
