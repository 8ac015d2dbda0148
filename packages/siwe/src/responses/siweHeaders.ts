/** The headers every answer carries (never cached, never sniffed), then `extra`. */
export function siweHeaders(extra: [string, string][] = []): Headers {
  const list = new Headers([
    ['cache-control', 'no-store'],
    ['x-content-type-options', 'nosniff'],
  ])
  for (const [name, value] of extra) list.append(name, value)
  return list
}
