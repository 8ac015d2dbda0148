'use client'

import { useTransactionMessages } from '../../i18n/transactions/useTransactionMessages.ts'

export type GasPayerProps = {
  /**
   * Who pays the gas: the app's name when its paymaster sponsors the
   * transaction; `undefined` when the visitor's account pays.
   */
  sponsor: string | undefined
  /** For the control it describes (`aria-describedby`). */
  id?: string | undefined
}

/**
 * The line shown before the wallet opens saying who pays the gas: *Gas paid
 * by {sponsor}* for a sponsored transaction, else *You pay the gas*.
 */
export function GasPayer({ sponsor, id }: GasPayerProps) {
  const t = useTransactionMessages()
  return (
    <p id={id} className="latch-muted">
      {typeof sponsor === 'string' ? t.gasPaidBy(sponsor) : t.youPayGas}
    </p>
  )
}
