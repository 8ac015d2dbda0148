import { isHex } from 'viem'
import { maxBody } from '../context/siweBounds.ts'
import type { SiweVerifyRequest } from '../siweResponses.ts'
import { readCappedBody } from './readCappedBody.ts'

/**
 * `POST verify`'s body, read up to `maxBody` bytes and checked: a message
 * (a string, not yet parsed) and a signature (even-length hex), or why not.
 */
export async function readVerifyRequest(
  request: Request,
): Promise<SiweVerifyRequest | 'body-too-large' | 'malformed-body'> {
  const text = await readCappedBody(request, maxBody)
  if (text === 'too-large') return 'body-too-large'
  if (text === 'malformed') return 'malformed-body'
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return 'malformed-body'
  }
  const { message, signature } = (body ?? {}) as Record<string, unknown>
  if (
    typeof message !== 'string' ||
    typeof signature !== 'string' ||
    !isHex(signature, { strict: true }) ||
    signature.length < 4 ||
    signature.length % 2 !== 0
  )
    return 'malformed-body'
  return { message, signature }
}
