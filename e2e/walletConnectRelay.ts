import type { Page } from '@playwright/test'

/**
 * Stands in for the devnet's WalletConnect relay (not there yet) at its
 * loopback path: it acknowledges every relay request, which is enough for
 * the real WalletConnect SDK to create a pairing and announce its URI. No
 * wallet ever answers: the pairing stays pending.
 *
 * The SDK also asks WalletConnect's Verify service for an attestation; that
 * one known request is blocked here, outside the off-machine guard's record
 * (the local relay's test mode will remove it).
 */
export async function standInRelay(page: Page) {
  await page.route('https://verify.walletconnect.org/**', (route) =>
    route.abort('blockedbyclient'),
  )
  await page.routeWebSocket(/\/devnet\/relay/, (socket) => {
    socket.onMessage((raw) => {
      const { id, method } = JSON.parse(String(raw)) as {
        id: number
        method?: string
      }
      if (!method) return
      let result: unknown = true
      if (method === 'irn_subscribe') result = `subscription-${id}`
      if (method === 'irn_batchSubscribe') result = []
      if (method === 'irn_batchFetchMessages')
        result = { messages: [], hasMore: false }
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', result }))
    })
  })
}
