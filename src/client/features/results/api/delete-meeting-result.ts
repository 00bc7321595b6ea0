import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meetingResultsKey } from './get-meeting-results';

/** DELETE /api/results/delete/{id}: the result and its PDF. */
export const deleteMeetingResult = (id: number) =>
  api<boolean>(`/api/results/delete/${id}`, { method: 'DELETE' });

export function useDeleteMeetingResult() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteMeetingResult,
    onSuccess: () => qc.invalidateQueries({ queryKey: meetingResultsKey() }),
  });
}
