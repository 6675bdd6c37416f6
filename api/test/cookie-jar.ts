/** A cookie jar and redirect-following fetch, enough to walk a sign-in flow like a browser. */

/** Cookies by name (one host is used throughout the tests). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  /** Stores every Set-Cookie of a response (expired ones are removed). */
  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attrs] = header.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired =
        attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || attrs.some((a) => /^\s*max-age=0\b/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The Cookie header value. */
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** One request with the jar's cookies, storing the answer's cookies; redirects are not followed. */
export async function fetchWithJar(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header();
  if (cookie) headers.set('Cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

/** Follows redirects from `url` (GET), returning the final response and every URL visited. */
export async function followRedirects(
  jar: CookieJar,
  url: string,
  init: RequestInit = {},
  maxHops = 20,
): Promise<{ response: Response; hops: string[] }> {
  const hops = [url];
  let response = await fetchWithJar(jar, url, init);
  while (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
    if (hops.length > maxHops) throw new Error(`Too many redirects: ${hops.join(' → ')}`);
    await response.arrayBuffer();
    const next = new URL(response.headers.get('location')!, hops[hops.length - 1]).href;
    hops.push(next);
    response = await fetchWithJar(jar, next);
  }
  return { response, hops };
}
