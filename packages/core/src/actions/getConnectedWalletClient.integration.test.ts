import { createDevWallet, devAccount, installEthereum } from '@latch/devnet'
import { createTestConfig, setupDevnetTestbed } from '@latch/testing'
import { getChainId } from 'viem/actions'
import { expect, test } from 'vitest'
import { connectWallet } from './connectWallet.ts'
import { getConnectedWalletClient } from './getConnectedWalletClient.ts'

const testbed = setupDevnetTestbed()

function page() {
  const { devnet } = testbed
  const wallet = createDevWallet({ chains: devnet.walletChains })
  installEthereum({ provider: wallet.provider }, window)
  testbed.afterTest(() => {
    delete (window as { ethereum?: unknown }).ethereum
  })
  return { wallet, latch: createTestConfig(devnet) }
}

test('connected: a client of the wallet, as the connection’s account on its chain, that asks the wallet', async () => {
  const { latch } = page()
  await connectWallet(latch, { connectorId: 'injected' })
  const client = await getConnectedWalletClient(latch)
  expect(client.account?.address).toBe(devAccount(0).address)
  const [first] = testbed.devnet.chains
  expect(client.chain?.id).toBe(first.id)
  expect(await getChainId(client)).toBe(first.id)
})

test('no wallet connected, or not with that account: DisconnectedError', async () => {
  const { latch } = page()
  await expect(getConnectedWalletClient(latch)).rejects.toMatchObject({
    name: 'DisconnectedError',
  })
  await connectWallet(latch, { connectorId: 'injected' })
  await expect(
    getConnectedWalletClient(latch, { account: devAccount(3).address }),
  ).rejects.toMatchObject({ name: 'DisconnectedError' })
  // The account in any case is the connection's.
  const lower = devAccount(0).address.toLowerCase() as `0x${string}`
  const client = await getConnectedWalletClient(latch, { account: lower })
  expect(client.account?.address).toBe(devAccount(0).address)
})

test('the wallet on another chain than asked: ChainDisconnectedError naming it, unless the chain is not asserted', async () => {
  const { latch } = page()
  await connectWallet(latch, { connectorId: 'injected' })
  const [first, second] = testbed.devnet.chains
  await expect(
    getConnectedWalletClient(latch, { chainId: second.id }),
  ).rejects.toMatchObject({
    name: 'ChainDisconnectedError',
    chain: { id: second.id },
  })
  const client = await getConnectedWalletClient(latch, {
    chainId: second.id,
    assertChainId: false,
  })
  expect(client.chain?.id).toBe(second.id)
  expect(await getChainId(client)).toBe(first.id)
})
