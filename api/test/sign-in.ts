/** Signs in through the real authorization-code flow: /api/login → provider sign-in page → form → back to the app. */
import { CookieJar, fetchWithJar, followRedirects } from './cookie-jar';

/** A signed-in client of the app. */
export interface SignedInClient {
  jar: CookieJar;
  /** URLs visited during sign-in. */
  hops: string[];
  /** Sends a request with the session cookie and the app's Origin; JSON bodies are encoded. */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** Fills the provider's sign-in form (inputs `email` and `name`) and follows the flow back to the app (to `returnTo`, when given). */
export async function signIn(
  baseUrl: string,
  person: { email: string; name: string },
  options: { returnTo?: string } = {},
): Promise<SignedInClient> {
  const jar = new CookieJar();
  const login =
    options.returnTo === undefined ? '/api/login' : `/api/login?returnTo=${encodeURIComponent(options.returnTo)}`;
  const first = await followRedirects(jar, `${baseUrl}${login}`);
  const page = await first.response.text();
  if (first.response.status !== 200 || !/name="email"/.test(page) || !/name="name"/.test(page)) {
    throw new Error(`No sign-in form at ${first.hops.at(-1)} (${first.response.status})`);
  }
  const action = /<form method="post" action="([^"]+)"/.exec(page)![1]!.replace(/&#38;/g, '&');
  const formUrl = new URL(action, first.hops.at(-1)).href;
  const posted = await fetchWithJar(jar, formUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(person).toString(),
  });
  if (posted.status < 300 || posted.status >= 400)
    throw new Error(`Sign-in form answered ${posted.status}: ${await posted.text()}`);
  const back = await followRedirects(jar, new URL(posted.headers.get('location')!, formUrl).href);
  await back.response.arrayBuffer();
  const hops = [...first.hops, formUrl, ...back.hops];
  const origin = new URL(baseUrl).origin;
  return {
    jar,
    hops,
    request(method, path, body, headers = {}) {
      const h: Record<string, string> = { Origin: origin, ...headers };
      let payload: string | undefined;
      if (body !== undefined) {
        h['Content-Type'] ??= 'application/json';
        payload = typeof body === 'string' ? body : JSON.stringify(body);
      }
      return fetchWithJar(jar, `${baseUrl}${path}`, { method, headers: h, body: payload });
    },
  };
}
