import { nextAppTsconfig } from '../packages/create-latch/src/templates/nextAppTsconfig.ts'
import { lockedVersions } from '../test/consumerApp.ts'
import type { DocFile } from '../test/docExamples.ts'
import { writeFiles } from '../test/writeFiles.ts'

/**
 * Writes a Next.js App Router app as `create-next-app` lays one out (its
 * package.json scripts, its strict tsconfig.json), whose code is only what
 * docs/nextjs.md writes out (`files`), with Latch's packages from their
 * tarballs. Next.js and the type packages at the repository's own versions;
 * React any 19, so the newest the registry serves.
 */
export function writeNextConsumerApp(
  dir: string,
  parameters: {
    tarballs: Record<string, string>
    files: ReadonlyMap<string, DocFile>
  },
): void {
  const versions = lockedVersions([
    'next',
    'typescript',
    '@types/node',
    '@types/react',
    '@types/react-dom',
  ])
  const { next, ...devDependencies } = versions
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(
      {
        name: 'my-next-dapp',
        private: true,
        version: '0.0.0',
        scripts: { dev: 'next dev', build: 'next build', start: 'next start' },
        dependencies: { next, react: '^19.0.0', 'react-dom': '^19.0.0' },
        devDependencies: {
          ...devDependencies,
          '@latch/devnet': parameters.tarballs['@latch/devnet'],
        },
      },
      null,
      2,
    )}\n`,
    // create-next-app's, with strict mode as it writes it.
    'tsconfig.json': `${JSON.stringify(nextAppTsconfig(), null, 2)}\n`,
  }
  for (const [path, file] of parameters.files) files[path] = file.text
  writeFiles(dir, Object.entries(files))
}
