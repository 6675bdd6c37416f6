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

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part counts as two), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address;
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const bytes = dotted.slice(1).map(Number);
    if (bytes.some((b) => b > 255)) return undefined;
    text = `${text.slice(0, dotted.index)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return undefined;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * The key a per-address limit counts a client under: an IPv4 address as it
 * is (an IPv4-mapped IPv6 address such as ::ffff:127.0.0.1 becomes its IPv4
 * address), and an IPv6 address by its /64 network ("2001:db8:1:2::/64"),
 * since one subscriber commonly holds a whole /64 and could otherwise take a
 * fresh budget with every address in it. Brackets, a port and a zone are
 * dropped; anything that is no address is kept as it is.
 */
export function addressKey(address: string | undefined): string | undefined {
  if (address === undefined) return undefined;
  let text = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = text.replace(/%.*$/, '').toLowerCase();
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
