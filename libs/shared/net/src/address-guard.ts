import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Why an address may not be a target: the kinds the contract refuses for outgoing requests. */
export type AddressClass = 'public' | 'loopback' | 'private' | 'link-local' | 'unspecified' | 'multicast' | 'reserved';

const RANGES: [AddressClass, 'ipv4' | 'ipv6', string, number][] = [
  ['unspecified', 'ipv4', '0.0.0.0', 8],
  ['loopback', 'ipv4', '127.0.0.0', 8],
  ['private', 'ipv4', '10.0.0.0', 8],
  ['private', 'ipv4', '172.16.0.0', 12],
  ['private', 'ipv4', '192.168.0.0', 16],
  ['private', 'ipv4', '100.64.0.0', 10],
  ['link-local', 'ipv4', '169.254.0.0', 16],
  ['reserved', 'ipv4', '192.0.0.0', 24],
  ['reserved', 'ipv4', '192.0.2.0', 24],
  ['reserved', 'ipv4', '198.18.0.0', 15],
  ['reserved', 'ipv4', '198.51.100.0', 24],
  ['reserved', 'ipv4', '203.0.113.0', 24],
  ['multicast', 'ipv4', '224.0.0.0', 4],
  ['reserved', 'ipv4', '240.0.0.0', 4],
  ['unspecified', 'ipv6', '::', 128],
  ['loopback', 'ipv6', '::1', 128],
  ['private', 'ipv6', 'fc00::', 7],
  ['link-local', 'ipv6', 'fe80::', 10],
  ['private', 'ipv6', 'fec0::', 10],
  ['multicast', 'ipv6', 'ff00::', 8],
  ['reserved', 'ipv6', '2001:db8::', 32],
  ['reserved', 'ipv6', '100::', 64],
];

const LISTS = new Map<AddressClass, BlockList>();
for (const [kind, family, network, prefix] of RANGES) {
  let list = LISTS.get(kind);
  if (!list) LISTS.set(kind, (list = new BlockList()));
  list.addSubnet(network, prefix, family);
}

/** The IPv4 address embedded in an IPv6 one (IPv4-mapped, IPv4-compatible, NAT64, 6to4), if any. */
export function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const words = expandIpv6(lower);
  if (!words) return undefined;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => words.slice(from, to).every((w) => w === 0);
  if (zeros(0, 5) && words[5] === 0xffff) return v4(words[6], words[7]); // ::ffff:a.b.c.d
  if (zeros(0, 6) && (words[6] !== 0 || words[7] > 1)) return v4(words[6], words[7]); // ::a.b.c.d (deprecated)
  if (words[0] === 0x64 && words[1] === 0xff9b && zeros(2, 6)) return v4(words[6], words[7]); // NAT64
  if (words[0] === 0x2002) return v4(words[1], words[2]); // 6to4
  return undefined;
}

function expandIpv6(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let text = address;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number);
    text = text.slice(0, -v4[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const h = head ? head.split(':') : [];
  const t = tail !== undefined ? (tail ? tail.split(':') : []) : [];
  const fill = tail !== undefined ? Array(8 - h.length - t.length).fill('0') : [];
  const words = [...h, ...fill, ...t].map((w) => parseInt(w, 16));
  return words.length === 8 ? words : undefined;
}

/** Classifies one IP address (IPv4 or IPv6, IPv4-mapped forms by the address they carry). */
export function classifyAddress(address: string): AddressClass {
  const family = isIP(address);
  if (family === 0) throw new Error(`not an IP address: ${address}`);
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return classifyAddress(v4);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const [kind, list] of LISTS) if (list.check(address, type)) return kind;
  if (type === 'ipv4' && address === '255.255.255.255') return 'reserved';
  return 'public';
}

/** Raised when a target resolves to an address the policy refuses; `code` is `EBLOCKEDADDRESS`. */
export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKEDADDRESS';
  constructor(
    readonly host: string,
    readonly address: string,
    readonly kind: AddressClass,
  ) {
    super(`${host} resolves to ${address}, a ${kind} address, which is not an allowed target`);
    this.name = 'BlockedAddressError';
  }
}

export interface AddressPolicy {
  /** Test switch (ALLOW_PRIVATE_TARGETS): allow loopback, private and link-local targets. */
  allowPrivate: boolean;
}

type Resolver = (host: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (host) =>
  new Promise((resolve, reject) => dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

/**
 * Resolves `host` and returns the address to connect to, refusing the whole name when any of its
 * addresses is not public (a name that mixes public and private addresses is an attack, not a
 * misconfiguration). A literal IP is classified as is.
 */
export async function resolveAllowed(host: string, policy: AddressPolicy, resolver: Resolver = systemResolver): Promise<LookupAddress> {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const family = isIP(bare);
  const addresses = family ? [{ address: bare, family }] : await resolver(bare);
  if (addresses.length === 0) throw Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' });
  if (!policy.allowPrivate) {
    for (const a of addresses) {
      const kind = classifyAddress(a.address);
      if (kind !== 'public') throw new BlockedAddressError(host, a.address, kind);
    }
  }
  return addresses[0];
}

/**
 * A `lookup` for `http.request` / `net.connect`: the socket connects only to the address that was
 * just checked, so a DNS answer that changes between registration and delivery cannot point a
 * request at an internal service.
 */
export function guardedLookup(policy: AddressPolicy, resolver: Resolver = systemResolver) {
  return (
    hostname: string,
    options: { all?: boolean } | number,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    resolveAllowed(hostname, policy, resolver).then(
      (a) => (typeof options === 'object' && options.all ? callback(null, [a]) : callback(null, a.address, a.family)),
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
