/**
 * Spec §8: the Application-Error header's text if present; otherwise the JSON body's field values
 * joined by newlines, unless the body has a `type` field; 'Server error' when that yields nothing.
 */
export function readErrorMessage(applicationError: string | null, body: unknown): string {
  if (applicationError) return applicationError;
  if (body && typeof body === 'object' && !Array.isArray(body) && !('type' in body)) {
    const lines: string[] = [];
    for (const value of Object.values(body as Record<string, unknown>)) {
      if (Array.isArray(value)) {
        for (const v of value) {
          if (typeof v === 'string') lines.push(v);
          else if (v && typeof v === 'object' && 'description' in v)
            lines.push(String((v as { description: unknown }).description));
        }
      } else if (typeof value === 'string' || typeof value === 'number') lines.push(String(value));
    }
    const text = lines.filter(Boolean).join('\n');
    if (text) return text;
  }
  return 'Server error';
}

/** The first message under a key of a 400 body (spec: 'the first server message found under the empty-string key'). */
export function firstMessage(body: unknown, key = ''): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[key];
  if (Array.isArray(value) && value.length) {
    const v = value[0];
    return typeof v === 'string'
      ? v
      : v && typeof v === 'object' && 'description' in v
        ? String(v.description)
        : undefined;
  }
  return undefined;
}
