import { expect, test } from 'vitest'
import { clientGroup } from './clientGroup.ts'

test('an IPv6 address counts by its /64, an IPv4 one (mapped or not) by itself', () => {
  expect(
    [
      '2001:db8:1:2::1',
      '2001:DB8:0001:0002:ffff:ffff:ffff:ffff',
      '[2001:db8:1:2::9]',
      'fe80::1%eth0',
      '::1',
      '::ffff:192.0.2.1',
      '192.0.2.1',
      '64:ff9b::192.0.2.1',
      'not an address',
      '1:2:3:4:5:6:7:8:9',
    ].map(clientGroup),
  ).toEqual([
    '2001:db8:1:2::/64',
    '2001:db8:1:2::/64',
    '2001:db8:1:2::/64',
    'fe80:0:0:0::/64',
    '0:0:0:0::/64',
    '192.0.2.1',
    '192.0.2.1',
    '64:ff9b:0:0::/64',
    'not an address',
    '1:2:3:4:5:6:7:8:9',
  ])
  expect(clientGroup('x'.repeat(500))).toHaveLength(64)
})
