import { mutationHook, remove } from '@/lib/endpoint';
import { publicationsKey } from './get-publications';

/** DELETE /api/publications/delete/{id}: the publication and its PDF. */
export const deletePublication = remove('/api/publications/delete');

export const useDeletePublication = mutationHook(deletePublication, { invalidates: [publicationsKey] });
