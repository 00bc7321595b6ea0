import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingResult } from '@shared/schemas/results';
import { api } from '@/lib/api-client';
import { meetingResultsKey } from './get-meeting-results';

/** POST /api/results/add or /api/results/update: the fields as form fields beside an optional PDF. */
export const saveMeetingResult = (form: FormData) =>
  api<MeetingResult>(form.has('id') ? '/api/results/update' : '/api/results/add', {
    method: 'POST',
    body: form,
  });

export function useSaveMeetingResult() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveMeetingResult,
    onSuccess: () => qc.invalidateQueries({ queryKey: meetingResultsKey() }),
  });
}
