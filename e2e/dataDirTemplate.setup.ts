import { inject } from 'vitest';
import { startDataDirsFrom } from './realServer.ts';

startDataDirsFrom(inject('e2eDataDirTemplate'));
