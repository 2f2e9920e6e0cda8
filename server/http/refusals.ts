import type { Result } from '../refusal.ts';
import { HttpRefusal } from './envelope.ts';

/** The value of a domain result, or its refusal thrown as the envelope's code and translated message. */
export function valueOrRefuse<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  const { code, key, params } = result.refusal;
  throw new HttpRefusal(code, key, params);
}
