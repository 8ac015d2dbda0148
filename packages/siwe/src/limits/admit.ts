import type { SiweHandlerContext } from '../context/resolveSiweHandlerContext.ts'
import { clientGroup } from '../requests/clientGroup.ts'
import type { PreSession } from '../sessions/readPreSession.ts'

/**
 * Whether a request is within the rate limits, counted before anything
 * else is stored for it. Per client: by its address (an IPv6 one by its
 * /64) when known, and by its pre-session when it carries one; then in
 * all, in one of two pools, for requests with a held pre-session and for
 * those without.
 *
 * A client's own counters are created only once the global limit has
 * admitted the request, so the store holds at most a few keys per
 * admitted request, whatever the number of clients: a flood from many
 * addresses is refused by the global limit without writing a key for
 * each. A client already counted is refused on its own counter without
 * touching the global one, so one client past its limit takes nothing
 * from the others.
 *
 * Where no address is known (a Fetch mount that passes none), one client
 * can look like many: it drops its cookies and is new on each request,
 * and a signed pre-session costs it only a request, which stores nothing
 * until admitted. Hence two pools. A client that keeps its cookie is held
 * to its own limit; one that drops it draws on the pool of requests
 * without a pre-session only, so it cannot refuse the visitors who
 * already hold one (the client fetches a nonce as soon as a wallet is
 * connected). To reach the other pool it must gather pre-sessions, each
 * minted through the first pool and held for `preSessionLifetime`
 * only; one that does so on purpose can (30 suffice at the default
 * limits). Telling it from 30 visitors needs its address. Either way the
 * store's bound holds.
 */
export async function admit(
  context: Pick<SiweHandlerContext, 'store' | 'limits'>,
  route: 'nonce' | 'verify',
  client: string | null,
  preSession: PreSession | undefined,
): Promise<boolean> {
  const { store } = context
  const { perClient, global } = context.limits[route]
  const counters: string[] = []
  if (client !== null) counters.push(`rate:${route}:a:${clientGroup(client)}`)
  if (preSession) counters.push(`rate:${route}:p:${preSession.p}`)
  const created: string[] = []
  for (const key of counters) {
    if (!(await store.has(key))) {
      created.push(key)
      continue
    }
    const count = await store.increment(key, perClient.window * 1_000)
    // Ended between the two calls, so just made again: undone, and made
    // only if the request is admitted, as for a new client.
    if (count === 1) {
      await store.take(key)
      created.push(key)
    } else if (count > perClient.limit) return false
  }
  const pool = preSession?.held ? 'held' : 'new'
  if (
    (await store.increment(`rate:${route}:${pool}`, global.window * 1_000)) >
    global.limit
  )
    return false
  for (const key of created)
    await store.increment(key, perClient.window * 1_000)
  return true
}
