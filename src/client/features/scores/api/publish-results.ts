import type { PublishResultsAnswer, PublishResultsBody } from '@shared/schemas/fixture-scores';
import { mutationHook, post } from '@/lib/endpoint';

/**
 * POST /api/fixtures/results/publish {fixtureId, meeting}: the prize winners into that meeting's results, the
 * whole field onto the fixture's result page, and the players e-mailed. Every fixture answer is fetched again.
 */
export const publishResults = post<PublishResultsBody, PublishResultsAnswer>('/api/fixtures/results/publish');

export const usePublishResults = mutationHook(publishResults, { invalidates: [['fixtures'], ['results']] });
