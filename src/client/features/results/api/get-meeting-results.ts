import { useQuery } from '@tanstack/react-query';
import type { MeetingTypeId } from '@shared/constants';
import type { MeetingResult } from '@shared/schemas/results';
import { api } from '@/lib/api-client';

/** GET /api/Results/ListResultsForMeeting/{meetingId} (spec §7): newest year first. */
export const getMeetingResults = (meetingType: MeetingTypeId) =>
  api<MeetingResult[]>(`/api/Results/ListResultsForMeeting/${meetingType}`);

export const meetingResultsKey = (meetingType?: MeetingTypeId) =>
  meetingType === undefined ? (['meeting-results'] as const) : (['meeting-results', meetingType] as const);

export function useMeetingResults(meetingType: MeetingTypeId) {
  return useQuery({
    queryKey: meetingResultsKey(meetingType),
    queryFn: () => getMeetingResults(meetingType),
  });
}
