import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences, UpdatePreferences } from '@shared/schemas/preferences';
import { api } from '@/lib/api-client';
import { preferencesKey } from './get-preferences';

/** POST /api/account/preferences. */
export const updatePreferences = (body: UpdatePreferences) =>
  api<Preferences>('/api/account/preferences', { method: 'POST', body });

export function useUpdatePreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (prefs, vars) => qc.setQueryData(preferencesKey(vars.id), prefs),
  });
}
