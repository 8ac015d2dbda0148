/**
 * The declarations of a stylesheet that would not mirror in a right-to-left
 * page: a physical side (`margin-left`, `left`, `border-right-color`, …), a
 * `left`/`right` alignment, float or clear, or a margin, padding or radius
 * shorthand whose left and right values differ. Logical properties
 * (`margin-inline-start`, `inset-inline-start`, `text-align: start`) flip by
 * themselves. Returns `property: value` for each.
 */
export function physicalDeclarations(css: string): string[] {
  const found: string[] = []
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '')
  for (const [, property, raw] of code.matchAll(
    /(?:^|[{;\s])([a-z-]+)\s*:\s*([^;{}]+?)\s*(?=;|})/g,
  )) {
    const value = raw!.trim()
    const declaration = `${property}: ${value}`
    if (
      /^(left|right)$/.test(property!) ||
      /(^|-)(left|right)(-|$)/.test(property!)
    )
      found.push(declaration)
    else if (
      /^(text-align|float|clear|caption-side)$/.test(property!) &&
      /\b(left|right)\b/.test(value)
    )
      found.push(declaration)
    else if (
      /^(margin|padding|border-width|border-style|border-color|inset)$/.test(
        property!,
      )
    ) {
      const parts = value.split(/\s+/)
      // top right bottom left: right (2nd) and left (4th) must match.
      if (parts.length === 4 && parts[1] !== parts[3]) found.push(declaration)
    } else if (property === 'border-radius') {
      const [horizontal] = value.split('/')
      const parts = horizontal!.trim().split(/\s+/)
      // A radius that differs between the left and the right corners.
      if (parts.length === 2 && parts[0] !== parts[1]) found.push(declaration)
      if (
        parts.length >= 3 &&
        (parts[0] !== parts[1] || parts[2] !== (parts[3] ?? parts[1]))
      )
        found.push(declaration)
    }
  }
  return found
}
