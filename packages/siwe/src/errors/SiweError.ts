/** What every `@latch/siwe` error accepts besides its one-sentence `shortMessage`. */
export type SiweErrorParameters = {
  cause?: unknown
  metaMessages?: string[] | undefined
}

/** The root of `@latch/siwe`'s errors, in viem's shape: callers switch on `name`. */
export class SiweError extends Error {
  metaMessages: string[] | undefined
  shortMessage: string
  override name = 'SiweError'

  constructor(shortMessage: string, parameters: SiweErrorParameters = {}) {
    const { cause, metaMessages } = parameters
    super(
      [
        shortMessage,
        ...(metaMessages?.length ? ['', ...metaMessages] : []),
      ].join('\n'),
      cause === undefined ? undefined : { cause },
    )
    this.metaMessages = metaMessages
    this.shortMessage = shortMessage
  }
}
