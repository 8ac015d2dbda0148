import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
import type { LocalAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import TestSmartAccountFactory from './contracts/TestSmartAccountFactory.json' with {
  type: 'json',
}

/** The smart accounts the SIWE tests sign in with. */
export type TestAccounts = {
  factory: Address
  /** An ERC-1271 account, deployed, owned by `owner`. */
  deployed: Address
  /** An account of the same factory and owner, not deployed (ERC-6492). */
  counterfactual: Address
  /** What ERC-6492 wraps a counterfactual signature with: the factory's deploy call. */
  counterfactualDeploy: { address: Address; data: Hex }
}

/**
 * Deploys the factory and one account on an anvil (`rpcUrl`), paid by
 * `deployer` (a funded dev account), and computes a second account's address
 * without deploying it.
 */
export async function deployTestAccounts({
  rpcUrl,
  client,
  deployer,
  owner,
}: {
  rpcUrl: string
  client: PublicClient
  deployer: LocalAccount
  owner: Address
}): Promise<TestAccounts> {
  const wallet = createWalletClient({
    account: deployer,
    chain: { ...foundry, id: client.chain!.id },
    transport: http(rpcUrl),
  })
  const abi = factoryAbi
  const hash = await wallet.deployContract({
    abi,
    bytecode: TestSmartAccountFactory.bytecode as Hex,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  const factory = receipt.contractAddress!
  const salts = {
    deployed: `0x${'01'.padStart(64, '0')}`,
    counterfactual: `0x${'02'.padStart(64, '0')}`,
  } as const
  const deployed = await client.readContract({
    address: factory,
    abi,
    functionName: 'addressOf',
    args: [owner, salts.deployed],
  })
  await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: factory,
      abi,
      functionName: 'deploy',
      args: [owner, salts.deployed],
    }),
  })
  const counterfactual = await client.readContract({
    address: factory,
    abi,
    functionName: 'addressOf',
    args: [owner, salts.counterfactual],
  })
  return {
    factory,
    deployed,
    counterfactual,
    counterfactualDeploy: {
      address: factory,
      data: encodeFunctionData({
        abi,
        functionName: 'deploy',
        args: [owner, salts.counterfactual],
      }),
    },
  }
}

// The factory's ABI as viem types it, so calls are checked.
const factoryAbi = [
  {
    type: 'function',
    name: 'deploy',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'bytes32' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'addressOf',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'bytes32' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
] as const
