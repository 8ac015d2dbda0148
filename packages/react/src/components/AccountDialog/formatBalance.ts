import { formatUnits } from 'viem'

/** A balance for people: `12.5 ETH`, at most 4 decimals, grouped by locale. */
export function formatBalance(
  balance: { value: bigint; decimals: number; symbol: string },
  lang: string,
): string {
  const amount = Number(formatUnits(balance.value, balance.decimals))
  const format = new Intl.NumberFormat(lang, { maximumFractionDigits: 4 })
  const text = format.format(amount)
  // A dust balance is not zero: say it is under the smallest shown unit.
  const shown =
    amount > 0 && amount < 0.0001 ? `< ${format.format(0.0001)}` : text
  return `${shown} ${balance.symbol}`
}
