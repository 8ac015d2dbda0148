import {
  type Address,
  concatHex,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  parseAbi,
  parseEther,
  toHex,
  zeroHash,
} from 'viem'
import { devnetAccountAbstractionContracts } from '../chains/devnetChains.ts'
import DevnetPaymaster from '../contracts/DevnetPaymaster.json' with {
  type: 'json',
}
import EntryPoint from '../contracts/EntryPoint.json' with { type: 'json' }
import Simple7702Account from '../contracts/Simple7702Account.json' with {
  type: 'json',
}
import { accountAbstractionAccounts } from './accountAbstractionAccounts.ts'

export type DeployAccountAbstractionParameters = {
  rpcUrl: string
  /** What the paymaster deposits at the EntryPoint to pay with; 100 ETH by default. */
  deposit?: bigint | undefined
}

/** The CREATE2 deployer anvil has at genesis (Arachnid's deterministic deployment proxy). */
const create2Deployer: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'
/** The salt EntryPoint v0.8 was deployed with on every public chain. */
const entryPointSalt: Hex =
  '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'

/**
 * Deploys EntryPoint v0.8, Simple7702Account and the devnet's paymaster on a
 * fresh anvil node at `devnetAccountAbstractionContracts`, funds the bundler's
 * accounts and the paymaster's deposit at the EntryPoint.
 */
export async function deployAccountAbstraction({
  rpcUrl,
  deposit = parseEther('100'),
}: DeployAccountAbstractionParameters): Promise<void> {
  const { executor, utility, paymasterSigner } = accountAbstractionAccounts()
  const client = createPublicClient({ transport: http(rpcUrl) })
  if (!(await client.getCode({ address: create2Deployer })))
    throw new Error(
      `Devnet account abstraction: the node has no CREATE2 deployer at ${create2Deployer}; anvil puts one there at genesis.`,
    )
  // anvil's own balance setter: these accounts are not among the ten anvil
  // funds, and taking from those would move a dev account's nonce.
  for (const { address } of [executor, utility])
    await client.request({
      method: 'anvil_setBalance',
      params: [address, toHex(parseEther('10000'))],
    } as never)

  const paymasterCode = concatHex([
    DevnetPaymaster.bytecode as Hex,
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'address' }],
      [devnetAccountAbstractionContracts.entryPoint, paymasterSigner.address],
    ),
  ])
  const deploys = [
    ['entryPoint', entryPointSalt, EntryPoint.bytecode as Hex],
    ['simple7702Account', zeroHash, Simple7702Account.bytecode as Hex],
    ['paymaster', zeroHash, paymasterCode],
  ] as const
  // Every address checked before anything is sent.
  for (const [key, salt, bytecode] of deploys) {
    const address = getContractAddress({
      opcode: 'CREATE2',
      from: create2Deployer,
      salt,
      bytecode,
    })
    if (address !== devnetAccountAbstractionContracts[key])
      throw new Error(
        `Devnet account abstraction: ${key} would be at ${address}, but devnetAccountAbstractionContracts (chains/devnetChains.ts) expects ${devnetAccountAbstractionContracts[key]}.`,
      )
  }

  const wallet = createWalletClient({
    account: utility,
    transport: http(rpcUrl),
  })
  const [nonce, gasPrice] = await Promise.all([
    client.getTransactionCount({
      address: utility.address,
      blockTag: 'pending',
    }),
    client.getGasPrice(),
  ])
  const transactions = [
    ...deploys.map(([, salt, bytecode]) => ({
      to: create2Deployer,
      data: concatHex([salt, bytecode]),
      gas: 8_000_000n,
      value: 0n,
    })),
    {
      to: devnetAccountAbstractionContracts.paymaster,
      data: encodeFunctionData({
        abi: parseAbi(['function deposit() payable']),
        functionName: 'deposit',
      }),
      gas: 200_000n,
      value: deposit,
    },
  ]
  // One at a time, in nonce order, every field given (see fixtures.ts).
  const hashes: Hex[] = []
  for (const [index, transaction] of transactions.entries())
    hashes.push(
      await wallet.sendTransaction({
        ...transaction,
        chain: null,
        nonce: nonce + index,
        maxFeePerGas: gasPrice * 2n,
        maxPriorityFeePerGas: 0n,
      }),
    )
  for (const [index, hash] of hashes.entries()) {
    const receipt = await client.waitForTransactionReceipt({
      hash,
      pollingInterval: 10,
      timeout: 10_000,
    })
    if (receipt.status !== 'success')
      throw new Error(
        `Devnet account abstraction: step ${index + 1} of ${hashes.length} reverted (transaction ${hash}).`,
      )
  }
}
