import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@': fileURLToPath(new URL('./src/client', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files build their own app and database, and mostly wait on sockets and disks: three at a time, sharing
    // the loaded modules (each file still gets fresh state from its own setup), runs the suite three times faster
    // on two cores.
    maxWorkers: 3,
    isolate: false,
  },
});
