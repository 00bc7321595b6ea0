import type { ImportPreview, ImportResult } from '@shared/schemas/member-import';
import { mutationHook, post } from '@/lib/endpoint';

const importUsers = <Answer>(path: string) => {
  const send = post<FormData, Answer>(path);
  return (file: File) => {
    const body = new FormData();
    body.append('isApproved', 'true');
    body.append('file', file, file.name);
    return send(body);
  };
};

/** POST /api/Admin/ImportUsers?preview=1: the rows and their problems; nothing is written. */
export const previewImport = importUsers<ImportPreview>('/api/Admin/ImportUsers?preview=1');

/** POST /api/Admin/ImportUsers: creates every member of the file, or none. */
export const importMembers = importUsers<ImportResult>('/api/Admin/ImportUsers');

export const usePreviewImport = mutationHook(previewImport);

export const useImportMembers = mutationHook(importMembers, {
  invalidates: [['admin-members'], ['audit-log'], ['outbox']],
  settled: true,
});
