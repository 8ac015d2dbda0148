import { encodeFunctionData, erc20Abi, parseEther } from 'viem'
import {
  devnetContracts,
  devnetDeployer,
  devnetVisitorAccountIndex,
} from '../chains/devnetChains.ts'
import { devAccount } from '../wallet/devAccount.ts'
import { rpcRequest } from '../wallet/rpcRequest.ts'

/**
 * Makes `devnetVisitorAccountIndex`'s dev account a visitor who has never
 * bought gas: 100 demo tokens from alice (anvil signs for her), then its ETH
 * set to 0.
 */
export async function prepareVisitor({ rpcUrl }: { rpcUrl: string }) {
  const { address } = devAccount(devnetVisitorAccountIndex)
  const hash = (await rpcRequest(rpcUrl, 'eth_sendTransaction', [
    {
      from: devnetDeployer,
      to: devnetContracts.demoToken,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [address, parseEther('100')],
      }),
    },
  ])) as string
  // anvil mines it at once, but may answer with its hash before the receipt
  // is there (seen under load): asked until it is, for 10 s at most.
  let receipt: { status: string } | null = null
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    receipt = (await rpcRequest(rpcUrl, 'eth_getTransactionReceipt', [
      hash,
    ])) as { status: string } | null
    if (receipt) break
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  if (receipt?.status !== '0x1')
    throw new Error(`The visitor's demo tokens were not sent (${hash}).`)
  await rpcRequest(rpcUrl, 'anvil_setBalance', [address, '0x0'])
}
