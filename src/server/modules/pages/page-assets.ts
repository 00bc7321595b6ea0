import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The script files a page's route modules need (Vite's manifest, dist/client/.vite/manifest.json), less what the
 * entry script loads anyway: linked as modulepreload, they arrive beside the entry instead of after it.
 */
export function routeAssets(clientDir: string | undefined): (modules: string[]) => string[] {
  const file = clientDir ? join(clientDir, '.vite', 'manifest.json') : undefined;
  if (!file || !existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entry);
  const cache = new Map<string, string[]>();
  return (modules) => {
    const key = modules.join(' ');
    let files = cache.get(key);
    if (!files) {
      const needed = new Set<string>();
      for (const module of modules) collect(module, needed);
      files = [...needed].filter((f) => !entry.has(f)).map((f) => `/${f}`);
      cache.set(key, files);
    }
    return files;
  };
}
