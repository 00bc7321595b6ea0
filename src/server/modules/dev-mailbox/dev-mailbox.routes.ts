import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withDataImages } from '../mail/layout/inline-images';
import { mailSamples } from '../mail/mail-samples';
import { messageHtml, recentMessages } from './dev-mailbox.service';
import { isLoopbackHost } from '../../config';
import { mailSettings } from '../../lib/deps';
import { MESSAGE_CSP, PAGE_CSP, previewPage } from './preview-page';

const sendHtml = (reply: FastifyReply, csp: string, html: string) =>
  reply
    .header('content-security-policy', csp)
    // A message is shown in a frame of the mailbox page (frame-ancestors 'self'); the pages themselves are never framed.
    .header('x-frame-options', csp === MESSAGE_CSP ? 'SAMEORIGIN' : 'DENY')
    .type('text/html; charset=utf-8')
    .send(html);

/** The name in a Host header, without its port ('[::1]:4200' gives '::1'). */
const hostName = (host: string) => {
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(host);
  return bracketed ? bracketed[1] : host.replace(/:\d*$/, '');
};

/**
 * Whether a request came to this machine directly from this machine. The server listens on loopback only outside
 * production, but a proxy on the same machine (Caddy before an operator forgot NODE_ENV=production) would still
 * carry a stranger's request here: it adds X-Forwarded-For or Forwarded, and passes on the site's own Host.
 */
export const isDirectLocalRequest = (headers: Record<string, string | string[] | undefined>) =>
  headers['x-forwarded-for'] === undefined &&
  headers['forwarded'] === undefined &&
  headers['x-real-ip'] === undefined &&
  typeof headers.host === 'string' &&
  isLoopbackHost(hostName(headers.host).toLowerCase());

/**
 * Development only (not registered in production): the messages in the outbox, readable in a browser without an
 * SMTP server (/dev/mailbox), and one sample of every message type with demo data (/dev/mail-samples).
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // As if the routes did not exist, so nothing tells a visitor through a proxy that they are there.
  app.addHook('onRequest', async (request, reply) => {
    if (!isDirectLocalRequest(request.headers))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });

  // The samples as the society's settings now are.
  const settings = () => mailSettings(app.deps);

  app.get('/dev/mailbox', { config: { access: 'public' } }, async (_request, reply) => {
    const messages = await recentMessages(app.db);
    const items = messages.map((m) => ({
      subject: m.subject,
      about: `To: ${m.to_address} · ${m.created_at} · ${m.status}`,
      text: m.text_body,
      htmlPath: m.html_body ? `/dev/mailbox/${m.id}/html` : null,
    }));
    const intro = 'The newest 50 messages in the outbox. <a href="/dev/mail-samples">One of every kind</a>.';
    return sendHtml(reply, PAGE_CSP, previewPage('Development mailbox', intro, items));
  });

  app.get(
    '/dev/mailbox/:id/html',
    {
      config: { access: 'public' },
      schema: { params: z.object({ id: z.coerce.number().int().positive() }) },
    },
    async (request, reply) => {
      const row = await messageHtml(app.db, request.params.id);
      if (!row?.html_body) return reply.code(404).type('text/plain; charset=utf-8').send('No such message');
      return sendHtml(reply, MESSAGE_CSP, withDataImages(row.html_body));
    },
  );

  app.get('/dev/mail-samples', { config: { access: 'public' } }, async (_request, reply) => {
    const items = mailSamples(settings()).map((s) => ({
      subject: s.mail.subject,
      about: `${s.name}: ${s.when}`,
      text: s.mail.text,
      htmlPath: `/dev/mail-samples/${s.name}/html`,
    }));
    const intro =
      'One of every message the site sends, with demo data. <a href="/dev/mailbox">The messages in the outbox</a>.';
    return sendHtml(reply, PAGE_CSP, previewPage('E-mail samples', intro, items));
  });

  app.get(
    '/dev/mail-samples/:name/html',
    { config: { access: 'public' }, schema: { params: z.object({ name: z.string().max(60) }) } },
    async (request, reply) => {
      const sample = mailSamples(settings()).find((s) => s.name === request.params.name);
      if (!sample) return reply.code(404).type('text/plain; charset=utf-8').send('No such sample');
      return sendHtml(reply, MESSAGE_CSP, withDataImages(sample.mail.html));
    },
  );
};
