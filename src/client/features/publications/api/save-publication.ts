import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Publication } from '@shared/schemas/publications';
import { api } from '@/lib/api-client';
import { publicationsKey } from './get-publications';

/** POST /api/publications/add (with its PDF) or /api/publications/update (id in the form). */
export const savePublication = (form: FormData) =>
  api<Publication>(form.has('id') ? '/api/publications/update' : '/api/publications/add', {
    method: 'POST',
    body: form,
  });

export function useSavePublication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: savePublication,
    onSuccess: () => qc.invalidateQueries({ queryKey: publicationsKey }),
  });
}
