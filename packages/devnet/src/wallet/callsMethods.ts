import { bytesToHex, type Hex, numberToHex } from 'viem'
import { callsStatus } from './callsStatus.ts'
import type { DevWalletMethods } from './createRequestHandler.ts'
import type { WalletState } from './createWalletState.ts'
import { DevWalletRpcError, rpcErrorCodes } from './DevWalletRpcError.ts'
import { invalidParams } from './invalidParams.ts'
import { isDelegatedToBatchExecutor } from './isDelegatedToBatchExecutor.ts'
import {
  parseSendCallsParameters,
  type SendCallsParameters,
} from './parseSendCallsParameters.ts'
import { sendAtomicBatch } from './sendAtomicBatch.ts'
import { sendCallsInSequence } from './sendCallsInSequence.ts'
import { sendSponsoredCalls } from './sendSponsoredCalls.ts'
import { signerFor } from './signerFor.ts'

/**
 * EIP-5792's methods (2.0.0): batches sent atomically through an EIP-7702
 * delegation, or one call at a time, or as a UserOperation whose gas an
 * ERC-7677 paymaster service pays (`paymasterService`), or, in mode
 * `unsupported`, unknown methods, as a wallet without EIP-5792 answers.
 */
export function callsMethods(state: WalletState): DevWalletMethods {
  const methods: DevWalletMethods = {
    async wallet_getCapabilities([address, chainIds]) {
      const account = signerFor(state, address ?? undefined)
      if (
        chainIds !== undefined &&
        (!Array.isArray(chainIds) ||
          chainIds.some(
            (id) => typeof id !== 'string' || !/^0x[0-9a-f]+$/i.test(id),
          ))
      )
        throw invalidParams('Expected [address, chainIds?] with hex chain ids.')
      const ids = chainIds
        ? (chainIds as string[])
            .map(Number)
            .filter((id) => state.chains.has(id))
        : [...state.chains.keys()]
      const entries = await Promise.all(
        ids.map(async (id) => {
          const status =
            state.callsMode === 'sequential'
              ? 'unsupported'
              : // `ready`: the wallet can delegate the account when a batch
                // needs it; `supported` once it has.
                (await isDelegatedToBatchExecutor(
                    state.chains.get(id)!.rpcUrl,
                    account.address,
                  ).catch(() => false))
                ? 'supported'
                : 'ready'
          const paymasterService =
            state.chains.get(id)!.bundlerUrl !== undefined &&
            state.capabilities.paymasterService
              ? { paymasterService: { supported: true } }
              : {}
          return [
            `0x${id.toString(16)}`,
            { atomic: { status }, ...paymasterService },
          ] as const
        }),
      )
      return Object.fromEntries(entries)
    },
    async wallet_sendCalls(list) {
      const parameters = parseSendCallsParameters(state, list)
      const account = signerFor(state, parameters.from)
      const id =
        parameters.id ??
        bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(32)))
      state.refreshCalls()
      if (state.batches.has(id))
        throw new DevWalletRpcError({ code: rpcErrorCodes.duplicateCallsId })
      const sponsored = sponsorship(parameters)
      // A UserOperation runs its calls all or none, whatever the mode.
      const atomic = sponsored !== undefined || state.callsMode === 'atomic'
      if (parameters.atomicRequired && !atomic)
        throw new DevWalletRpcError({
          code: rpcErrorCodes.atomicityNotSupported,
        })
      const batch = {
        id,
        chainId: parameters.chainId,
        atomic,
        calls: parameters.calls.length,
        hashes: [] as Hex[],
        settled: atomic,
      }
      if (sponsored) {
        const userOperation = await sendSponsoredCalls(state, {
          account,
          chainId: parameters.chainId,
          calls: parameters.calls,
          paymasterService: sponsored,
        })
        state.batches.set(id, { ...batch, settled: false, userOperation })
        state.persist()
      } else if (atomic) {
        batch.hashes.push(
          await sendAtomicBatch(state, {
            account,
            chainId: parameters.chainId,
            calls: parameters.calls,
          }),
        )
        state.batches.set(id, batch)
        state.persist()
      } else {
        state.batches.set(id, batch)
        state.persist()
        void sendCallsInSequence(state, batch, account, parameters.calls)
      }
      return { id }
    },
    wallet_getCallsStatus: ([id]) => callsStatus(state, batchOf(id)),
    wallet_showCallsStatus([id]) {
      state.shownCalls.push(batchOf(id).id)
      return null
    },
  }

  // The paymaster service to send through, if the batch asks for one and
  // the wallet offers it on that chain; else 5700 unless it is optional.
  function sponsorship({ chainId, paymasterService }: SendCallsParameters) {
    if (paymasterService === undefined) return undefined
    if (
      state.chains.get(chainId)!.bundlerUrl !== undefined &&
      state.capabilities.paymasterService
    )
      return paymasterService
    if (paymasterService.optional) return undefined
    throw new DevWalletRpcError({
      code: rpcErrorCodes.unsupportedCapability,
      message: `The wallet does not support the capability "paymasterService" on chain ${numberToHex(chainId)}.`,
    })
  }

  function batchOf(id: unknown) {
    if (typeof id !== 'string') throw invalidParams('Expected [id].')
    state.refreshCalls()
    const batch = state.batches.get(id)
    if (!batch)
      throw new DevWalletRpcError({
        code: rpcErrorCodes.unknownCallsId,
        message: `The wallet sent no batch with id ${id}.`,
      })
    return batch
  }

  // In mode `unsupported` each answers as an unknown method does in
  // MetaMask: -32601, which viem's `experimental_fallback` recognises.
  return Object.fromEntries(
    Object.entries(methods).map(([method, answer]) => [
      method,
      (list: unknown[], params: unknown) => {
        if (state.callsMode === 'unsupported')
          throw new DevWalletRpcError({
            code: rpcErrorCodes.methodNotFound,
            message: `The method "${method}" does not exist / is not available.`,
          })
        return answer(list, params)
      },
    ]),
  )
}
