import {
  type AccessList,
  type Address,
  type Hex,
  hexToBigInt,
  isAddress,
  isHex,
  type LocalAccount,
  type SignedAuthorizationList,
  type TransactionSerializable,
} from 'viem'
import { DevWalletRpcError } from './DevWalletRpcError.ts'
import { invalidParams } from './invalidParams.ts'
import { rpcRequest } from './rpcRequest.ts'

export type SendDevTransactionParameters = {
  account: LocalAccount
  chainId: number
  rpcUrl: string
  /** The `eth_sendTransaction` request object, as the app sent it. */
  transaction: Record<string, unknown>
  /** EIP-7702 delegations to sign into the transaction (type 4). */
  authorizationList?: SignedAuthorizationList | undefined
  /**
   * Send it even when the node's estimate says it reverts, with
   * `failingGas`, as a wallet does once the user confirms its warning.
   */
  sendFailing?: boolean | undefined
}

/** The transaction the wallet signed and the node took. */
export type SentDevTransaction = {
  hash: Hex
  transaction: TransactionSerializable
}

// Gas for a call whose estimate reverts: enough for the calls a devnet
// makes, so it fails on its own revert rather than out of gas.
const failingGas = 1_000_000n

/**
 * Does what a wallet does for `eth_sendTransaction`: fills nonce, gas and
 * fees from the node, signs locally, and submits with `eth_sendRawTransaction`.
 */
export async function sendDevTransaction({
  account,
  chainId,
  rpcUrl,
  transaction,
  authorizationList,
  sendFailing = false,
}: SendDevTransactionParameters): Promise<SentDevTransaction> {
  const read = (method: string, params: unknown[]) =>
    rpcRequest(rpcUrl, method, params)
  const from = account.address
  const to = optionalAddress(transaction.to, 'to')
  const value = quantity(transaction.value, 'value') ?? 0n
  const data = optionalHex(transaction.data ?? transaction.input, 'data')
  const accessList = transaction.accessList as AccessList | undefined
  const requestedChainId = quantity(transaction.chainId, 'chainId')
  if (requestedChainId !== undefined && Number(requestedChainId) !== chainId)
    throw invalidParams(
      `The transaction is for chain ${requestedChainId}, but the wallet is on chain ${chainId}.`,
    )

  const nonce =
    quantity(transaction.nonce, 'nonce') ??
    hexToBigInt(
      (await read('eth_getTransactionCount', [from, 'pending'])) as Hex,
    )
  const estimate = () =>
    read('eth_estimateGas', [
      {
        from,
        ...(to ? { to } : {}),
        value: `0x${value.toString(16)}`,
        ...(data ? { data } : {}),
        ...(accessList ? { accessList } : {}),
        ...(authorizationList
          ? { authorizationList: authorizationList.map(authorizationToRpc) }
          : {}),
      },
    ]).then(
      (gas) => hexToBigInt(gas as Hex),
      (error: unknown) => {
        if (sendFailing && reverted(error)) return failingGas
        throw error
      },
    )
  const gas =
    quantity(transaction.gas ?? transaction.gasLimit, 'gas') ??
    (await estimate())

  const base = {
    chainId,
    nonce: Number(nonce),
    gas,
    value,
    ...(to ? { to } : {}),
    ...(data ? { data } : {}),
  }
  const gasPrice = quantity(transaction.gasPrice, 'gasPrice')
  const type = transaction.type
  let serializable: TransactionSerializable
  if (gasPrice !== undefined || type === '0x0' || type === '0x1') {
    serializable = {
      ...base,
      gasPrice:
        gasPrice ?? hexToBigInt((await read('eth_gasPrice', [])) as Hex),
      ...(accessList ? { accessList, type: 'eip2930' as const } : {}),
    }
  } else {
    const block = (await read('eth_getBlockByNumber', ['latest', false])) as {
      baseFeePerGas?: Hex
    } | null
    let maxFeePerGas = quantity(transaction.maxFeePerGas, 'maxFeePerGas')
    let maxPriorityFeePerGas = quantity(
      transaction.maxPriorityFeePerGas,
      'maxPriorityFeePerGas',
    )
    if (!block?.baseFeePerGas) {
      // A chain without EIP-1559: fall back to a legacy transaction.
      serializable = {
        ...base,
        gasPrice:
          maxFeePerGas ?? hexToBigInt((await read('eth_gasPrice', [])) as Hex),
      }
    } else {
      const baseFee = hexToBigInt(block.baseFeePerGas)
      maxPriorityFeePerGas ??= hexToBigInt(
        (await read('eth_maxPriorityFeePerGas', [])) as Hex,
      )
      // Twice the base fee covers six full blocks of base fee growth.
      maxFeePerGas ??= baseFee * 2n + maxPriorityFeePerGas
      if (maxPriorityFeePerGas > maxFeePerGas)
        maxPriorityFeePerGas = maxFeePerGas
      serializable = {
        ...base,
        type: 'eip1559',
        maxFeePerGas,
        maxPriorityFeePerGas,
        ...(accessList ? { accessList } : {}),
      }
    }
  }

  if (authorizationList) {
    if (serializable.type !== 'eip1559')
      throw invalidParams('EIP-7702 needs a chain with EIP-1559 fees.')
    serializable = { ...serializable, type: 'eip7702', authorizationList }
  }
  const signed = await account.signTransaction(serializable)
  const hash = (await read('eth_sendRawTransaction', [signed])) as Hex
  return { hash, transaction: serializable }
}

// What the node answers a call that reverts: EIP-1474's 3 (anvil, geth),
// or an error that says so.
function reverted(error: unknown) {
  return (
    error instanceof DevWalletRpcError &&
    (error.code === 3 || /revert/i.test(error.message))
  )
}

function authorizationToRpc(authorization: SignedAuthorizationList[number]) {
  return {
    address: authorization.address,
    chainId: `0x${authorization.chainId.toString(16)}`,
    nonce: `0x${authorization.nonce.toString(16)}`,
    r: authorization.r,
    s: authorization.s,
    yParity: `0x${(authorization.yParity ?? 0).toString(16)}`,
  }
}

function quantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value))
    throw invalidParams(`Expected a hex quantity for "${field}".`)
  return hexToBigInt(value as Hex)
}

function optionalHex(value: unknown, field: string): Hex | undefined {
  if (value === undefined || value === null || value === '0x') return undefined
  if (!isHex(value, { strict: true }) || value.length % 2 !== 0)
    throw invalidParams(`Expected hex bytes for "${field}".`)
  return value
}

function optionalAddress(value: unknown, field: string): Address | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw invalidParams(`Expected an address for "${field}".`)
  return value
}
