import { build, type InlineConfig } from 'vite';

/**
 * `vite build` with the project's vite.config.ts and `config` added, as `npm run build` runs it: in production,
 * since Vitest sets NODE_ENV to 'test', which would make Vite bundle React's development build.
 */
export async function productionBuild(config: InlineConfig) {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.config.ts', ...config });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
