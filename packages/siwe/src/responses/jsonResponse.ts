import { siweHeaders } from './siweHeaders.ts'

/** An answer with a JSON body, and `extra` headers (each `Set-Cookie` kept). */
export function jsonResponse(
  status: number,
  body: unknown,
  extra?: [string, string][],
): Response {
  const list = siweHeaders(extra)
  list.set('content-type', 'application/json')
  return new Response(JSON.stringify(body), { status, headers: list })
}
