import {
  createTestConfig,
  setPrimaryName,
  startTestDevnet,
  type TestDevnet,
} from '@latch/testing'
import { QueryClient } from '@tanstack/query-core'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { accountAvatarQueryOptions } from './accountAvatarQueryOptions.ts'
import { accountBalanceQueryOptions } from './accountBalanceQueryOptions.ts'
import { accountNameQueryOptions } from './accountNameQueryOptions.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const nobody = '0x000000000000000000000000000000000000dEaD'

let devnet: TestDevnet

beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(() => devnet?.stop())

// A plain TanStack QueryClient, no React, no Latch defaults: what a dapp on
// another framework (or a script) has.
describe('the account query options, outside React, against the devnet', () => {
  test('the name: alice.eth, from the devnet’s ENS; null for an account without one', async () => {
    const latch = createTestConfig(devnet)
    const queryClient = new QueryClient()
    expect(
      await queryClient.fetchQuery(
        accountNameQueryOptions(latch, { address: alice, chainId: 13_370 }),
      ),
    ).toBe('alice.eth')
    // An account on the other devnet chain: its names live on the first.
    expect(
      await queryClient.fetchQuery(
        accountNameQueryOptions(latch, { address: alice, chainId: 13_371 }),
      ),
    ).toBe('alice.eth')
    expect(
      await queryClient.fetchQuery(
        accountNameQueryOptions(latch, { address: nobody, chainId: 13_370 }),
      ),
    ).toBeNull()
  })

  test('a reverse record that is not its own ENSIP-15 normalisation reads as no name, before it is cached; a normalised one is the name', async () => {
    const latch = createTestConfig(devnet)
    const rpcUrl = devnet.anvils[0].rpcUrl
    // anvil's account 7: no other test names it.
    const account: Address = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
    const lookUp = () => {
      const queryClient = new QueryClient()
      const options = accountNameQueryOptions(latch, {
        address: account,
        chainId: 13_370,
      })
      return queryClient
        .fetchQuery(options)
        .then((name) => [name, queryClient.getQueryData(options.queryKey)])
    }
    // The name (as a label under bob.eth): `0xd8dA…6045\u202E`
    // would read as `0xd8dA…6045hte.`; then a zero-width joiner, mixed
    // scripts, and a name over the cap.
    for (const label of [
      '0xd8dA…6045\u202E',
      'ali\u200Dce',
      'p\u0430ypal',
      'a'.repeat(250),
    ]) {
      await setPrimaryName({ rpcUrl, account, label })
      expect(await lookUp(), label).toEqual([null, null])
    }
    for (const label of ['ñandú', 'plain-name']) {
      const name = await setPrimaryName({ rpcUrl, account, label })
      expect(await lookUp()).toEqual([name, name])
    }
  })

  test('the avatar: a data: image record, read from the node alone', async () => {
    const latch = createTestConfig(devnet)
    const avatar = await new QueryClient().fetchQuery(
      accountAvatarQueryOptions(latch, {
        name: 'alice.eth',
        chainId: 13_370,
        thirdParties: false,
      }),
    )
    expect(avatar).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  test('the balance: the native balance on the chain asked for', async () => {
    const latch = createTestConfig(devnet)
    const balance = await new QueryClient().fetchQuery(
      accountBalanceQueryOptions(latch, { address: alice, chainId: 13_371 }),
    )
    expect(balance).toMatchObject({ symbol: 'ETH', decimals: 18 })
    // anvil's first account: 10 000 ether.
    expect(balance.value).toBe(10_000n * 10n ** 18n)
  })
})
