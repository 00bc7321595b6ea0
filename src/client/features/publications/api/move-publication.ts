import { mutationHook, post } from '@/lib/endpoint';
import { publicationsKey } from './get-publications';

/** POST /api/publications/move: one place up or down among the publications of its year. */
export const movePublication = post<{ id: number; direction: 'up' | 'down' }, boolean>(
  '/api/publications/move',
);

export const useMovePublication = mutationHook(movePublication, { invalidates: [publicationsKey] });
