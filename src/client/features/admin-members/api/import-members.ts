import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportPreview, ImportResult } from '@shared/schemas/member-import';
import { api } from '@/lib/api-client';

function form(file: File) {
  const body = new FormData();
  body.append('isApproved', 'true');
  body.append('file', file, file.name);
  return body;
}

/** POST /api/Admin/ImportUsers?preview=1: the rows and their problems; nothing is written. */
export const previewImport = (file: File) =>
  api<ImportPreview>('/api/Admin/ImportUsers?preview=1', { method: 'POST', body: form(file) });

/** POST /api/Admin/ImportUsers: creates every member of the file, or none. */
export const importMembers = (file: File) =>
  api<ImportResult>('/api/Admin/ImportUsers', { method: 'POST', body: form(file) });

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });

export function useImportMembers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: importMembers,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['admin-members'] });
      void qc.invalidateQueries({ queryKey: ['audit-log'] });
      void qc.invalidateQueries({ queryKey: ['outbox'] });
    },
  });
}
