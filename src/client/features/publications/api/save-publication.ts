import type { Publication } from '@shared/schemas/publications';
import { mutationHook, post } from '@/lib/endpoint';
import { publicationsKey } from './get-publications';

/** POST /api/publications/add (with its PDF) or /api/publications/update (id in the form). */
export const savePublication = post<FormData, Publication>((form) =>
  form.has('id') ? '/api/publications/update' : '/api/publications/add',
);

export const useSavePublication = mutationHook(savePublication, { invalidates: [publicationsKey] });
