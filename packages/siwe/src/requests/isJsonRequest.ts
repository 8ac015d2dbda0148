/**
 * Whether a request says its body is JSON (`application/json`, parameters
 * allowed). An HTML form can only send `application/x-www-form-urlencoded`,
 * `multipart/form-data` or `text/plain`, and a cross-origin `fetch` with JSON
 * needs a CORS preflight the handlers never grant.
 */
export function isJsonRequest(request: Request): boolean {
  const type = request.headers.get('content-type')
  if (!type) return false
  return type.split(';')[0]!.trim().toLowerCase() === 'application/json'
}
