const accents: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map(
    (letter, i) => [
      letter,
      [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!,
    ],
  ),
)

// Words that lengthen a text, accented like the rest, so a line can wrap
// where a translation's would.
const filler =
  'ļöŕéɱ îþšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîþîšçîñĝ éļîţ šéð ðö éîûšɱöð ţéɱþöŕ'

/** `text` accented, and 40 % longer: `Connect` → `⟦Çöññéçţ ļöŕ⟧`. */
function pseudo(text: string, keep: readonly string[]): string {
  // The values a text was given (a wallet's name, a count) stay as they are.
  const kept = [...new Set(keep.filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  )
  const parts = kept.length
    ? text.split(
        new RegExp(
          `(${kept.map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
        ),
      )
    : [text]
  const accented = parts
    .map((part) =>
      kept.includes(part)
        ? part
        : part.replace(/[a-zA-Z]/g, (x) => accents[x]!),
    )
    .join('')
  const extra = Math.ceil([...text].length * 0.4)
  let pad = ''
  for (const word of filler.repeat(4).split(' ')) {
    if ([...pad].length >= extra) break
    pad += pad ? ` ${word}` : word
  }
  return `⟦${accented} ${[...pad].slice(0, extra).join('')}⟧`
}

/**
 * A pseudo-locale of a message catalogue (Latch's `en`, or any object of
 * texts and functions returning texts): every text accented and 40 % longer,
 * in brackets, so a layout can be tested for the longer words of other
 * languages, and a text left in English or cut off shows at a glance. The
 * values a function is given are kept as they are; `lang`, `dir` and URLs
 * are not touched.
 */
export function pseudoLocalize<catalogue extends object>(
  catalogue: catalogue,
): catalogue {
  const walk = (value: unknown, key: string): unknown => {
    if (key === 'lang' || key === 'dir') return value
    if (typeof value === 'string')
      return /^https?:\/\//.test(value) ? value : pseudo(value, [])
    if (typeof value === 'function')
      return (...args: unknown[]) =>
        pseudo(
          String(value(...args)),
          args
            .filter((arg) => arg !== undefined)
            .flatMap((arg) => [
              String(arg),
              typeof arg === 'number' ? arg.toLocaleString('en') : '',
            ]),
        )
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, walk(v, k)]),
      )
    return value
  }
  return walk(catalogue, '') as catalogue
}
