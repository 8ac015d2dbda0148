import { createHash } from 'node:crypto'

export type StyleAttributes = {
  /** The page with each `style="…"` attribute turned into a class. */
  html: string
  /** The classes' rules, by class name. */
  rules: Map<string, string>
}

/**
 * A built page's `style` attributes as classes of a stylesheet file: a
 * `style-src 'self'` policy refuses every inline style attribute (the
 * generator's icons, its search dialog). A rule's selector repeats its
 * class, to win over the generator's one-class rules as the attribute did.
 * A script that clears an attribute's declaration (`style.display = ''`)
 * no longer undoes it: Starlight's search button keeps its shortcut hint
 * hidden, whose visible text its accessible name lacks.
 */
export function styleAttributes(html: string): StyleAttributes {
  const rules = new Map<string, string>()
  const rewritten = html.replace(
    /<([a-zA-Z][\w-]*)\b([^>]*?)\sstyle="([^"]*)"([^>]*)>/g,
    (_, tag: string, before: string, style: string, after: string) => {
      const declarations = style.trim().replace(/;$/, '').trim()
      if (!declarations) return `<${tag}${before}${after}>`
      const name = `s-${createHash('sha256').update(declarations).digest('hex').slice(0, 10)}`
      rules.set(
        name,
        `.${name}.${name} { ${declarations.replaceAll('&quot;', '"')}; }`,
      )
      const withClass = /\sclass="/.test(before + after)
        ? `${before}${after}`.replace(/\sclass="/, ` class="${name} `)
        : `${before} class="${name}"${after}`
      return `<${tag}${withClass}>`
    },
  )
  return { html: rewritten, rules }
}
