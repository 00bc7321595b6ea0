import { describe, expect, it } from 'vitest';
import { EMPTY_AUDIENCE, audienceDraftSchema } from './audience-fields';

describe('the audience as typed', () => {
  it('sends the members who owe as the server reads them, whatever the other fields hold', () => {
    expect(audienceDraftSchema.parse({ ...EMPTY_AUDIENCE, kind: 'owing', year: '2026' })).toEqual({
      kind: 'owing',
    });
  });

  it('still asks for an audience when none is chosen', () => {
    const parsed = audienceDraftSchema.safeParse(EMPTY_AUDIENCE);
    expect(parsed.success).toBe(false);
  });
});
