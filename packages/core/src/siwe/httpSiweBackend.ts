import { type Address, getAddress, isAddress } from 'viem'
import { SignInError, type SignInOperation } from '../errors/signIn.ts'
import type { SiweBackend, SiweSession } from './SiweOptions.ts'

// Answers longer than this are not a nonce or a session.
const maxAnswerLength = 4 * 1024

/**
 * The backend `@latch/siwe` serves under `url` (`/api/siwe` by default), on
 * the page's own origin: cookies go with every request (`same-origin`); the
 * POSTs are JSON, as its CSRF checks require. Every answer is checked
 * before it is believed.
 */
export function httpSiweBackend(url: string): SiweBackend {
  const base = url.replace(/\/+$/, '')
  const request = async (
    operation: SignInOperation,
    path: string,
    init: RequestInit = {},
  ) => {
    try {
      return await fetch(`${base}/${path}`, {
        credentials: 'same-origin',
        cache: 'no-store',
        ...init,
      })
    } catch (cause) {
      throw new SignInError({ operation, cause })
    }
  }
  const json = async (operation: SignInOperation, response: Response) => {
    try {
      const text = await response.text()
      if (text.length > maxAnswerLength) throw new Error('Answer too long.')
      return JSON.parse(text) as unknown
    } catch (cause) {
      throw new SignInError({ operation, status: response.status, cause })
    }
  }
  const post = (body?: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  })
  return {
    async getNonce() {
      const response = await request('nonce', 'nonce')
      if (!response.ok)
        throw new SignInError({ operation: 'nonce', status: response.status })
      const nonce = (
        (await json('nonce', response)) as { nonce?: unknown } | null
      )?.nonce
      // EIP-4361: at least 8 alphanumeric characters.
      if (typeof nonce !== 'string' || !/^[A-Za-z0-9]{8,128}$/.test(nonce))
        throw new SignInError({ operation: 'nonce', status: response.status })
      return nonce
    },
    async verify({ message, signature }) {
      const response = await request(
        'verify',
        'verify',
        post({ message, signature }),
      )
      if (!response.ok)
        throw new SignInError({ operation: 'verify', status: response.status })
      const session = toSession(await json('verify', response))
      if (!session)
        throw new SignInError({ operation: 'verify', status: response.status })
      return session
    },
    async getSession() {
      const response = await request('session', 'session')
      if (response.status === 401 || response.status === 403) return null
      if (!response.ok)
        throw new SignInError({ operation: 'session', status: response.status })
      const session = toSession(await json('session', response))
      if (!session)
        throw new SignInError({ operation: 'session', status: response.status })
      return session
    },
    async signOut() {
      const response = await request('signOut', 'logout', post())
      if (!response.ok && response.status !== 401)
        throw new SignInError({ operation: 'signOut', status: response.status })
    },
  }
}

function toSession(value: unknown): SiweSession | undefined {
  if (typeof value !== 'object' || value === null) return
  const { address, chainId, expiresAt } = value as Record<string, unknown>
  if (typeof address !== 'string' || !isAddress(address, { strict: false }))
    return
  if (
    typeof chainId !== 'number' ||
    !Number.isSafeInteger(chainId) ||
    chainId <= 0
  )
    return
  const ends =
    typeof expiresAt === 'number'
      ? expiresAt
      : typeof expiresAt === 'string'
        ? Date.parse(expiresAt)
        : undefined
  return {
    address: getAddress(address) as Address,
    chainId,
    ...(ends !== undefined && Number.isFinite(ends) ? { expiresAt: ends } : {}),
  }
}
