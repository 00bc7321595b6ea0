// What a build of the client or of the page renderer was built with, written beside it (`<outDir>/.vite/
// society-build.json`): `npm start` rebuilds a build that was not a production one. A development build of React
// beside the renderer's production React fails on every page ("jsxDEV is not a function"), and a build made once
// with NODE_ENV=development would otherwise stay in dist/ for every later start.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const RECORD = join('.vite', 'society-build.json');

/** The record of the build in `dir`, or undefined when there is none (a build older than the record). */
export function readBuildRecord(dir) {
  const file = join(dir, RECORD);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Adds to (or replaces) fields of the record of the build in `dir`. */
export function updateBuildRecord(dir, fields) {
  mkdirSync(join(dir, '.vite'), { recursive: true });
  writeFileSync(join(dir, RECORD), `${JSON.stringify({ ...readBuildRecord(dir), ...fields }, null, 2)}\n`);
}

/** @returns {import('vite').Plugin} the Vite plugin that writes the record once a build is written. */
export function buildRecord() {
  let outDir = '';
  let production = false;
  let mode = '';
  return {
    name: 'society:build-record',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      // The JSX transform and React's own files follow this; the renderer's `define` cannot make up for it.
      production = config.isProduction;
      mode = config.mode;
    },
    closeBundle(error) {
      if (error || !existsSync(outDir)) return;
      updateBuildRecord(outDir, {
        production,
        mode,
        nodeEnv: process.env.NODE_ENV ?? null,
        builtAt: new Date().toISOString(),
      });
    },
  };
}
