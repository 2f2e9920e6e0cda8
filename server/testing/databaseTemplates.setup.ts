import { inject } from 'vitest';
import { startPgliteDatabasesFrom, startPostgresDatabasesFrom } from './testDatabases.ts';

startPgliteDatabasesFrom(inject('pgliteTemplateFile'));
const postgresTemplate = inject('postgresTemplate');
if (postgresTemplate) startPostgresDatabasesFrom(postgresTemplate);
