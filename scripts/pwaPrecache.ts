/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as far as the precache needs it. */
export interface ViteManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type ViteManifest = Record<string, ViteManifestChunk>;

/** The back office's entry: its chunks stay out of the users' precache. */
export const ADMIN_ENTRY = 'src/admin/adminEntry.ts';

/** Every output file reachable from `roots` through static and dynamic imports, never passing `skip`. */
function reachableFiles(manifest: ViteManifest, roots: readonly string[], skip: ReadonlySet<string>): Set<string> {
  const seenKeys = new Set<string>();
  const files = new Set<string>();
  const pending = [...roots];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    const chunk = manifest[key];
    if (!chunk || seenKeys.has(key) || skip.has(key)) continue;
    seenKeys.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    pending.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  return files;
}

/**
 * Files only the back office loads (its entry chunk, its CSS, anything no user screen imports): users
 * never need them offline, so they are not downloaded into every phone's precache.
 */
export function adminOnlyFiles(manifest: ViteManifest): Set<string> {
  const roots = Object.keys(manifest).filter((key) => key.endsWith('.html'));
  const everything = reachableFiles(manifest, roots, new Set());
  const forUsers = reachableFiles(manifest, roots, new Set([ADMIN_ENTRY]));
  return new Set([...everything].filter((file) => !forUsers.has(file)));
}

/** Drops the admin-only files from Workbox's precache list. */
export function withoutAdminOnly<Entry extends { url: string }>(entries: readonly Entry[], manifest: ViteManifest) {
  const adminOnly = adminOnlyFiles(manifest);
  return entries.filter((entry) => !adminOnly.has(entry.url.replace(/^\//, '')));
}
