import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OtherResultGroupingForEdit } from '@shared/schemas/results';
import { api } from '@/lib/api-client';
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

/** Every change an administrator makes to other results: one endpoint each, under /api/otherresults. */
export function changeOtherResults(change: Change): Promise<unknown> {
  switch (change.kind) {
    case 'addGrouping':
      return api('/api/otherresults/addgrouping', {
        method: 'POST',
        body: { description: change.description },
      });
    case 'renameGrouping':
      return api('/api/otherresults/updategrouping', {
        method: 'POST',
        body: { id: change.id, description: change.description },
      });
    case 'moveGrouping':
      return api('/api/otherresults/movegrouping', {
        method: 'POST',
        body: { id: change.id, direction: change.direction },
      });
    case 'deleteGrouping':
      return api(`/api/otherresults/deletegrouping/${change.id}`, { method: 'DELETE' });
    case 'saveItem':
      return api(change.form.has('id') ? '/api/otherresults/updateitem' : '/api/otherresults/additem', {
        method: 'POST',
        body: change.form,
      });
    case 'moveItem':
      return api('/api/otherresults/moveitem', {
        method: 'POST',
        body: { id: change.id, direction: change.direction },
      });
    case 'deleteItem':
      return api(`/api/otherresults/deleteitem/${change.id}`, { method: 'DELETE' });
  }
}

export function useChangeOtherResults() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changeOtherResults,
    onSuccess: () => qc.invalidateQueries({ queryKey: otherResultsKey }),
  });
}
