import { inject } from 'vitest';
import { startPgliteDatabasesFrom } from './testDatabases.ts';

startPgliteDatabasesFrom(inject('pgliteTemplateFile'));
