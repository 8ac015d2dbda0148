/**
 * The Send form's texts, in English: a catalogue of their own, loaded with
 * the form (a connected visitor's chunk), so a first paint carries none.
 * The other languages are in `locales/`, loaded on demand.
 */
export const sendMessages = {
  title: 'Send a transaction',
  intro:
    'Send ETH or the demo token to an address or an ENS name, then follow it under Recent transactions in the account dialog.',
  recipient: 'Recipient',
  recipientHint: 'An address (0x…) or an ENS name.',
  amount: 'Amount',
  amountHint: 'A number such as 0.5, with a point before the decimals.',
  asset: 'Asset',
  submit: 'Send',
  batch: 'Approve and send',
  batchHint:
    'Approve and send sends the demo token in one batch: an approval, then the transfer.',
  resolving: 'Looking up the name…',
  invalidRecipient:
    'Enter an address (0x and 40 hexadecimal characters) or an ENS name.',
  nameNotFound: 'This name does not point to an address.',
  invalidAmount: 'Enter an amount: a number such as 0.5.',
  amountPrecision: 'Too many digits after the point for this asset.',
  amountZero: 'Enter an amount greater than zero.',
  sent: 'Sent: follow it under Recent transactions in the account dialog.',
}

/** The Send form's texts in any language: English's keys. */
export type SendMessages = typeof sendMessages
