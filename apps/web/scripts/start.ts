import { serveUntilStopped } from './serveUntilStopped.ts'
import { startDevnetApp } from './startDevnetApp.ts'

/** `npm start`: the embedded devnet and the app, until Ctrl-C. */
await serveUntilStopped({
  name: 'Latch',
  start: () => startDevnetApp({ serve: 'dev' }),
  hints: [
    (url) =>
      `A visitor with demo tokens and no ETH, whose gas the app pays: ${url}/?devAccount=visitor`,
  ],
})
