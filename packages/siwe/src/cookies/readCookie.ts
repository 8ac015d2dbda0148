// A Cookie header longer than this is refused whole: nothing in it is read.
const maxCookieHeader = 8_192

/** The value of the cookie `name` in a request's `Cookie` header, if any. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie')
  if (!header || header.length > maxCookieHeader) return undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() === name)
      return part.slice(index + 1).trim()
  }
  return undefined
}
