import { parseArgs, type ParseArgsConfig } from 'node:util';
import { emailField } from '@shared/schemas/member-fields';
import { ConfigError, loadConfig, type Config } from '../config';

/**
 * What a command works with besides its arguments: the environment it reads its settings from, where it writes,
 * and where a password may be piped in. The command files pass the process's own; the tests pass their own, so a
 * command runs inside the test's process and its output is read without starting another Node.
 */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  stdin?: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
}

/** The command's own process: its environment and standard streams. */
export const processIo = (): CommandIo => ({
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
});

/** A reason the command stops; its message is printed to standard error and the command ends with status 1. */
export class CommandFailure extends Error {}

/** Stops the command: `message` on standard error, status 1. */
export function fail(message: string): never {
  throw new CommandFailure(message);
}

/** Runs a command's body; a failure (or anything thrown) is printed to standard error. Answers the exit status. */
export async function runCommand(io: CommandIo, body: () => Promise<number | void>): Promise<number> {
  try {
    return (await body()) ?? 0;
  } catch (err) {
    io.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}

/** The command's arguments; on a parser complaint, the complaint and `usage`, and status 1. */
export function argsOrUsage<T extends Omit<ParseArgsConfig, 'args'>>(
  config: T,
  args: string[],
  usage: string,
) {
  try {
    return parseArgs({ ...config, args });
  } catch (err) {
    return fail(`${(err as Error).message}\n${usage}`);
  }
}

/** The site's settings from `env`, as the server reads them; a wrong one ends the command. */
export function configOrFail(env: NodeJS.ProcessEnv): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    return fail(err instanceof ConfigError ? err.message : String(err));
  }
}

/** An e-mail address given as `--name`, checked as every form checks one; missing or wrong ends the command. */
export function emailArgOrFail(value: string | undefined, name: string, usage: string): string {
  if (value === undefined) fail(usage);
  const email = emailField.safeParse(value);
  if (!email.success) fail(`--${name}: ${email.error.issues[0].message}`);
  return email.data;
}
