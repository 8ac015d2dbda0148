import type { TransactionMessages } from '../../i18n/transactions/en.ts'

/**
 * The visitor's words for a sponsorship that did not happen
 * (`SponsorshipUnavailableError`, `SponsorshipFailedError`), from the
 * recent transactions' catalogue; `undefined` for any other error (then
 * `errorMessage`'s). Told apart by the errors' `name`, never their text.
 */
export function sponsorshipErrorMessage(
  error: unknown,
  t: TransactionMessages,
  appName: string,
): string | undefined {
  const name = (error as { name?: unknown } | null)?.name
  if (name === 'SponsorshipUnavailableError')
    return t.sponsorshipUnavailable(appName)
  if (name === 'SponsorshipFailedError') return t.sponsorshipFailed
  return undefined
}
