import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  labelhash,
  namehash,
  parseAbi,
  parseEther,
  type RpcTransactionReceipt,
  zeroHash,
} from 'viem'
import { devnetContracts, devnetDeployer } from './chains/devnetChains.ts'
import DemoToken from './contracts/DemoToken.json' with { type: 'json' }
import ENSRegistry from './contracts/ENSRegistry.json' with { type: 'json' }
import PublicResolver from './contracts/PublicResolver.json' with {
  type: 'json',
}
import ReverseRegistrar from './contracts/ReverseRegistrar.json' with {
  type: 'json',
}
import UniversalResolver from './contracts/UniversalResolver.json' with {
  type: 'json',
}

export type DevnetFixtures = {
  /** Where the fixture contracts live (always equal to `devnetContracts`). */
  contracts: typeof devnetContracts
  /** The primary names set up; each resolves both ways. */
  names: readonly { name: string; address: Address }[]
  /** The demo token's holders, each minted `demoTokenBalance`. */
  demoTokenHolders: readonly Address[]
  demoTokenBalance: bigint
}

export type DeployFixturesParameters = { rpcUrl: string }

// anvil's dev accounts 0 to 3 of the mnemonic "test test ... junk". anvil
// holds their keys and signs for them: signing in JavaScript cost ~400 ms on
// a cold start, most of the deploy.
const alice: Address = devnetDeployer
const bob: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const demoTokenHolders = [
  alice,
  bob,
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
] as const
const demoTokenBalance = parseEther('1000')

