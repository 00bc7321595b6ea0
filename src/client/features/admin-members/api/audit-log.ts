import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditList } from '@shared/schemas/audit';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/endpoint';

export interface AuditFilter {
  memberId: number | null;
  action: string;
  page: number;
}

/** GET /api/admin/auditlog?memberId=&action=&page= (newest first). */
export const listAudit = ({ memberId, action, page }: AuditFilter) =>
  api<AuditList>(withQuery('/api/admin/auditlog', { page, memberId: memberId || null, action }));

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
