import { isRecord } from './isRecord.ts'
import { RelayRequestError, relayErrorCodes } from './RelayRequestError.ts'

/** A request's parameters: an object, keyed by name. */
export type Params = Record<string, unknown>

/** `value` as a request's parameters, or a `RelayRequestError` naming it. */
export function paramsOf(value: unknown, name: string): Params {
  if (isRecord(value)) return value
  throw new RelayRequestError(
    relayErrorCodes.invalidParams,
    `${name} is an object`,
  )
}
