/**
 * Starts the real API once for the web component tests, in Node (outside
 * jsdom, whose typed arrays the sign-in's crypto refuses), and signs two
 * people in. Tests reach it with their session cookies.
 */
import type { TestProject } from 'vitest/node';
import { getTestServer } from '../../../api/test/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test server's URL. */
    apiUrl: string;
    /** Cookie headers of two signed-in people (separate data). */
    apiCookies: string[];
  }
}

export default async function setup(project: TestProject) {
  const server = await getTestServer('sqlite');
  const people = [await server.signIn(), await server.signIn()];
  project.provide('apiUrl', server.url);
  project.provide(
    'apiCookies',
    people.map((p) => p.jar.header()),
  );
  return () => server.close();
}
