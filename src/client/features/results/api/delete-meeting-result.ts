import { mutationHook, remove } from '@/lib/endpoint';
import { meetingResultsKey } from './get-meeting-results';

/** DELETE /api/results/delete/{id}: the result and its PDF. */
export const deleteMeetingResult = remove('/api/results/delete');

export const useDeleteMeetingResult = mutationHook(deleteMeetingResult, {
  invalidates: [meetingResultsKey()],
});
