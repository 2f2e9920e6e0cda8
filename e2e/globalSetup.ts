import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ensureClientBuilt } from '../scripts/clientBuild.ts';
import { makeDataDirTemplate, runBuiltServer } from './realServer.ts';
import { buildServer } from './serverBuild.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data directory every journey's server starts from a copy of (e2e/dataDirTemplate.setup.ts) */
    e2eDataDirTemplate: string;
    /** The run's one-file build of server/main.ts, which every journey's server runs (e2e/serverBuild.ts) */
    e2eServerEntry: string;
  }
}

/**
 * The journeys run against the production build, as `npm start` serves it, on copies of one data directory,
 * with the server built once for the run.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  ensureClientBuilt();
  const server = await buildServer();
  runBuiltServer(server.entry);
  let template: string;
  try {
    template = await makeDataDirTemplate();
  } catch (error) {
    rmSync(server.dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('e2eServerEntry', server.entry);
  project.provide('e2eDataDirTemplate', template);
  return () => {
    rmSync(template, { recursive: true, force: true });
    rmSync(server.dir, { recursive: true, force: true });
  };
}
