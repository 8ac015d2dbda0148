/**
 * Whether a request comes from a page of `origin`: its `Origin` header is
 * that origin, or, when a client sent none, its `Sec-Fetch-Site` is
 * `same-origin`. Browsers send one or the other on every POST and no page
 * can forge either; a request with neither is refused. This, with the JSON
 * content type (which a form cannot send), is what stops cross-site request
 * forgery of the POST routes.
 */
export function isSameOrigin(request: Request, origin: string): boolean {
  const sent = request.headers.get('origin')
  if (sent !== null) return sent === origin
  return request.headers.get('sec-fetch-site') === 'same-origin'
}
