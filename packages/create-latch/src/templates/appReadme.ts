import type { Template } from '../parseCreateArguments.ts'
import type { TemplateParameters } from './TemplateParameters.ts'

/** The created app's README.md: its commands, and where things are. */
export function appReadme(
  parameters: TemplateParameters & { template: Template },
): string {
  const run = (script: string) =>
    parameters.packageManager === 'npm'
      ? `npm run ${script}`
      : `${parameters.packageManager} ${script}`
  const test = parameters.packageManager === 'npm' ? 'npm test' : run('test')
  const files =
    parameters.template === 'vite'
      ? `- \`src/main.tsx\`: Latch's config and provider; on the devnet, its chains and the Dev wallet.
- \`src/App.tsx\`: the page.
- \`vite.config.ts\`: \`latch()\`, and the plugin that starts the devnet with \`${run('dev')}\`.`
      : `- \`app/latch.ts\`: Latch's config, on the server and in the browser; on the devnet, its chains.
- \`app/providers.tsx\`, \`app/layout.tsx\`, \`app/page.tsx\`: the provider, the session from the cookie, the page.
- \`proxy.ts\`: the Content-Security-Policy, with a nonce for each request.
- \`scripts/dev.mjs\`: \`${run('dev')}\`, the devnet and \`next dev\`.`
  const siwe = parameters.siwe
    ? parameters.template === 'vite'
      ? `
Sign-In with Ethereum (\`@latch/siwe\`, memory store) runs on the dev server
only: in production, mount its handlers on your own server
(\`node_modules/@latch/siwe/README.md\`).
`
      : `
Sign-In with Ethereum (\`@latch/siwe\`, memory store) is
\`app/api/siwe/[action]/route.ts\`. In production set \`SIWE_ORIGIN\` and
\`SIWE_SECRET\` (\`.env.example\`), and use the Redis store when the app runs
on more than one process.
`
    : ''
  return `# ${parameters.name}

A dapp made with \`create-latch\`: Latch (wallet connection on wagmi and viem),
${parameters.template === 'vite' ? 'Vite, React and TypeScript' : 'Next.js (App Router), React and TypeScript'}.

\`\`\`sh
${run('dev')}
\`\`\`

Runs the app on \`@latch/devnet\`: two local chains with ENS and a demo token,
offline, and the _Dev wallet_ in the page (pick it in the connect dialog).

\`\`\`sh
${test}
\`\`\`

Playwright connects the Dev wallet and disconnects (\`e2e/connect.spec.ts\`).
It uses Playwright's Chromium (\`npx playwright install chromium\`), or the one
\`CHROMIUM_PATH\` names.

\`\`\`sh
${run('build')}
\`\`\`

The production build, on mainnet and Base.
${siwe}
${files}
`
}
