import { describe, expect, it } from 'vitest';
import { cidrMatcher, isLoopback, isValidCidr, normaliseIp } from '@/lib/net/ip';

describe('IP helpers', () => {
  it('matches IPv4 and IPv6 CIDRs and single addresses', () => {
    const match = cidrMatcher(['10.0.0.0/8', '192.168.1.7', '2001:db8::/32']);
    expect(match('10.200.3.4')).toBe(true);
    expect(match('::ffff:10.1.1.1')).toBe(true);
    expect(match('192.168.1.7')).toBe(true);
    expect(match('192.168.1.8')).toBe(false);
    expect(match('2001:db8::1')).toBe(true);
    expect(match('2001:db9::1')).toBe(false);
    expect(match('unknown')).toBe(false);
  });

  it('knows loopback', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('127.8.9.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
    expect(normaliseIp(' ::FFFF:1.2.3.4 ')).toBe('1.2.3.4');
  });

  it('validates CIDR input', () => {
    expect(isValidCidr('10.0.0.0/8')).toBe(true);
    expect(isValidCidr('::1/128')).toBe(true);
    expect(isValidCidr('10.0.0.0/33')).toBe(false);
    expect(isValidCidr('10.0.0/8')).toBe(false);
    expect(isValidCidr('10.0.0.0/x')).toBe(false);
  });
});
