import { describe, expect, it } from 'vitest';
import { setupAddressBlock } from './setup-notice';

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';

describe('the set-up address printed at a start with no administrator', () => {
  it('prints the address at the public address on a line of its own, its hour, and the other ways in', () => {
    const block = setupAddressBlock({
      publicUrl: 'https://golf.oldboys.org.uk',
      localUrl: 'http://localhost:3000',
      token,
      expiresAt: '2026-11-28T10:15:30.000Z',
    });
    const lines = block.split('\n');
    expect(lines).toContain(`    https://golf.oldboys.org.uk/setup/${token}`);
    expect(block).toContain('once, before 10:15 UTC');
    expect(block).toContain(`On the server itself it is also http://localhost:3000/setup/${token}`);
    expect(block).toContain('the earlier one stops working');
    expect(block).toContain('npm run admin:create -- --email you@example.org');
    // Nothing wider than a terminal's 120 columns but the address itself.
    for (const line of lines.filter((l) => !l.includes(token))) expect(line.length).toBeLessThanOrEqual(120);
  });

  it('names the address once when the public address is the machine itself', () => {
    const block = setupAddressBlock({
      publicUrl: 'http://localhost:3000',
      localUrl: 'http://localhost:3000',
      token,
      expiresAt: '2026-11-28T10:15:30.000Z',
    });
    expect(block.split(token)).toHaveLength(2);
    expect(block).toContain(`    http://localhost:3000/setup/${token}`);
  });
});
