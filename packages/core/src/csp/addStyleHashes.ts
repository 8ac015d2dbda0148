import { hashSources } from './contentSecurityPolicy.ts'

/**
 * The policy with inline `<style>` elements' hashes added where the browser
 * looks for them: `style-src-elem` if the policy has one, and `style-src`
 * (made from `default-src` when the policy has none). Unchanged where inline
 * styles apply already: no `style-src` nor `default-src`, or
 * `'unsafe-inline'` (a hash beside it would turn it off, and with it every
 * other inline style of the page).
 */
export function addStyleHashes(
  policy: string,
  hashes: readonly string[],
): string {
  const added = hashSources(hashes, 'style')
  if (added.length === 0) return policy
  const directives = policy
    .split(';')
    .map((x) => x.trim().split(/\s+/))
    .filter((x) => x[0] !== '')
  const find = (name: string) =>
    directives.find((x) => x[0]!.toLowerCase() === name)
  const fallback = find('default-src')
  let styles = find('style-src')
  if (!styles) {
    if (!fallback) return policy
    styles = ['style-src', ...fallback.slice(1)]
    directives.splice(directives.indexOf(fallback) + 1, 0, styles)
  }
  for (const directive of [styles, find('style-src-elem')]) {
    if (!directive) continue
    if (directive.some((x) => x.toLowerCase() === "'unsafe-inline'"))
      return policy
  }
  for (const directive of [styles, find('style-src-elem')]) {
    if (!directive) continue
    // 'none' means nothing only when it stands alone.
    const kept = directive.filter((x) => x.toLowerCase() !== "'none'")
    directive.splice(0, directive.length, ...kept, ...added)
  }
  return directives.map((x) => x.join(' ')).join('; ')
}
