import { type Address, getAddress, isAddress, parseUnits } from 'viem'

/** The Send form as typed. */
export type SendForm = { recipient: string; amount: string }

/** What is wrong with a field, by the text that says so. */
export type SendFormProblem =
  | 'invalidRecipient'
  | 'invalidAmount'
  | 'amountPrecision'
  | 'amountZero'

/** The form checked: the recipient (an address, or a name still to resolve) and the amount in the asset's smallest unit. */
export type ParsedSendForm = {
  problems: Partial<Record<keyof SendForm, SendFormProblem>>
  recipient?: { address: Address } | { name: string } | undefined
  value?: bigint | undefined
}

// Digits, and at most one point followed by digits: what parseUnits reads
// exactly. Exponents, signs, commas and spaces are refused, not guessed at.
const amountPattern = /^(\d+)(?:\.(\d+))?$/
// An ENS name: labels separated by dots, no spaces; normalized when resolved.
const namePattern = /^[^\s.]+(\.[^\s.]+)+$/u

/**
 * Checks the Send form: the recipient is an address (any case, checksum
 * not required of lower case) or something shaped like an ENS name; the
 * amount is a plain decimal with no more digits after the point than the
 * asset has (`decimals`), greater than zero, parsed exactly with viem's
 * `parseUnits`.
 */
export function parseSendForm(
  form: SendForm,
  decimals: number,
): ParsedSendForm {
  const problems: ParsedSendForm['problems'] = {}
  let recipient: ParsedSendForm['recipient']
  const to = form.recipient.trim()
  if (isAddress(to, { strict: false })) {
    // Mixed case that is not the checksum is a typo, not an address.
    if (
      to !== to.toLowerCase() &&
      to.slice(2) !== to.slice(2).toUpperCase() &&
      !isAddress(to)
    )
      problems.recipient = 'invalidRecipient'
    else recipient = { address: getAddress(to) }
  } else if (!to.startsWith('0x') && namePattern.test(to) && to.length <= 255)
    recipient = { name: to }
  else problems.recipient = 'invalidRecipient'

  let value: bigint | undefined
  const amount = form.amount.trim()
  const match = amountPattern.exec(amount)
  if (!match) problems.amount = 'invalidAmount'
  else if ((match[2]?.length ?? 0) > decimals)
    problems.amount = 'amountPrecision'
  else {
    value = parseUnits(amount, decimals)
    if (value === 0n) {
      problems.amount = 'amountZero'
      value = undefined
    }
  }
  return { problems, recipient, value }
}
