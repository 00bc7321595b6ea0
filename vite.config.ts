import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain ES module without types
import { precompress } from './scripts/precompress.mjs';
// @ts-expect-error plain ES module without types
import { buildRecord } from './scripts/build-record.mjs';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/** Packages that stand in for React (decision 0008: the client runs on React 19 itself). */
export const REACT_LOOK_ALIKES = [
  'preact',
  'preact-compat',
  '@preact',
  'inferno',
  'inferno-compat',
  'nervjs',
  'react-lite',
  'rax',
  'anujs',
  'million',
];
const lookAlike = new RegExp(
  `[\\\\/]node_modules[\\\\/](${REACT_LOOK_ALIKES.map((p) => p.replace('/', '[\\\\/]')).join('|')})[\\\\/]`,
);

/** Fails the build if a React look-alike would reach the client (an alias, or a library that brings its own). */
const reactOnly = (): Plugin => ({
  name: 'society:react-only',
  load(id) {
    if (lookAlike.test(id))
      this.error(
        `${id} would bundle a React look-alike: the client runs on react and react-dom (decision 0008)`,
      );
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [reactOnly(), react(), precompress(), buildRecord()],
  resolve: {
    alias: [
      { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src/client', import.meta.url)) },
    ],
  },
  // The server's renderer (`vite build --ssr app/entry-server.tsx`, decision 0009) is one CommonJS file with every
  // package in it: the built server, itself CommonJS, loads it with require().
  ssr: { noExternal: true },
  // React's production build in the renderer too (its packages choose by NODE_ENV when loaded).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? './dist/render' : './dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // One style sheet for the whole site: a page rendered on the server links it, and no style arrives later
    // with a page's code (26 KB in all, 7 KB compressed).
    cssCodeSplit: false,
    // Names each route module's chunk, for the modulepreload links of a page rendered on the server.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: isSsrBuild ? { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false } : {},
      onwarn(warning, warn) {
        // TanStack Query marks its modules "use client" for server components; a client bundle has no use for it.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        // An import the module does not export would be undefined at run time: stop the build.
        if (warning.code === 'IMPORT_IS_UNDEFINED') throw new Error(warning.message);
        warn(warning);
      },
    },
  },
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/pdfs': apiTarget, '/healthz': apiTarget, '/dev': apiTarget },
  },
}));
