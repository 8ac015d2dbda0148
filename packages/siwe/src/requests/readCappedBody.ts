/**
 * A request's body as text, read from its stream and stopped as soon as it
 * passes `limit` bytes (`'too-large'`): `Content-Length` is the client's
 * word and a chunked body has none, so only the bytes read count. Bytes that
 * are not UTF-8 are `'malformed'`.
 */
export async function readCappedBody(
  request: Request,
  limit: number,
): Promise<string | 'too-large' | 'malformed'> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => {})
    return 'too-large'
  }
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => {})
        return 'too-large'
      }
      chunks.push(value)
    }
  } catch {
    return 'malformed'
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(
      bytes,
    )
  } catch {
    return 'malformed'
  }
}
