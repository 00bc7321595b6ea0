// Zod 4 compiles object parsers with `new Function` when it may, and finds out by trying: under the site's
// Content-Security-Policy (no 'unsafe-eval') the try is refused and reported as a violation in the browser. Zod reads
// its settings from this global when it first loads (in a chunk of its own, later than this module): it parses
// without compiling, and never tries.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= { jitless: true };
