import { BaseError } from './base.ts'

/** `InvalidHeaderError` narrowed to its literal `name`, for exhaustive switches. */
export type InvalidHeaderErrorType = InvalidHeaderError & {
  name: 'InvalidHeaderError'
}
/**
 * A response header that cannot be written into a host's configuration
 * file: a name that is not an HTTP token, or a value with a line break,
 * a control character, or a character a host's syntax would read as its own
 * (`"`, `\`, nginx's `$`). Written anyway, it would break the file or inject
 * a directive.
 */
export class InvalidHeaderError extends BaseError {
  override name = 'InvalidHeaderError' as const
  readonly header: string
  constructor({ header, reason }: { header: string; reason: string }) {
    super(
      `The ${JSON.stringify(header)} header cannot be written: ${reason}.`,
      {
        metaMessages: [
          'Header names are letters, digits and "-"; values are printable ASCII without ", \\ or $.',
        ],
      },
    )
    this.header = header
  }
}
