import type { ActResult } from '@shared/schemas/act';
import { mutationHook, post } from '@/lib/endpoint';

/** POST /api/act {token}: does what the link says, without signing in (the link is the proof). */
export const act = post<{ token: string }, ActResult>('/api/act');

export const useAct = mutationHook(act);
