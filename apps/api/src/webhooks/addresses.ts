// Which endpoint addresses Sereno calls (docs/webhooks.md, "Addresses"): HTTPS to a public address only,
// so that a webhook cannot make the server call into its own network (SSRF). Outside production
// (development, tests) http:// and https:// to this machine (localhost, 127.0.0.0/8, ::1) are allowed
// too, for a local receiver. The name is resolved when the endpoint is saved and again before every
// attempt, so that a name that later points inside is refused then.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv6');

const isLoopback = (address: string): boolean => (isIP(address) === 4 ? address.startsWith('127.') : address === '::1' || address.startsWith('::ffff:127.'));

const isPrivate = (address: string): boolean => {
  const family = isIP(address);
  if (family === 0) return true;
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is judged as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return privateRanges.check(mapped, 'ipv4');
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

export type AddressRefusal = 'invalid' | 'notHttps' | 'private' | 'unresolvable';

export interface AddressPolicy {
  /** Outside production: this machine may be called, over http:// too. */
  allowLoopback: boolean;
}

/** Why Sereno will not call `url`, or null when it will. */
export async function refuseAddress(url: string, { allowLoopback }: AddressPolicy): Promise<AddressRefusal | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  if (parsed.username || parsed.password || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return 'invalid';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else if (host === 'localhost' || host.endsWith('.localhost')) addresses = ['127.0.0.1'];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      return 'unresolvable';
    }
    if (addresses.length === 0) return 'unresolvable';
  }
  const local = addresses.every(isLoopback);
  if (local && allowLoopback) return null;
  if (parsed.protocol !== 'https:') return 'notHttps';
  return addresses.some(isPrivate) ? 'private' : null;
}
