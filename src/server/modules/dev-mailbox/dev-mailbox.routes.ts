import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRecent } from '../mail/outbox.repository';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const linkify = (s: string) => escape(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** Development only: the messages in the outbox, readable in a browser without an SMTP server. */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/mailbox', { config: { access: 'public' } }, async (_request, reply) => {
    const messages = await listRecent(app.db, 50);
    const items = messages
      .map(
        (m) =>
          `<article><h2>${escape(m.subject)}</h2><p>To: ${escape(m.to_address)} · ${escape(m.created_at)} · ${escape(m.status)}</p><pre>${linkify(m.text_body)}</pre></article>`,
      )
      .join('<hr>');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Development mailbox</title></head><body><h1>Development mailbox</h1>${items || '<p>No messages yet.</p>'}</body></html>`,
      );
  });
};
