import type { AddLatestResultInput, LatestResult } from '@shared/schemas/latest-results';
import { mutationHook, post } from '@/lib/endpoint';
import { latestResultsKey } from './get-latest-results';

/** POST /api/latestresults/add with a description (spec §7). */
export const addLatestResult = post<AddLatestResultInput, LatestResult>('/api/latestresults/add');

export const useAddLatestResult = mutationHook(addLatestResult, { invalidates: [latestResultsKey] });
