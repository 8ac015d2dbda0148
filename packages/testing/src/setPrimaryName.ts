import { devnetContracts } from '@latch/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  labelhash,
  namehash,
  parseAbi,
} from 'viem'

// bob.eth's owner on the devnet (anvil's account 1, see devnet/fixtures.ts):
// it may create names under bob.eth, as any name owner may.
const bob: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const abi = parseAbi([
  'function setSubnodeRecord(bytes32 node, bytes32 label, address owner, address resolver, uint64 ttl)',
  'function setAddr(bytes32 node, address addr)',
  'function setText(bytes32 node, string key, string value)',
  'function setName(string name) returns (bytes32)',
])

/**
 * Makes `<label>.bob.eth` the primary name of `account` on the devnet's own
 * ENS, both ways (the name's address record and the account's reverse
 * record), as a name owner could on mainnet. anvil signs for its dev
 * accounts, and picks the nonces.
 */
export async function setPrimaryName(parameters: {
  rpcUrl: string
  account: Address
  label: string
  /** The name's `avatar` text record (ENSIP-12), if any. */
  avatar?: string | undefined
}): Promise<string> {
  const { rpcUrl, account, label, avatar } = parameters
  const name = `${label}.bob.eth`
  const client = createPublicClient({ transport: http(rpcUrl) })
  const wallet = createWalletClient({ transport: http(rpcUrl) })
  const send = async (from: Address, to: Address, data: Hex) => {
    const hash = await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from, to, data }],
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success')
      throw new Error(`Setting the name ${name.slice(0, 40)} reverted.`)
  }
  await send(
    bob,
    devnetContracts.ensRegistry,
    encodeFunctionData({
      abi,
      functionName: 'setSubnodeRecord',
      args: [
        namehash('bob.eth'),
        labelhash(label),
        bob,
        devnetContracts.ensPublicResolver,
        0n,
      ],
    }),
  )
  await send(
    bob,
    devnetContracts.ensPublicResolver,
    encodeFunctionData({
      abi,
      functionName: 'setAddr',
      args: [namehash(name), account],
    }),
  )
  if (avatar !== undefined)
    await send(
      bob,
      devnetContracts.ensPublicResolver,
      encodeFunctionData({
        abi,
        functionName: 'setText',
        args: [namehash(name), 'avatar', avatar],
      }),
    )
  await send(
    account,
    devnetContracts.ensReverseRegistrar,
    encodeFunctionData({ abi, functionName: 'setName', args: [name] }),
  )
  return name
}
