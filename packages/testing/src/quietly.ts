import { request as httpRequest } from 'node:http'

/**
 * Runs `start` with a plain Node `fetch` in place of happy-dom's: `startAnvil`
 * polls the port until the node listens, and happy-dom's fetch prints every
 * refused attempt to the terminal (its console is not the test's).
 */
export async function quietly<value>(
  start: () => Promise<value>,
): Promise<value> {
  const fetch = globalThis.fetch
  globalThis.fetch = nodeFetch as typeof globalThis.fetch
  try {
    return await start()
  } finally {
    globalThis.fetch = fetch
  }
}

/** Just enough `fetch` for `startAnvil`'s readiness poll. */
function nodeFetch(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<{ ok: boolean }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: init.method, headers: init.headers },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ ok: (response.statusCode ?? 500) < 300 }),
        )
      },
    )
    request.on('error', reject)
    request.end(init.body)
  })
}
