import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditList } from '@shared/schemas/audit';
import { api } from '@/lib/api-client';

export interface AuditFilter {
  memberId: number | null;
  action: string;
  page: number;
}

/** GET /api/admin/auditlog?memberId=&action=&page= (newest first). */
export function listAudit({ memberId, action, page }: AuditFilter) {
  const params = new URLSearchParams({ page: String(page) });
  if (memberId) params.set('memberId', String(memberId));
  if (action) params.set('action', action);
  return api<AuditList>(`/api/admin/auditlog?${params}`);
}

export const useAuditLog = (filter: AuditFilter) =>
  useQuery({
    queryKey: ['audit-log', 'list', filter],
    queryFn: () => listAudit(filter),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/auditlog/actions: the kinds of action recorded so far. */
export const useAuditActions = () =>
  useQuery({
    queryKey: ['audit-log', 'actions'],
    queryFn: () => api<string[]>('/api/admin/auditlog/actions'),
  });
