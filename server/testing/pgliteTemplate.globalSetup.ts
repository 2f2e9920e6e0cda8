import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from './pgliteTemplate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory dump that every server test file's PGlite starts from */
    pgliteTemplateFile: string;
  }
}

/** Makes the server tests' PGlite template once per run (see server/testing/pgliteTemplate.setup.ts). */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'pipwave-pglite-template-'));
  const file = path.join(folder, 'template.tar');
  await writePgliteTemplate(file);
  project.provide('pgliteTemplateFile', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
