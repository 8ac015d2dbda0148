import { plural } from '../plural.ts'

/**
 * The recent transactions' texts, in English: a catalogue of their own,
 * loaded with the components that show them (the account dialog's list, the
 * account button's pending count, SendCallsButton), so a first paint
 * carries none. The other languages are beside this file.
 */
export const transactionMessages = {
  /** The account dialog's list of what the visitor sent. */
  title: 'Recent transactions',
  empty: 'Transactions you send appear here.',
  clear: 'Clear',
  pending: 'Pending',
  confirmed: 'Confirmed',
  failed: 'Failed',
  replaced: 'Replaced',
  cancelled: 'Cancelled',
  dropped: 'Dropped',
  /** A batch some of whose calls succeeded and others did not. */
  partial: 'Some calls failed.',
  /** A batch the wallet never executed (EIP-5792 4xx: nothing included). */
  notExecuted: 'The wallet did not execute it: nothing was sent.',
  /** `count`: how many are pending, in the account button's name. */
  pendingCount: (count: number) =>
    plural('en', count, { one: '# pending', other: '# pending' }),
  sentAtomic: 'Sent as one transaction: all calls or none.',
  sentSequential: 'Sent one by one: a transaction per call.',
  /** Before the wallet opens: the app's paymaster pays for it. */
  gasPaidBy: (app: string) => `Gas paid by ${app}`,
  /** Before the wallet opens: no sponsor, the account pays. */
  youPayGas: 'You pay the gas',
  /** A sponsored item of the list. */
  sponsored: 'Gas paid for you',
  /** `'required'` sponsorship the wallet cannot take on this chain. */
  sponsorshipUnavailable: (app: string) =>
    `${app} cannot pay the gas for this wallet on this network. Nothing was sent.`,
  /** The paymaster service refused or failed: the wallet sent nothing. */
  sponsorshipFailed:
    'The sponsor did not pay the gas for this. Nothing was sent.',
}

/** The recent transactions' texts in any language: English's keys. */
export type TransactionMessages = typeof transactionMessages
