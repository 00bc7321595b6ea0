// Reads a password for a command-line script without it ever being on the command line: from a hidden prompt
// when standard input is a terminal (typed twice), else from the first line of standard input (for scripts:
// `printf '%s\n' "$PASS" | npm run admin:create -- --email E`).

import type { CommandIo } from './command-line';

type Input = NonNullable<CommandIo['stdin']>;

async function readHidden(input: Input, stderr: CommandIo['stderr'], prompt: string): Promise<string> {
  const setRawMode = (raw: boolean) => input.setRawMode?.(raw);
  stderr.write(prompt);
  setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          input.off('data', onData);
          setRawMode(false);
          input.pause();
          stderr.write('\n');
          resolve(typed);
          return;
        }
        if (ch === '\u0003') {
          setRawMode(false);
          stderr.write('\n');
          reject(new Error('cancelled'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else if (ch >= ' ') typed += ch;
      }
    };
    input.on('data', onData);
  });
}

async function readFirstLine(input: Input): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0];
}

/** The password, typed twice at a hidden prompt or read from standard input; throws when the two differ. */
export async function readPassword(io: CommandIo): Promise<string> {
  const input = io.stdin;
  if (!input) throw new Error('no password was given on standard input; nothing was changed');
  if (!input.isTTY) return readFirstLine(input);
  const first = await readHidden(input, io.stderr, 'Password (at least 8 characters, not shown): ');
  const again = await readHidden(input, io.stderr, 'The same password again: ');
  if (first !== again) throw new Error('the two passwords differ; nothing was changed');
  return first;
}