// A small purple disc: an on-chain image, so viem resolves it offline.
const avatar = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#6d4aff"/></svg>',
).toString('base64')}`

const registryAbi = parseAbi([
  'function setOwner(bytes32 node, address owner)',
  'function setSubnodeOwner(bytes32 node, bytes32 label, address owner) returns (bytes32)',
  'function setSubnodeRecord(bytes32 node, bytes32 label, address owner, address resolver, uint64 ttl)',
])
const resolverAbi = parseAbi([
  'function setAddr(bytes32 node, address addr)',
  'function setText(bytes32 node, string key, string value)',
  'function multicall(bytes[] data) returns (bytes[])',
])
const reverseRegistrarAbi = parseAbi([
  'function setName(string name) returns (bytes32)',
])

// Generous fixed limits: estimating would cost a round trip per transaction
// and cannot see the state of the transactions still in flight.
const deployGas = 6_000_000n
const callGas = 500_000n

type Step = {
  label: string
  from: Address
  to?: Address
  data: Hex
  gas: bigint
  /** The `devnetContracts` entry this step deploys. */
  deploys?: keyof typeof devnetContracts
}

/** Deploys the devnet's ENS and demo token on a fresh node, in a fixed order. */
export async function deployFixtures({
  rpcUrl,
}: DeployFixturesParameters): Promise<DevnetFixtures> {
  const client = createPublicClient({
    transport: http(rpcUrl, { batch: true }),
  })
  const [aliceNonce, bobNonce, gasPrice] = await Promise.all([
    client.getTransactionCount({ address: alice, blockTag: 'pending' }),
    client.getTransactionCount({ address: bob, blockTag: 'pending' }),
    client.getGasPrice(),
  ])

  const deployerSteps = steps()
  // Check every address before sending anything, so a node that is not fresh
  // is left untouched.
  deployerSteps.forEach((step, index) => {
    if (!step.deploys) return
    const address = getContractAddress({
      from: alice,
      nonce: BigInt(aliceNonce + index),
    })
    assertAddress(step.deploys, address, aliceNonce)
  })

  const wallet = createWalletClient({ transport: http(rpcUrl) })
  // One at a time, in nonce order: every field is given, so the node
  // estimates nothing. Not in one batch: anvil handles a batch's requests
  // side by side, and a busy machine can then queue a transaction before the
  // one it follows is in the pool; anvil leaves it queued for good, and so
  // every later one (fixtures.test.ts, "sends one transaction at a time").
  const send = async (list: readonly Step[], firstNonce: number) => {
    const hashes: Hex[] = []
    for (const [index, step] of list.entries())
      hashes.push(
        await wallet.sendTransaction({
          account: step.from,
          chain: null,
          nonce: firstNonce + index,
          gas: step.gas,
          // Twice the current price leaves room for the base fee to rise
          // while the transactions are in flight.
          maxFeePerGas: gasPrice * 2n,
          maxPriorityFeePerGas: 0n,
          to: step.to,
          data: step.data,
        }),
      )
    return hashes
  }

  const hashes = await send(deployerSteps, aliceNonce)
  // Bob's reverse record goes through the reverse registrar, which must own
  // addr.reverse first; only that transaction is waited for.
  const handover = deployerSteps.findIndex((s) => s.label === 'addr.reverse')
  await receipts(client, [hashes[handover]!])
  const bobSteps = [setName(bob, 'bob.eth')]
  const bobHashes = await send(bobSteps, bobNonce)

  const all = [...deployerSteps, ...bobSteps]
  const results = await receipts(client, [...hashes, ...bobHashes])
  results.forEach((receipt, index) => {
    const step = all[index]!
    if (receipt.status !== '0x1')
      throw new Error(
        `Devnet fixtures: the step "${step.label}" reverted (transaction ${receipt.transactionHash}).`,
      )
    if (step.deploys)
      assertAddress(step.deploys, receipt.contractAddress ?? null, aliceNonce)
  })

  return {
    contracts: devnetContracts,
    names: [
      { name: 'alice.eth', address: alice },
      { name: 'bob.eth', address: bob },
    ],
    demoTokenHolders,
    demoTokenBalance,
  }
}

/** The deployer's transactions, in nonce order. */
function steps(): Step[] {
  const registry = devnetContracts.ensRegistry
  const resolver = devnetContracts.ensPublicResolver
  const eth = namehash('eth')
  const register = (label: string) =>
    call(label, registry, registryAbi, 'setSubnodeRecord', [
      eth,
      labelhash(label),
      alice,
      resolver,
      0n,
    ])
  return [
    deploy('ensRegistry', ENSRegistry, []),
    call('eth', registry, registryAbi, 'setSubnodeOwner', [
      zeroHash,
      labelhash('eth'),
      alice,
    ]),
    call('reverse', registry, registryAbi, 'setSubnodeOwner', [
      zeroHash,
      labelhash('reverse'),
      alice,
    ]),
    deploy('ensPublicResolver', PublicResolver, [registry]),
    // Its constructor asks the current owner of addr.reverse (if any) to hand
    // the node over, which an account cannot do: so addr.reverse is created
    // for it only after it exists.
    deploy('ensReverseRegistrar', ReverseRegistrar, [registry, resolver]),
    call('addr.reverse', registry, registryAbi, 'setSubnodeOwner', [
      namehash('reverse'),
      labelhash('addr'),
      devnetContracts.ensReverseRegistrar,
    ]),
    deploy('ensUniversalResolver', UniversalResolver, [registry]),
    deploy('demoToken', DemoToken, [demoTokenHolders, demoTokenBalance]),
    register('alice'),
    call('alice.eth records', resolver, resolverAbi, 'multicall', [
      [
        encodeFunctionData({
          abi: resolverAbi,
          functionName: 'setAddr',
          args: [namehash('alice.eth'), alice],
        }),
        encodeFunctionData({
          abi: resolverAbi,
          functionName: 'setText',
          args: [namehash('alice.eth'), 'avatar', avatar],
        }),
      ],
    ]),
    register('bob'),
    call('bob.eth addr', resolver, resolverAbi, 'setAddr', [
      namehash('bob.eth'),
      bob,
    ]),
    // Bob owns his name, as he would after registering it himself.
    call('bob.eth owner', registry, registryAbi, 'setOwner', [
      namehash('bob.eth'),
      bob,
    ]),
    setName(alice, 'alice.eth'),
  ]
}

function deploy(
  deploys: keyof typeof devnetContracts,
  artifact: { abi: unknown; bytecode: string },
  args: readonly unknown[],
): Step {
  const data = encodeDeployData({
    abi: artifact.abi as Abi,
    bytecode: artifact.bytecode as Hex,
    args,
  })
  return { label: deploys, from: alice, data, gas: deployGas, deploys }
}

function call(
  label: string,
  to: Address,
  abi: Abi,
  functionName: string,
  args: readonly unknown[],
): Step {
  const data = encodeFunctionData({ abi, functionName, args })
  return { label, from: alice, to, data, gas: callGas }
}

function setName(from: Address, name: string): Step {
  const data = encodeFunctionData({
    abi: reverseRegistrarAbi,
    functionName: 'setName',
    args: [name],
  })
  const to = devnetContracts.ensReverseRegistrar
  return { label: `${name} reverse`, from, to, data, gas: callGas }
}

function assertAddress(
  key: keyof typeof devnetContracts,
  address: Address | null,
  nonce: number,
) {
  const expected = devnetContracts[key]
  if (address?.toLowerCase() === expected.toLowerCase()) return
  const why =
    nonce === 0
      ? 'the deploy order in fixtures.ts changed, so update devnetContracts (chains/devnetChains.ts).'
      : `the deployer ${alice} has nonce ${nonce} on this node, and the addresses assume a fresh node (nonce 0). Start a new anvil node.`
  throw new Error(
    `Devnet fixtures: ${key} would be at ${address}, but devnetContracts (chains/devnetChains.ts) expects ${expected}: ${why}`,
  )
}

/** Waits for the receipts of `hashes` (anvil mines each at once). */
async function receipts(
  client: ReturnType<typeof createPublicClient>,
  hashes: readonly Hex[],
): Promise<RpcTransactionReceipt[]> {
  const found = new Map<Hex, RpcTransactionReceipt>()
  const deadline = Date.now() + 10_000
  while (found.size < hashes.length) {
    const missing = hashes.filter((hash) => !found.has(hash))
    const answers = await Promise.all(
      missing.map((hash) =>
        client.request({ method: 'eth_getTransactionReceipt', params: [hash] }),
      ),
    )
    answers.forEach((receipt, index) => {
      if (receipt) found.set(missing[index]!, receipt)
    })
    if (found.size === hashes.length) break
    if (Date.now() > deadline)
      throw new Error(
        `Devnet fixtures: ${missing.length} transaction(s) not mined within 10 s; is the node automining?`,
      )
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
  return hashes.map((hash) => found.get(hash)!)
}
