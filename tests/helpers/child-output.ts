// What a child process (a server, Caddy, a command) has written, and a wait for a line in it: the wait wakes on
// each piece of output and ends at the deadline or when the child ends, so no test sleeps for a fixed time.
import type { ChildProcess } from 'node:child_process';

export interface ChildOutput {
  stdout: () => string;
  stderr: () => string;
  /** Both, in the order they came. */
  all: () => string;
  /** The exit code (null after a signal). */
  exited: Promise<number | null>;
  /** Waits until `pattern` matches the output of `stream` (both by default); fails if the child ends first. */
  waitFor: (
    pattern: RegExp,
    opts?: { timeoutMs?: number; stream?: 'stdout' | 'stderr' | 'all' },
  ) => Promise<RegExpExecArray>;
}

export function watchOutput(child: ChildProcess): ChildOutput {
  const text = { stdout: '', stderr: '', all: '' };
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  let ended = false;
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stdout?.on('data', (d: string) => {
    text.stdout += d;
    text.all += d;
    notify();
  });
  child.stderr?.on('data', (d: string) => {
    text.stderr += d;
    text.all += d;
    notify();
  });
  // 'close' comes once the output streams have ended too, so nothing written before the exit is missed.
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      ended = true;
      resolve(code);
      notify();
    }),
  );
  const waitFor: ChildOutput['waitFor'] = (pattern, { timeoutMs = 60_000, stream = 'all' } = {}) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(text[stream]);
        if (match) finish(() => resolve(match));
        else if (ended)
          finish(() => reject(new Error(`the process ended before ${pattern} was written:\n${text.all}`)));
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${text.all}`))),
        timeoutMs,
      );
      const finish = (then: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        then();
      };
      listeners.add(check);
      check();
    });
  return {
    stdout: () => text.stdout,
    stderr: () => text.stderr,
    all: () => text.all,
    exited,
    waitFor,
  };
}
