import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/admin/approveuser {id, isApproved: true}. */
export const approveUser = (id: number) =>
  api<{ id: number; isApproved: true }>('/api/admin/approveuser', {
    method: 'POST',
    body: { id, isApproved: true },
  });

export const useApproveUser = () => useMutation({ mutationFn: approveUser });
