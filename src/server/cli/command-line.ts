import { parseArgs, type ParseArgsConfig } from 'node:util';

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
