import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import { isoIn, nowIso } from '../lib/clock';
import { inlineImagesFor, mailDomain } from '../modules/mail/layout/inline-images';
import * as outbox from '../modules/mail/outbox.repository';
import { runOnceAcrossProcesses } from '../lib/job-lock.repository';
import type { MailAttachment } from '../modules/mail/outbox.repository';

export interface Mailer {
  /** Asks the worker to look at the outbox now (the plugin does so after each request that queued mail). */
  kick(): void;
  /** Sends everything due; resolves when this pass is over. */
  drain(): Promise<void>;
}

const MAX_ATTEMPTS = 12;
const BATCH = 20;

/**
 * The outbox worker: every message is a row first, then sent through SMTP_URL with retries and backoff.
 * Without SMTP_URL messages stay in the outbox (the development mailbox shows them).
 */
export const mailOutboxPlugin = fp<{ retryBaseMs?: number }>(
  async (app, opts) => {
    const retryBaseMs = opts.retryBaseMs ?? 5_000;
    const smtpUrl = app.config.smtpUrl;
    // nodemailer is loaded, and the SMTP transport made, when the first message is due: a site whose outbox
    // is empty never pays for it.
    let transport: Transporter | null = null;
    const getTransport = async (url: string) => {
      if (!transport) {
        const { default: nodemailer } = await import('nodemailer');
        // One SMTP connection kept open and reused: an announcement's messages do not each pay for a new one.
        transport ??= nodemailer.createTransport(
          { url, pool: true, maxConnections: 1, maxMessages: 500 },
          { from: app.config.mailFrom },
        );
      }
      return transport;
    };
    // A steady rate (MAIL_PER_SECOND): an announcement to every member goes out evenly, never in one burst.
    const gapMs = 1000 / app.config.mailPerSecond;
    const domain = mailDomain(app.config.mailFrom);
    let nextSendAt = 0;
    const pace = async () => {
      const wait = nextSendAt - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      nextSendAt = Math.max(Date.now(), nextSendAt) + gapMs;
    };
    let running: Promise<void> | null = null;
    let again = false;
    let stopped = false;

    async function pass() {
      if (!smtpUrl) return;
      const due = await outbox.listDue(app.db, nowIso(), BATCH);
      if (due.length === 0) return;
      const sender = await getTransport(smtpUrl);
      for (const m of due) {
        if (stopped) return;
        if (!(await outbox.claim(app.db, m.id, nowIso(), isoIn(120_000)))) continue;
        try {
          await pace();
          const inline = inlineImagesFor(m.html_body, domain);
          await sender.sendMail({
            from: app.config.mailFrom,
            to: m.to_address,
            subject: m.subject,
            text: m.text_body,
            html: inline.html,
            headers: {
              // Every message is written by the site, not a person at a mail program: out-of-office and other
              // automatic replies are not sent back to it (RFC 3834).
              'Auto-Submitted': 'auto-generated',
              ...(m.headers_json ? (JSON.parse(m.headers_json) as Record<string, string>) : {}),
            },
            attachments: [
              ...inline.attachments,
              ...(m.attachments_json ? (JSON.parse(m.attachments_json) as MailAttachment[]) : []),
            ],
          });
          await outbox.markSent(app.db, m.id, nowIso());
        } catch (err) {
          const attempts = m.attempts + 1;
          const delay = Math.min(retryBaseMs * 2 ** (attempts - 1), 3_600_000);
          const message = err instanceof Error ? err.message : String(err);
          await outbox.markFailedAttempt(app.db, m.id, message, isoIn(delay), attempts >= MAX_ATTEMPTS);
          app.log.warn({ mailId: m.id, attempts }, 'mail not sent yet; will retry');
        }
      }
      if (due.length === BATCH) again = true;
    }

    function drain(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          try {
            // One process sends at a time (decision 0052): the pace of MAIL_PER_SECOND holds for the site, and a
            // message claimed by one is never sent by the other.
            await runOnceAcrossProcesses(app.db, app.dialect, 'mail outbox', undefined, pass);
          } catch (err) {
            if (!stopped) app.log.error({ err }, 'mail worker pass failed');
          }
        } while (again && !stopped);
      })().finally(() => {
        running = null;
      });
      return running;
    }

    const mailer: Mailer = {
      kick: () => {
        if (!smtpUrl) {
          app.log.info('mail queued in the outbox (no SMTP_URL: see /dev/mailbox outside production)');
          return;
        }
        void drain();
      },
      drain,
    };
    app.decorate('mailer', mailer);

    // The one place a request starts the mailer: after any answer whose work queued mail (its transaction has
    // committed by then). Work outside a request (scheduled reminders, forgot-password's work after its answer)
    // kicks when it is done.
    let seen = outbox.queuedSoFar();
    app.addHook('onResponse', async () => {
      const now = outbox.queuedSoFar();
      if (now === seen) return;
      seen = now;
      mailer.kick();
    });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (smtpUrl) timer = setInterval(() => void drain(), app.config.mailPollMs);
    });
    app.addHook('preClose', async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      if (running) await running.catch(() => undefined);
      transport?.close();
    });
  },
  { name: 'mail-outbox', dependencies: ['db'] },
);
