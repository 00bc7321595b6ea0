import { parseArgs, type ParseArgsConfig } from 'node:util';
import { emailField } from '@shared/schemas/member-fields';
import { ConfigError, loadConfig, loadDotEnv, type Config } from '../config';

/** Prints `message` to standard error and ends the command with status 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The command's arguments; on a parser complaint, the complaint and `usage`, and status 1. */
export function argsOrUsage<T extends ParseArgsConfig>(config: T, usage: string) {
  try {
    return parseArgs(config);
  } catch (err) {
    return fail(`${(err as Error).message}\n${usage}`);
  }
}

/** The site's settings (.env, then the environment), as the server reads them; a wrong one ends the command. */
export function configOrFail(): Config {
  try {
    loadDotEnv();
    return loadConfig();
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
