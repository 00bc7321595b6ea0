import type { MeetingResult } from '@shared/schemas/results';
import { mutationHook, post } from '@/lib/endpoint';
import { meetingResultsKey } from './get-meeting-results';

/** POST /api/results/add or /api/results/update: the fields as form fields beside an optional PDF. */
export const saveMeetingResult = post<FormData, MeetingResult>((form) =>
  form.has('id') ? '/api/results/update' : '/api/results/add',
);

export const useSaveMeetingResult = mutationHook(saveMeetingResult, { invalidates: [meetingResultsKey()] });
