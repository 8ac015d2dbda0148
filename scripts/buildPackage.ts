import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative } from 'node:path'

/**
 * `npm run build` in a package (`packages/core`, `react`, `devnet`, `siwe`): the
 * publishable package in its `dist/`: ES modules and `.d.ts` emitted by tsc,
 * one `styles.css` (react), and a `package.json` whose `exports` point at them.
 * In the workspace the packages' `exports` point at their TypeScript sources;
 * `npm pack dist` / `npm publish dist` ship the built one.
 */
const directory = process.cwd()
const manifest = JSON.parse(
  readFileSync(join(directory, 'package.json'), 'utf8'),
)
const out = join(directory, 'dist')
const root = join(import.meta.dirname, '..')

rmSync(out, { recursive: true, force: true })
// Latch's own packages resolve to their built declarations, so the build of
// one never compiles another's sources.
const paths: Record<string, string[]> = {}
for (const name of ['core', 'react', 'devnet', 'siwe']) {
  const built = join(root, 'packages', name, 'dist')
  paths[`@latch/${name}`] = [join(built, 'index.d.ts')]
  paths[`@latch/${name}/*`] = [join(built, '*.d.ts')]
}
const tsconfig = join(directory, 'tsconfig.build.json')
writeFileSync(
  tsconfig,
  JSON.stringify({
    extends: relative(directory, join(root, 'tsconfig.json')),
    compilerOptions: {
      noEmit: false,
      declaration: true,
      declarationMap: false,
      sourceMap: false,
      rewriteRelativeImportExtensions: true,
      rootDir: 'src',
      outDir: 'dist',
      types: ['node'],
      paths,
    },
    include: ['src'],
    exclude: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'src/**/*.test-d.ts',
      'src/contracts/compile.ts',
      'src/contracts/compileSolidity.ts',
    ],
  }),
)
try {
  execFileSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', tsconfig], {
    cwd: directory,
    stdio: 'inherit',
  })
} finally {
  rmSync(tsconfig)
}

// One stylesheet: `src/styles.css` with its `@import`s inlined.
const styles = join(directory, 'src', 'styles.css')
if (existsSync(styles))
  writeFileSync(join(out, 'styles.css'), inlineImports(styles))

/** A CSS file with each `@import './x.css';` replaced by that file. */
function inlineImports(file: string): string {
  return readFileSync(file, 'utf8').replace(
    /^@import\s+['"](\.[^'"]+)['"];\s*$/gm,
    (_, path: string) => inlineImports(join(dirname(file), path)),
  )
}

const built = (path: string) =>
  path.replace(/^\.\/src\//, './').replace(/\.tsx?$/, '.js')
const exports: Record<string, unknown> = {}
for (const [key, value] of Object.entries(
  manifest.exports as Record<string, string>,
)) {
  if (value.endsWith('.ts'))
    exports[key] = {
      types: built(value).replace(/\.js$/, '.d.ts'),
      default: built(value),
    }
  else exports[key] = built(value)
}
const { scripts: _, devDependencies: __, ...published } = manifest
writeFileSync(
  join(out, 'package.json'),
  `${JSON.stringify(
    {
      ...published,
      exports,
      ...(manifest.bin
        ? {
            bin: Object.fromEntries(
              Object.entries(manifest.bin as Record<string, string>).map(
                ([name, path]) => [name, built(path)],
              ),
            ),
          }
        : {}),
    },
    null,
    2,
  )}\n`,
)
for (const file of ['README.md', 'LICENSE'])
  if (existsSync(join(directory, file)))
    copyFileSync(join(directory, file), join(out, file))
mkdirSync(out, { recursive: true })
console.log(`${manifest.name}: built in ${relative(root, out)}`)
