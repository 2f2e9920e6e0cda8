import { inject } from 'vitest';
import { runBuiltServer, startDataDirsFrom } from './realServer.ts';

runBuiltServer(inject('e2eServerEntry'));
startDataDirsFrom(inject('e2eDataDirTemplate'));
