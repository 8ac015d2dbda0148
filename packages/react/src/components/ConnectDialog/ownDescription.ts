import type { WalletDescription } from '@latch/core'

/**
 * A wallet's own text for a language: the language's (`pt-BR`), else its
 * base language's (`pt`), else English, else the only one there is.
 */
export function ownDescription(
  description: WalletDescription | undefined,
  language: string,
): string | undefined {
  if (description === undefined || typeof description === 'string')
    return description || undefined
  const base = language.split('-')[0] ?? language
  const texts = description as Record<string, string | undefined>
  return (
    texts[language] ??
    texts[base] ??
    texts.en ??
    Object.values(description).find((x) => typeof x === 'string' && x !== '')
  )
}
