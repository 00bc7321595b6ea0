import fp from 'fastify-plugin';
import { CONTROL_CHARACTERS, controlCharactersMessage } from '@shared/schemas/control-characters';
import { fieldErrors } from '../lib/http-errors';

/** The name of the first field (query, parameter or body, nested too) whose text holds a control character. */
function fieldWithControlCharacter(value: unknown, name: string, depth = 0): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? name : undefined;
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  for (const [key, v] of Object.entries(value)) {
    // Passwords are only ever hashed; the change-password route keeps its own error shape.
    if (/password/i.test(key)) continue;
    const found = fieldWithControlCharacter(v, Array.isArray(value) ? name : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * After a route's own schema has run (its messages name the field as the form does), any text
 * that still holds a control character is refused with 400, so none reaches a query, a search index or an e-mail.
 */
export const controlCharactersPlugin = fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const field = fieldWithControlCharacter(part, '');
        if (field !== undefined)
          throw fieldErrors({ [field]: [controlCharactersMessage(field || 'The request')] });
      }
    });
  },
  { name: 'control-characters' },
);
