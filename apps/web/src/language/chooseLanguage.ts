import { matchLanguage } from '@latch/react'
import type { LanguageOption } from './languageOptions.ts'

/**
 * The language a visit starts in: the one the visitor chose on an earlier
 * visit, when the app still offers it; else the first of the browser's
 * languages (`navigator.languages`) the kit speaks (`matchLanguage`);
 * English when none.
 */
export function chooseLanguage(
  options: readonly LanguageOption[],
  stored: string | undefined,
  requested: readonly string[] | undefined,
): LanguageOption {
  const byTag = (tag: string | undefined) =>
    options.find((option) => option.tag === tag)
  return byTag(stored) ?? byTag(matchLanguage(requested)) ?? options[0]!
}
