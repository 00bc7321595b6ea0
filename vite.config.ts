import { defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain ES module without types
import { precompress } from './scripts/precompress.mjs';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/**
 * The client runs on Preact through its React compatibility layer (decision 0005): the code, React Router,
 * TanStack Query and React Hook Form import `react`, and the build hands them `preact/compat`. Exact matches, so
 * that an import this list misses fails the guard below instead of bundling React quietly.
 */
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
];

/** Fails the build if React itself would reach the client (an import the aliases above do not cover). */
const noReact = (): Plugin => ({
  name: 'society:no-react',
  load(id) {
    if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id))
      this.error(`${id} would bundle React: alias that import to preact/compat in vite.config.ts`);
  },
});

export default defineConfig({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [noReact(), precompress()],
  resolve: {
    alias: [
      ...preactCompat,
      { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src/client', import.meta.url)) },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      onwarn(warning, warn) {
        // TanStack Query marks its modules "use client" for server components; a client bundle has no use for it.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        if (warning.code === 'IMPORT_IS_UNDEFINED') {
          // React Router reads React.useOptimistic when it exists and falls back when not, as under Preact.
          if (warning.message.includes('`useOptimistic`') && warning.message.includes('react-router')) return;
          // Any other React API that preact/compat lacks would be undefined at run time: stop the build.
          throw new Error(warning.message);
        }
        warn(warning);
      },
    },
  },
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/pdfs': apiTarget, '/healthz': apiTarget, '/dev': apiTarget },
  },
});
