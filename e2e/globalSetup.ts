import { ensureClientBuilt } from '../scripts/clientBuild.ts';

/** The journeys run against the production build, as `npm start` serves it. */
export default function setup(): void {
  ensureClientBuilt();
}
