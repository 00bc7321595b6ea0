import { useQuery } from '@tanstack/react-query';
import type { MeetingTypeId } from '@shared/constants';
import type { MeetingResult } from '@shared/schemas/results';
import { withYear, type YearCount } from '@shared/year-lists';
import { api } from '@/lib/api-client';

/**
 * One year of GET /api/Results/ListResultsForMeeting/{meetingId} (spec §7, with `?year=`), and the years that
 * meeting has results for: the screens load the year that is shown, not every year there has been.
 */
export const getMeetingResults = (meetingType: MeetingTypeId, year: number) =>
  api<MeetingResult[]>(withYear(`/api/Results/ListResultsForMeeting/${meetingType}`, year));

export const getMeetingResultYears = (meetingType: MeetingTypeId) =>
  api<YearCount[]>(`/api/results/listyears/${meetingType}`);

/** Every key of the meeting results (no type), one type's, or one type's years or year. */
export const meetingResultsKey = (meetingType?: MeetingTypeId) =>
  meetingType === undefined ? (['meeting-results'] as const) : (['meeting-results', meetingType] as const);

export function useMeetingResultYears(meetingType: MeetingTypeId) {
  return useQuery({
    queryKey: [...meetingResultsKey(meetingType), 'years'],
    queryFn: () => getMeetingResultYears(meetingType),
  });
}

export function useMeetingResults(meetingType: MeetingTypeId, year: number | undefined) {
  return useQuery({
    queryKey: [...meetingResultsKey(meetingType), 'year', year],
    queryFn: () => getMeetingResults(meetingType, year!),
    enabled: year !== undefined,
  });
}
