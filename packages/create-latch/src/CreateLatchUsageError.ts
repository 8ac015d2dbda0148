/** What `create-latch` was asked that it cannot do: it exits with code 2. */
export type CreateLatchUsageErrorType = CreateLatchUsageError & {
  name: 'CreateLatchUsageError'
}

/** A command line `create-latch` refuses, before it writes anything. */
export class CreateLatchUsageError extends Error {
  override name = 'CreateLatchUsageError' as const
  /** One sentence for the terminal. */
  readonly shortMessage: string
  /** The process's exit code. */
  readonly exitCode = 2

  constructor(shortMessage: string) {
    super(shortMessage)
    this.shortMessage = shortMessage
  }
}
