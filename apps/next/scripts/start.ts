import { serveUntilStopped } from '../../web/scripts/serveUntilStopped.ts'
import { startNextDevnetApp } from './startNextDevnetApp.ts'

/** `npm run dev:next`: the embedded devnet and apps/next (`next dev`), until Ctrl-C. */
await serveUntilStopped({
  name: 'Latch on Next.js',
  start: () => startNextDevnetApp({ serve: 'dev' }),
})
