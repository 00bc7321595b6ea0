import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
export class SmtpSink {
  messages: ParsedMail[] = [];
  onMessage?: (mail: ParsedMail) => void;
  port = 0;
  private server?: SMTPServer;

  async start(port = 0) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.messages.push(mail);
            this.onMessage?.(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop() {
    // Stopped already (a test took the server down to see the outbox wait): nothing to close.
    if (!this.server) return;
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
    this.server = undefined;
  }

  to(address: string) {
    return this.messages.filter((m) => JSON.stringify(m.to).toLowerCase().includes(address.toLowerCase()));
  }

  /** Waits until a message matching the predicate arrives. */
  async waitFor(predicate: (m: ParsedMail) => boolean, timeoutMs = 10_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(predicate);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`No matching e-mail within ${timeoutMs} ms (${this.messages.length} received)`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** The first link in a message's text that contains the given path. */
export function linkIn(mail: ParsedMail, path: string): string {
  const match = (mail.text ?? '').match(new RegExp(`https?://\\S*${path.replace(/[/?]/g, '\\$&')}\\S*`));
  if (!match) throw new Error(`No ${path} link in: ${mail.text}`);
  return match[0];
}

/** A header exactly as it arrived (unfolded), e.g. List-Unsubscribe, which mailparser would restructure. */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}
