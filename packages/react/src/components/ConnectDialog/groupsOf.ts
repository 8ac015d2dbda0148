import type { WalletOption } from '@latch/core'

/** The options under each heading, the headings in the order they first come. */
export function groupsOf(
  options: readonly WalletOption[],
): { group: string | undefined; options: WalletOption[] }[] {
  const groups = new Map<string | undefined, WalletOption[]>()
  for (const option of options)
    groups.set(option.group, [...(groups.get(option.group) ?? []), option])
  return [...groups].map(([group, options]) => ({ group, options }))
}
