import type { SiweHandlerContext } from '../context/resolveSiweHandlerContext.ts'
import type { SiweRequestContext } from '../createSiweHandler.ts'

/**
 * Who a request's client is, for the rate limits: what the app's
 * `clientAddress` reads from the request, else the runtime's address, else
 * `null` (not known).
 */
export function readClientAddress(
  context: Pick<SiweHandlerContext, 'clientAddress'>,
  request: Request,
  requestContext: SiweRequestContext | undefined,
): string | null {
  return (
    context.clientAddress?.(request) || requestContext?.clientAddress || null
  )
}
