import { SiweError } from './SiweError.ts'

/** `SiweConfigurationError` narrowed to its literal `name`. */
export type SiweConfigurationErrorType = SiweConfigurationError & {
  name: 'SiweConfigurationError'
}

/**
 * `createSiweHandler` was given options it cannot run safely with: thrown at
 * start-up, so a misconfigured server never answers a visitor.
 */
export class SiweConfigurationError extends SiweError {
  override name = 'SiweConfigurationError' as const
  constructor({ reason }: { reason: string }) {
    super(`The SIWE handler cannot start: ${reason}.`)
  }
}
