import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_LOOK } from './layout/compose-mail';
import { CREST_CID, inlineImagesFor } from './layout/inline-images';
import { DEMO_DATA, mailSamples } from './mail-samples';

const settings = {
  societyName: 'Old Boys <Golf> & "Country" Society',
  publicUrl: 'https://golf.example.org',
  contactEmail: 'secretary@golf.example.org',
  look: DEFAULT_MAIL_LOOK,
};
const hostile = {
  ...DEMO_DATA,
  firstName: `<img src=x onerror="alert(1)">`,
  lastName: `O'Brien & <b>Sons</b>`,
  email: `a"b&c@example.org`,
  event: `Spring <script>alert('x')</script> Meeting`,
  location: `Walton "Heath" & <i>Co</i>`,
};
const samples = mailSamples(settings, hostile);
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Messages that carry no member's text by design (sent to an address that is not the member's own). */
const NO_MEMBER_TEXT = new Set(['email-address-in-use', 'test-message']);

describe('every e-mail the site sends', () => {
  it('has a sample of each message type (one per file in messages/)', () => {
    const messageFiles = readdirSync(new URL('./messages/', import.meta.url))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(samples.map((s) => s.name).sort()).toEqual(messageFiles.sort());
  });

  describe.each(samples)('$name', ({ name, mail }) => {
    it('says in its subject what it is and who it is from', () => {
      expect(mail.subject.endsWith(` – ${settings.societyName}`)).toBe(true);
      expect(mail.subject.length).toBeGreaterThan(settings.societyName.length + 10);
    });

    it('has one button (a reminder: its two answers) whose link is a real address under PUBLIC_URL, written out in the text part too', () => {
      const buttons = [...mail.html.matchAll(/<a href="([^"]+)" class="button"/g)];
      const answers: Record<string, number> = {
        'fixture-reminder': 2,
        'competition-poll': 3,
        'competition-place-offered': 2,
      };
      expect(buttons).toHaveLength(answers[name] ?? 1);
      expect(mail.html).toContain(`class="link" style="color:#0b4f8a;text-decoration-line:none;`);
      const notes = mail.html.split('copy this address').slice(1);
      expect(notes).toHaveLength(buttons.length);
      buttons.forEach((button, i) => {
        const link = decode(button[1]);
        const url = new URL(link);
        expect(url.origin).toBe(settings.publicUrl);
        expect(link.startsWith(`${settings.publicUrl}/`)).toBe(true);
        expect(mail.text).toContain(`\n${link}\n`);
        // Written out below the button for mail programs that block it.
        expect(mail.html.split(button[1]).length).toBe(3); // button href, link href
        const written = /<a href="[^"]+" class="link" style="([^"]*)"[^>]*>((?:(?!<\/a>).)*)<\/a>/.exec(
          notes[i],
        )!;
        expect(decode(written[2].replace(/<wbr\/?>/g, ''))).toBe(link);
      });
    });

    it('lets the written-out address break on a phone, in Gmail and Outlook too', () => {
      const start = mail.html.indexOf('copy this address');
      const written = /<a href="[^"]+" class="link" style="([^"]*)"[^>]*>((?:(?!<\/a>).)*)<\/a>/.exec(
        mail.html.slice(start),
      )!;
      // Gmail ignores overflow-wrap but keeps word-break; break opportunities (<wbr>) serve the programs that
      // keep neither, and copying the address copies no extra character.
      expect(written[1]).toContain('word-break:break-all');
      expect(written[1]).toContain('overflow-wrap:anywhere');
      const runs = written[2].split(/<wbr\/?>/).map(decode);
      expect(runs.length).toBeGreaterThan(1);
      for (const run of runs) expect(run.length).toBeLessThanOrEqual(24);
    });

    // The test message (npm run mail:test) is about no member and carries not even the society's name to escape.
    it.skipIf(name === 'test-message')('escapes every piece of member text in the HTML', () => {
      expect(mail.html).not.toMatch(/<(script|b|i)>|<img src=x/);
      expect(mail.html).toContain('Old Boys &lt;Golf&gt; &amp; &quot;Country&quot; Society');
      const member = /&lt;img src=x onerror=&quot;alert\(1\)&quot;&gt;|&lt;script&gt;/;
      if (!NO_MEMBER_TEXT.has(name)) expect(mail.html).toMatch(member);
    });

    it.skipIf(NO_MEMBER_TEXT.has(name))('keeps member text as it is in the text part', () => {
      expect(mail.text).toMatch(
        /<img src=x onerror="alert\(1\)">|Spring <script>alert\('x'\)<\/script> Meeting/,
      );
      expect(mail.text).toContain(`Questions? Write to ${settings.contactEmail}`);
      expect(mail.text).not.toMatch(/&(amp|lt|gt|quot);/);
    });

    it('loads nothing from elsewhere and runs nothing', () => {
      const sources = [...mail.html.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)].map((m) => m[1]);
      expect(sources).toEqual([`cid:${CREST_CID}`]);
      expect(mail.html).not.toMatch(/<script|<link|<iframe|<object|url\(|@import|javascript:/i);
      const tags = mail.html.match(/<[a-z][^>]*>/gi) ?? [];
      expect(tags.filter((tag) => /\son[a-z]+=/i.test(tag))).toEqual([]);
    });

    it('uses type of at least 16 px in a sans-serif stack', () => {
      const sizes = [...mail.html.matchAll(/font-size:(\d+)px/g)].map((m) => Number(m[1]));
      expect(sizes.length).toBeGreaterThan(3);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(16);
      expect(mail.html).toMatch(/font-family:system-ui[^"]*sans-serif/);
    });

    it('names the contact address and why the reader gets it in the footer', () => {
      expect(mail.html).toContain(`href="mailto:${settings.contactEmail}"`);
      expect(mail.html).toContain('You are receiving this e-mail because');
      expect(mail.text).toContain('You are receiving this e-mail because');
    });

    it('is under 100 KB with its crest', () => {
      const { attachments } = inlineImagesFor(mail.html, 'golf.example.org');
      expect(attachments).toHaveLength(1);
      const bytes =
        Buffer.byteLength(mail.html) +
        Buffer.byteLength(mail.text) +
        Math.ceil((attachments[0].content.length * 4) / 3);
      expect(bytes).toBeLessThan(100 * 1024);
    });
  });
});
