import type { StatementColumns, StatementPreview } from '@shared/schemas/money';
import { mutationHook, post } from '@/lib/endpoint';

export interface StatementUpload {
  file: File;
  /** Which column is which, when the site asked. */
  columns?: StatementColumns;
}

const send = post<FormData, StatementPreview>('/api/admin/payments/import/preview');

/** POST /api/admin/payments/import/preview: the statement's credits and their members; nothing is recorded. */
export function previewStatement({ file, columns }: StatementUpload) {
  const body = new FormData();
  if (columns) body.append('columns', JSON.stringify(columns));
  body.append('file', file, file.name);
  return send(body);
}

export const usePreviewStatement = mutationHook(previewStatement);
