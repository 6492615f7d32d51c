import 'server-only';
import { BlockList, isIP } from 'node:net';

/** "::ffff:10.0.0.1" and "10.0.0.1" are the same client. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

export function isLoopback(ip: string): boolean {
  const n = normaliseIp(ip);
  return n === '::1' || (isIP(n) === 4 && n.startsWith('127.'));
}

/** True when `cidr` is an IP address or a CIDR block that parses. */
export function isValidCidr(cidr: string): boolean {
  const [address, prefix] = cidr.split('/');
  const family = isIP(address ?? '');
  if (family === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/** A matcher for a list of addresses and CIDR blocks (IPv4 and IPv6). */
export function cidrMatcher(cidrs: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address = '', prefix] = cidr.trim().split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (ip) => {
    const n = normaliseIp(ip);
    const family = isIP(n);
    return family !== 0 && list.check(n, family === 6 ? 'ipv6' : 'ipv4');
  };
}
