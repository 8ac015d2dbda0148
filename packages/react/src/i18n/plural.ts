/** A text for each plural category a language has; `other` is required. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & {
  other: string
}

/**
 * The form of `forms` that `count` takes in `lang` (`Intl.PluralRules`), with
 * each `#` replaced by `count` formatted for `lang` (`Intl.NumberFormat`):
 * `plural('ru', 11, { one: '# символ', few: '# символа', many: '# символов',
 * other: '# символа' })` is `11 символов`.
 */
export function plural(lang: string, count: number, forms: PluralForms) {
  const form = forms[new Intl.PluralRules(lang).select(count)] ?? forms.other
  return form.replaceAll('#', new Intl.NumberFormat(lang).format(count))
}
