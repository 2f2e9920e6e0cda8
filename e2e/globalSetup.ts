import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ensureClientBuilt } from '../scripts/clientBuild.ts';
import { makeDataDirTemplate } from './realServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data directory every journey's server starts from a copy of (e2e/dataDirTemplate.setup.ts) */
    e2eDataDirTemplate: string;
  }
}

/** The journeys run against the production build, as `npm start` serves it, on copies of one data directory. */
export default async function setup(project: TestProject): Promise<() => void> {
  ensureClientBuilt();
  const template = await makeDataDirTemplate();
  project.provide('e2eDataDirTemplate', template);
  return () => rmSync(template, { recursive: true, force: true });
}
