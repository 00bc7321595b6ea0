import { mutationHook, remove } from '@/lib/endpoint';
import { foursomesKey } from './get-foursomes-for-edit';

/** DELETE /api/foursomes/delete/{id}. */
export const deleteFoursomesMatch = remove('/api/foursomes/delete');

export const useDeleteFoursomesMatch = mutationHook(deleteFoursomesMatch, { invalidates: [foursomesKey] });
