// What runs in a member's browser, read from the built JavaScript (decision 0008): React 19's react-dom, production
// build, and no React look-alike.

/**
 * react-dom hands React DevTools an object naming the renderer, its version and its build (bundleType 0 is the
 * production build, 1 the development build); minifiers keep its keys and strings.
 */
const REACT_DOM =
  /bundleType:\s*(\d),\s*version:\s*["'`]([\d.]+)["'`],\s*rendererPackageName:\s*["'`]react-dom["'`]/;

/** Preact's virtual node, in every build of Preact 10 and 11 (its mangled keys are part of its plug-in API). */
const PREACT_VNODE = /__k:\s*null,\s*__:\s*null,\s*__b:\s*0,\s*__e:\s*null/;

export interface ClientRuntime {
  /** The react-dom version found, if any. */
  reactDomVersion: string | null;
  /** True when that react-dom is its production build. */
  reactDomProduction: boolean;
  /** The files that hold Preact's virtual node. */
  preactFiles: string[];
}

export function readClientRuntime(files: { name: string; code: string }[]): ClientRuntime {
  const runtime: ClientRuntime = { reactDomVersion: null, reactDomProduction: false, preactFiles: [] };
  for (const { name, code } of files) {
    const dom = REACT_DOM.exec(code);
    if (dom) {
      runtime.reactDomVersion = dom[2];
      runtime.reactDomProduction = dom[1] === '0';
    }
    if (PREACT_VNODE.test(code)) runtime.preactFiles.push(name);
  }
  return runtime;
}

/** Vite's build manifest: each source module's chunk and the chunks it imports. */
export type BuildManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

/** The manifest's keys of the chunks a module loads before it runs: its own and every chunk it imports. */
export function keysLoadedBy(manifest: BuildManifest, module: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(module);
  return [...seen];
}

/** The files a module's chunk loads before it runs: its own and every chunk it imports, however deep. */
export function filesLoadedBy(manifest: BuildManifest, module: string): string[] {
  return keysLoadedBy(manifest, module).map((key) => manifest[key].file);
}

/** Zod 4 names each schema class in a string minifiers keep. */
export const holdsZod = (code: string) => /["'`]ZodObject["'`]/.test(code);

/** Whether a built file holds libphonenumber-js's metadata (its key for the calling codes survives minifying). */
export const holdsPhoneMetadata = (code: string) => /["'`]?country_calling_codes["'`]?\s*:/.test(code);

/** React Hook Form names its form context for React DevTools, in a string minifiers keep. */
export const holdsReactHookForm = (code: string) => /["'`]HookFormContext["'`]/.test(code);
