// Runs a command-line tool's `run…` function inside the test's process, as its command file would run it, with an
// environment of the test's own and its output kept; and, once per tool, the command file itself in a Node of its
// own (the spawned smoke test), for what only a real process shows: its arguments, standard input and exit status.
import { execFile } from 'node:child_process';
import { Readable } from 'node:stream';
import type { CommandIo } from '../../src/server/cli/command-line';

export interface CommandResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs `run` with this environment and, when given, this text on standard input (a pipe, not a terminal). */
export async function runInProcess(
  run: (io: CommandIo) => Promise<number>,
  env: Record<string, string>,
  input?: string,
): Promise<CommandResult> {
  let stdout = '';
  let stderr = '';
  const status = await run({
    env,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    stdin: input === undefined ? undefined : Readable.from([input]),
  });
  return { status, stdout, stderr };
}

/**
 * Runs a command file (`src/server/cli/…`) in a Node of its own, as `npm run` does, without blocking this process
 * (whose SMTP sink or database may need to answer meanwhile).
 */
export function runCommandFile(
  file: string,
  args: string[],
  env: Record<string, string>,
  input?: string,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', file, ...args],
      // The tool's own settings only: the test's environment would bring its own DATABASE_URL and the like.
      { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' },
      (err, stdout, stderr) =>
        resolve({ status: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin!.end(input ?? '');
  });
}
