import { clone } from './clone.ts'
import type { DevWalletControl } from './createDevWalletControl.ts'
import { DevWalletRpcError, rpcErrorCodes } from './DevWalletRpcError.ts'

/** Requests a scripted behaviour applies to: all, or those of some methods. */
export type DevWalletRequestMatch = {
  method?: string | readonly string[] | undefined
}

/** How a scripted rejection fails: an RPC error, or `value` thrown as is. */
export type DevWalletFailure = {
  /** 4001 (user rejected) by default. */
  code?: number | undefined
  message?: string | undefined
  data?: unknown
  /** Thrown as is instead of an RPC error (e.g. an `Error` with no code). */
  value?: unknown
}

/** A request as the wallet received it. */
export type DevWalletRequest = { method: string; params: unknown }

/** The fault script of a dev wallet, and the record of what it was asked. */
export type FaultScript = ReturnType<typeof createFaultScript>

/**
 * How the dev wallet is told to misbehave (rejections, delays, held prompts,
 * add-chain failures) and the log of the requests it plays them on.
 */
export function createFaultScript() {
  const log: DevWalletRequest[] = []
  let rejections: (DevWalletRequestMatch & DevWalletFailure)[] = []
  let delays: (DevWalletRequestMatch & { ms: number; times: number })[] = []
  let holds: DevWalletRequestMatch[] = []
  let held: (DevWalletRequest & { resume: () => void })[] = []
  let addChainFailure: DevWalletFailure | undefined

  const control = {
    requests: (match) =>
      log.filter((entry) => matches(match ?? {}, entry.method)),
    clearRequests() {
      log.length = 0
    },
    rejectNext(rejection = {}) {
      rejections.push(rejection)
    },
    delay({ ms, times = Number.POSITIVE_INFINITY, method }) {
      delays.push({ ms, times, method })
    },
    hold(match = {}) {
      holds.push(match)
    },
    release() {
      holds = []
      const resumed = held
      held = []
      for (const entry of resumed) entry.resume()
    },
    held: () => held.map(({ method, params }) => ({ method, params })),
    failAddChain(failure = {}) {
      addChainFailure = failure === false ? undefined : failure
    },
    reset() {
      rejections = []
      delays = []
      addChainFailure = undefined
      control.release()
    },
  } satisfies Partial<DevWalletControl>

  return {
    control,
    /** Records a request, then plays the script on it before it is answered. */
    async play(method: string, params: unknown) {
      log.push({ method, params: clone(params) })
      const delay = delays.find((rule) => matches(rule, method))
      if (delay) {
        delay.times--
        delays = delays.filter((rule) => rule.times > 0)
        await new Promise((resolve) => setTimeout(resolve, delay.ms))
      }
      if (holds.some((rule) => matches(rule, method)))
        await new Promise<void>((resume) => {
          held.push({ method, params, resume })
        })
      // Looked up after the wait, so a test can decide the outcome of a
      // request it holds: hold, see the pending UI, rejectNext, release.
      const rejection = rejections.find((rule) => matches(rule, method))
      if (rejection) {
        rejections = rejections.filter((rule) => rule !== rejection)
        throw failure(rejection, rpcErrorCodes.userRejectedRequest)
      }
      if (method === 'wallet_addEthereumChain' && addChainFailure)
        throw failure(addChainFailure, rpcErrorCodes.internal)
    },
  }
}

function matches(rule: DevWalletRequestMatch, method: string) {
  if (rule.method === undefined) return true
  if (typeof rule.method === 'string') return rule.method === method
  return rule.method.includes(method)
}

function failure(rule: DevWalletFailure, code: number) {
  if ('value' in rule) return rule.value
  return new DevWalletRpcError({
    code: rule.code ?? code,
    message: rule.message,
    data: rule.data,
  })
}
