import type { RawData, WebSocket } from 'ws'
import type { RelayState } from './createRelayState.ts'
import { handleRelayRequest, type RequestId } from './handleRelayRequest.ts'
import { isRecord } from './isRecord.ts'
import { paramsOf } from './paramsOf.ts'
import { RelayRequestError, relayErrorCodes } from './RelayRequestError.ts'
import type { RelayLimits } from './startRelay.ts'

// Any frame at all: a request, an ack of a message we pushed, or junk,
// which gets an error answer; nothing a client sends throws out of here.
/** Reads one frame a client sent and acts on it or answers it with an error. */
export function handleRelayFrame(
  state: RelayState,
  limits: RelayLimits,
  log: (...args: unknown[]) => void,
  socket: WebSocket,
  raw: RawData,
) {
  const text = String(raw)
  log('<-', state.clientOf(socket)?.slice(-6), text.slice(0, 300))
  let id: RequestId = null
  let method = '?'
  try {
    let frame: unknown
    try {
      frame = JSON.parse(text)
    } catch {
      throw new RelayRequestError(
        relayErrorCodes.invalidJson,
        'Parse error: not JSON',
      )
    }
    if (!isRecord(frame))
      throw new RelayRequestError(
        relayErrorCodes.invalidRequest,
        'A frame is an object',
      )
    if (isRequestId(frame.id)) id = frame.id
    if (frame.method === undefined) return onAnswer(state, frame)
    if (typeof frame.method !== 'string')
      throw new RelayRequestError(
        relayErrorCodes.invalidRequest,
        'method is a string',
      )
    method = frame.method
    if (!isRequestId(frame.id))
      throw new RelayRequestError(
        relayErrorCodes.invalidRequest,
        'id is a string or number',
      )
    const params = paramsOf(frame.params ?? {}, 'params')
    handleRelayRequest(state, limits, socket, id, method, params)
  } catch (thrown) {
    const error =
      thrown instanceof RelayRequestError
        ? { code: thrown.code, message: thrown.message }
        : { code: relayErrorCodes.internalError, message: 'Internal error' }
    if (!(thrown instanceof RelayRequestError)) log('error', thrown)
    state.record(method, error)
    state.send(socket, { id, error })
  }
}

// A client acknowledges a message we pushed: it never gets it again.
function onAnswer(state: RelayState, frame: Record<string, unknown>) {
  if (!('result' in frame || 'error' in frame) || !isRequestId(frame.id))
    throw new RelayRequestError(
      relayErrorCodes.invalidRequest,
      'A frame is a request (method) or an answer (id and result)',
    )
  state.acknowledge(Number(frame.id), frame.result)
}

// The clients send BigInt ids as digit strings.
function isRequestId(value: unknown): value is string | number {
  return (
    (typeof value === 'string' && value.length <= 64) ||
    (typeof value === 'number' && Number.isFinite(value))
  )
}
