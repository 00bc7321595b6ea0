import { describe, expect } from 'vitest';
import { registration } from '../helpers/account-helpers';
import { harnessWith } from '../helpers/harness';
import { failedMessage } from '../helpers/outbox';
import { linkIn, rawHeader } from '../helpers/smtp-sink';
import { mailSamples } from '../../src/server/modules/mail/mail-samples';
import { DEFAULT_MAIL_LOOK } from '../../src/server/modules/mail/layout/compose-mail';

const test = harnessWith({
  env: { SOCIETY_NAME: 'Old Boys Golf Society', CONTACT_EMAIL: 'secretary@society.example' },
});

describe('e-mails through the outbox and SMTP', () => {
  test('arrive in the one layout: subject, button, link written out, crest attached inline, footer', async ({
    visitor,
    mail,
  }) => {
    const email = `layout.${Date.now()}@example.com`;
    expect(
      (await visitor.post('/api/account/register', registration({ email, firstName: 'Alan <&> "Al"' })))
        .status,
    ).toBe(200);
    const message = await mail.waitFor({ to: email });
    expect(message.subject).toBe('Confirm your e-mail address – Old Boys Golf Society');
    const link = linkIn(message, '/confirmemail');
    expect(link.startsWith('http://localhost:3000/confirmemail?email=')).toBe(true);
    const html = String(message.html);
    expect(html).toContain(`class="button"`);
    expect(html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('Dear Alan &lt;&amp;&gt; &quot;Al&quot;,');
    expect(message.text).toContain('Dear Alan <&> "Al",');
    // mailparser swaps the cid: reference for the attachment's data, as a mail program shows it.
    expect(html).toMatch(/<img [^>]*src="data:image\/png;base64,/);
    const crest = message.attachments.find((a) => a.cid?.startsWith('crest.'));
    expect(crest?.contentType).toBe('image/png');
    expect(crest?.content.subarray(1, 4).toString()).toBe('PNG');
    expect(html).toContain('href="mailto:secretary@society.example"');
    expect(message.text).toContain('Questions? Write to secretary@society.example');
  });
});

describe('development previews', () => {
  test('lists one sample of every message type, each HTML in a sandboxed frame beside its text', async ({
    visitor,
  }) => {
    const res = await visitor.get('/dev/mail-samples');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const frames = res.text.match(/<iframe sandbox="" [^>]*src="\/dev\/mail-samples\/[a-z-]+\/html"/g) ?? [];
    const sampleCount = mailSamples({
      societyName: 'S',
      publicUrl: 'http://s.example',
      contactEmail: 'c@s.example',
      look: DEFAULT_MAIL_LOOK,
    }).length;
    expect(frames).toHaveLength(sampleCount);
    expect(res.text).toContain('Confirm your e-mail address – Old Boys Golf Society');
    expect(res.text).toContain('Questions? Write to secretary@society.example');
  });

  test('serves a sample HTML with its crest inline, under a policy that runs nothing', async ({
    visitor,
  }) => {
    const res = await visitor.get('/dev/mail-samples/password-reset/html');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('sandbox');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(csp).not.toContain('script-src');
    expect(res.text).toContain('src="data:image/png;base64,');
    expect(res.text).not.toContain('cid:');
    expect((await visitor.get('/dev/mail-samples/no-such-message/html')).status).toBe(404);
  });

  test('shows the outbox with each message in a frame, and 404 for a message that is not there', async ({
    db,
    visitor,
  }) => {
    // A message the worker leaves alone (given up on), with its HTML kept: a sent confirmation's is blanked.
    const kept = await failedMessage(db, {
      to_address: 'frame@society.example',
      subject: 'Framed message',
      text_body: 'Framed',
      html_body: '<p>Confirm your e-mail address (a kept copy)</p>',
    });
    const page = await visitor.get('/dev/mailbox');
    expect(page.status).toBe(200);
    // The frame of that message, wherever the list puts it.
    const path = `/dev/mailbox/${kept}/html`;
    expect(page.text).toContain(`src="${path}"`);
    const html = await visitor.get(path);
    expect(html.status).toBe(200);
    expect(html.text).toContain('Confirm your e-mail address');
    expect((await visitor.get('/dev/mailbox/999999/html')).status).toBe(404);
    expect((await visitor.get('/dev/mailbox/abc/html')).status).toBe(400);
  });

  test('give each message a crest of its own Content-ID, and mark every message as sent automatically', async ({
    visitor,
    mail,
  }) => {
    const emails = [1, 2].map((n) => `cid${n}.${Date.now()}@example.com`);
    for (const email of emails)
      expect(
        (await visitor.post('/api/account/register', registration({ email, firstName: 'Alan <&> "Al"' })))
          .status,
      ).toBe(200);
    const mails = await Promise.all(emails.map((email) => mail.waitFor({ to: email })));
    const cids = mails.map((m) => m.attachments.find((a) => a.contentType === 'image/png')?.cid);
    // RFC 2045 §7 and RFC 2392: a Content-ID is unique in the world, so never the same in two messages.
    for (const cid of cids) expect(cid).toMatch(/^crest\.[0-9a-f-]{36}@[\w.-]+$/);
    expect(cids[0]).not.toBe(cids[1]);
    for (const message of mails) {
      // The picture is still found by the HTML (mailparser swaps a matching cid: for its data).
      expect(String(message.html)).toMatch(/<img [^>]*src="data:image\/png;base64,/);
      expect(String(message.html)).not.toContain('cid:');
      // RFC 3834: out-of-office replies are not sent back to an automatic message.
      expect(rawHeader(message, 'Auto-Submitted')).toBe('auto-generated');
    }
  });
});
