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
  // Automining: the answer comes once the transaction is in a block.
  const hash = await rpcRequest(rpcUrl, 'eth_sendTransaction', [
    {
      from: devnetDeployer,
      to: devnetContracts.demoToken,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [address, parseEther('100')],
      }),
    },
  ])
  const receipt = (await rpcRequest(rpcUrl, 'eth_getTransactionReceipt', [
    hash,
  ])) as { status: string } | null
  if (receipt?.status !== '0x1')
    throw new Error(`The visitor's demo tokens were not sent (${hash}).`)
  await rpcRequest(rpcUrl, 'anvil_setBalance', [address, '0x0'])
}
