/**
 * A person of their own for a component test file: signed in through the real
 * sign-in flow against the web tests' API server, so no other test file can
 * touch their journal, analyses or lessons. The returned API has the shape the
 * analyser's test helpers use (`withApi`).
 */
import { inject } from 'vitest';
import { signIn } from '../../../api/test/sign-in';
import { apiAs, type ScreenApi } from '../analyser/test-api';

/** Signs a new person in and returns the API as they see it, recording every request the UI makes. */
export async function freshPerson(label: string): Promise<ScreenApi> {
  const url = inject('apiUrl');
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const person = await signIn(url, { email: `${label}-${stamp}@example.test`, name: `${label} Tester` });
  return apiAs(url, person.jar.header());
}
