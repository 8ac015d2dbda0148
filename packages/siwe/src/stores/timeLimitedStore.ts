import { SiweStoreError } from '../errors/SiweStoreError.ts'
import type { SiweStore } from './SiweStore.ts'

/**
 * `store` with every call bounded: one that has not answered within
 * `timeout` milliseconds, or that fails in any way, is a `SiweStoreError`,
 * which the handlers answer with 503. A hung backend (a Redis stopped, a
 * network that drops packets) would otherwise hold every request, and
 * every socket, for as long as it hangs.
 */
export function timeLimitedStore(store: SiweStore, timeout: number): SiweStore {
  const call = <result>(
    operation: keyof SiweStore,
    start: () => Promise<result>,
  ) =>
    new Promise<result>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new SiweStoreError({
              reason: `${operation} did not answer within ${timeout} ms`,
            }),
          ),
        timeout,
      )
      let pending: Promise<result>
      try {
        pending = Promise.resolve(start())
      } catch (cause) {
        pending = Promise.reject(cause)
      }
      // Settled once: a call that answers (or fails) after its timeout
      // changes nothing, and its late rejection is handled here rather
      // than reaching Node as an unhandled one.
      pending.then(
        (value) => {
          clearTimeout(timer)
          resolve(value)
        },
        (cause: unknown) => {
          clearTimeout(timer)
          reject(
            cause instanceof SiweStoreError
              ? cause
              : new SiweStoreError({ reason: `${operation} failed`, cause }),
          )
        },
      )
    })
  return {
    set: (key, value, ttl) => call('set', () => store.set(key, value, ttl)),
    take: (key) => call('take', () => store.take(key)),
    has: (key) => call('has', () => store.has(key)),
    increment: (key, window) =>
      call('increment', () => store.increment(key, window)),
  }
}
