import { useQuery } from '@tanstack/react-query';
import type { OtherResultGroupingForEdit } from '@shared/schemas/results';
import { api } from '@/lib/api-client';
import { mutationHook, post, remove } from '@/lib/endpoint';
import { otherResultsKey } from './get-other-results';

/** GET /api/otherresults/listforedit: competitions and their results with ids. */
export const getOtherResultsForEdit = () =>
  api<OtherResultGroupingForEdit[]>('/api/otherresults/listforedit');

export function useOtherResultsForEdit() {
  return useQuery({ queryKey: [...otherResultsKey, 'edit'], queryFn: getOtherResultsForEdit, staleTime: 0 });
}

type Change =
  | { kind: 'addGrouping'; description: string }
  | { kind: 'renameGrouping'; id: number; description: string }
  | { kind: 'moveGrouping'; id: number; direction: 'up' | 'down' }
  | { kind: 'deleteGrouping'; id: number }
  | { kind: 'saveItem'; form: FormData }
  | { kind: 'moveItem'; id: number; direction: 'up' | 'down' }
  | { kind: 'deleteItem'; id: number };

const PATHS: Record<Exclude<Change['kind'], 'saveItem'>, string> = {
  addGrouping: '/api/otherresults/addgrouping',
  renameGrouping: '/api/otherresults/updategrouping',
  moveGrouping: '/api/otherresults/movegrouping',
  deleteGrouping: '/api/otherresults/deletegrouping',
  moveItem: '/api/otherresults/moveitem',
  deleteItem: '/api/otherresults/deleteitem',
};

/**
 * Every change an administrator makes to other results: one endpoint each, under /api/otherresults. Deletes are
 * DELETE {path}/{id}, an item is saved as a form (updateitem when it has an id, else additem), the rest POST JSON.
 */
export function changeOtherResults(change: Change): Promise<unknown> {
  if (change.kind === 'saveItem')
    return post<FormData, unknown>((form) =>
      form.has('id') ? '/api/otherresults/updateitem' : '/api/otherresults/additem',
    )(change.form);
  if (change.kind === 'deleteGrouping' || change.kind === 'deleteItem')
    return remove<unknown>(PATHS[change.kind])(change.id);
  const { kind, ...body } = change;
  return post<typeof body, unknown>(PATHS[kind])(body);
}

export const useChangeOtherResults = mutationHook(changeOtherResults, { invalidates: [otherResultsKey] });
