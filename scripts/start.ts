import { ensureClientBuilt } from './clientBuild.ts';

// `npm start`: build the app when needed, then serve it and the API (server/main.ts reads the environment).
ensureClientBuilt();
await import('../server/main.ts');
