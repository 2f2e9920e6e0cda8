import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from './pgliteTemplate.ts';
import { createPostgresTemplate } from './testDatabases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory dump that every server test file's PGlite starts from */
    pgliteTemplateFile: string;
    /** The migrated, seeded PostgreSQL database that every server test's PostgreSQL database is copied from */
    postgresTemplate: string | undefined;
  }
}

/**
 * Makes the server tests' templates once per run (see server/testing/databaseTemplates.setup.ts): a PGlite
 * dump, and with TEST_DATABASE_URL a PostgreSQL database. Each run makes its own and drops it at the end,
 * so a changed migration or seed is always picked up and parallel runs on one server do not meet.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'pipwave-pglite-template-'));
  const file = path.join(folder, 'template.tar');
  const url = process.env.TEST_DATABASE_URL;
  const [postgres] = await Promise.all([url ? createPostgresTemplate(url) : undefined, writePgliteTemplate(file)]);
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplate', postgres?.name);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    await postgres?.drop();
  };
}
