/** The client's address behind a known number of proxies. */

/**
 * The address of the client that sent a request: with `hops` trusted proxies in
 * front (each appending the address it received from to X-Forwarded-For), the
 * entry `hops` places from the right of the header; the socket's peer when
 * `hops` is 0 or the header is absent. Entries further left are the client's
 * own words and are never used, so a forged header changes nothing.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  peer: string | undefined,
  hops: number,
): string | undefined {
  if (hops <= 0 || !forwardedFor) return peer;
  const chain = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - hops)] ?? peer;
}
