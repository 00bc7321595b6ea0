import type { Preferences, UpdatePreferences } from '@shared/schemas/preferences';
import { mutationHook, post } from '@/lib/endpoint';
import { preferencesKey } from './get-preferences';

/** POST /api/account/preferences. */
export const updatePreferences = post<UpdatePreferences, Preferences>('/api/account/preferences');

export const useUpdatePreferences = mutationHook(updatePreferences, {
  update: (qc, prefs, vars) => qc.setQueryData(preferencesKey(vars.id), prefs),
});
