/** One rule of a `_headers` file: a path pattern and the headers it adds. */
export type HeaderRule = {
  path: string
  headers: [name: string, value: string][]
}

/**
 * Reads a `_headers` file as Netlify and Cloudflare Pages do: `#` comments,
 * a path at the start of a line, then its headers indented below it as
 * `Name: value`. Anything else throws: the host would refuse the file too.
 */
export function readHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  text.split('\n').forEach((line, index) => {
    const where = `_headers line ${index + 1}: ${JSON.stringify(line)}`
    if (!line.trim() || line.trim().startsWith('#')) return
    if (!/^\s/.test(line)) {
      if (!line.startsWith('/'))
        throw new Error(`${where} is neither a path nor an indented header`)
      rules.push({ path: line.trim(), headers: [] })
      return
    }
    const rule = rules.at(-1)
    if (!rule) throw new Error(`${where}: a header before any path`)
    const colon = line.indexOf(':')
    if (colon < 0) throw new Error(`${where}: a header without ":"`)
    rule.headers.push([
      line.slice(0, colon).trim(),
      line.slice(colon + 1).trim(),
    ])
  })
  return rules
}
