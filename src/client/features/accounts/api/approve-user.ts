import { api } from '@/lib/api-client';
import { mutationHook } from '@/lib/endpoint';

/** POST /api/admin/approveuser {id, isApproved: true}. */
export const approveUser = (id: number) =>
  api<{ id: number; isApproved: true }>('/api/admin/approveuser', {
    method: 'POST',
    body: { id, isApproved: true },
  });

export const useApproveUser = mutationHook(approveUser);
