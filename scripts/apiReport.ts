import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'

/** One public entry of a package, as its `package.json` `exports` lists it. */
export type ApiEntry = {
  /** The import specifier: `@latch/core`, `@latch/core/vite`, … */
  specifier: string
  /** The entry's source file, from the root. */
  source: string
  /** Its report, from the root: `packages/core/api/core-vite.api.md`. */
  report: string
}

/** One exported name of an entry, its kind and its declarations. */
export type ApiExport = {
  name: string
  kind: string
  declarations: string[]
}

/** The workspace's published packages, whose entries have reports. */
export const apiPackages = [
  'packages/core',
  'packages/react',
  'packages/devnet',
  'packages/siwe',
]

const root = join(import.meta.dirname, '..')

/** The entries of the packages: every `exports` key whose value is TypeScript. */
export function apiEntries(
  directory: string,
  packages: readonly string[],
): ApiEntry[] {
  return packages.flatMap((folder) => {
    const manifest = JSON.parse(
      readFileSync(join(directory, folder, 'package.json'), 'utf8'),
    ) as { name: string; exports: Record<string, string> }
    const short = manifest.name.replace(/^@[^/]+\//, '')
    return Object.entries(manifest.exports)
      .filter(([, value]) => /\.tsx?$/.test(value))
      .map(([key, value]) => {
        const subpath = key.replace(/^\.\/?/, '')
        return {
          specifier: subpath ? `${manifest.name}/${subpath}` : manifest.name,
          source: join(folder, value),
          report: join(
            folder,
            'api',
            `${[short, ...subpath.split('/')].filter(Boolean).join('-')}.api.md`,
          ),
        }
      })
  })
}

/**
 * The API reports of the packages' entries, by report path: every exported
 * name with its kind and its declaration as tsc emits it (`.d.ts`, comments
 * left out), sorted by name. Declarations come from one `tsc` run over the
 * packages' sources (tests left out), as the package build emits them.
 */
export function apiReports(
  directory: string,
  packages: readonly string[],
): Map<string, string> {
  const entries = apiEntries(directory, packages)
  const out = mkdtempSync(join(tmpdir(), 'latch-api-'))
  try {
    // Beside the root's own, so type libraries and globs resolve as there.
    const tsconfig = join(directory, `tsconfig.api-${process.pid}.json`)
    writeFileSync(
      tsconfig,
      JSON.stringify({
        extends: './tsconfig.json',
        compilerOptions: {
          noEmit: false,
          declaration: true,
          emitDeclarationOnly: true,
          declarationMap: false,
          sourceMap: false,
          rewriteRelativeImportExtensions: true,
          rootDir: '.',
          outDir: join(out, 'types'),
        },
        include: packages.map((folder) => `${folder}/src`),
        exclude: [
          '**/*.test.ts',
          '**/*.test.tsx',
          '**/*.test-d.ts',
          'packages/devnet/src/contracts/compile.ts',
        ],
      }),
    )
    try {
      execFileSync(
        join(root, 'node_modules', '.bin', 'tsc'),
        ['-p', tsconfig],
        { cwd: directory, stdio: ['ignore', 'pipe', 'pipe'] },
      )
    } finally {
      rmSync(tsconfig)
    }
    const declarations = (source: string) =>
      join(out, 'types', source.replace(/\.tsx?$/, '.d.ts'))
    return new Map(
      entries.map((entry) => [
        entry.report,
        formatReport(directory, entry, exportsOf(declarations(entry.source))),
      ]),
    )
  } catch (error) {
    const output = (error as { stdout?: Buffer }).stdout?.toString()
    if (output) throw new Error(`tsc could not emit declarations:\n${output}`)
    throw error
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

/**
 * The report files that differ from what the generator makes now: changed,
 * missing, or left over from an entry that is gone.
 */
export function staleReports(
  directory: string,
  packages: readonly string[],
  reports: Map<string, string> = apiReports(directory, packages),
): string[] {
  const stale = [...reports]
    .filter(([path, text]) => {
      const file = join(directory, path)
      return !existsSync(file) || readFileSync(file, 'utf8') !== text
    })
    .map(([path]) => path)
  for (const folder of packages) {
    const api = join(directory, folder, 'api')
    if (!existsSync(api)) continue
    for (const name of readdirSync(api)) {
      const path = join(folder, 'api', name)
      if (name.endsWith('.api.md') && !reports.has(path)) stale.push(path)
    }
  }
  return stale.sort()
}

/** Writes the reports, and removes those of entries that are gone. */
export function writeApiReports(
  directory: string,
  packages: readonly string[],
): string[] {
  const reports = apiReports(directory, packages)
  const stale = staleReports(directory, packages, reports)
  for (const path of stale) {
    const file = join(directory, path)
    const text = reports.get(path)
    if (text === undefined) rmSync(file)
    else {
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, text)
    }
  }
  return stale
}

/**
 * The values a report lists (functions, classes, consts: what a module's
 * namespace holds at run time), in the report's order.
 */
export function reportedValues(report: string): string[] {
  return [...report.matchAll(/^\| `([^`]+)` \| ([^|]+) \|$/gm)]
    .filter(([, , kind]) => !/^(type|interface)$|\(type only\)/.test(kind!))
    .map(([, name]) => name!)
}

function formatReport(
  directory: string,
  entry: ApiEntry,
  exports: ApiExport[],
): string {
  // The entry's own opening comment says what it is for (and, for an
  // internal entry, that it makes no promise).
  const source = readFileSync(join(directory, entry.source), 'utf8').split('\n')
  const code = source.findIndex((line) => !line.startsWith('//'))
  const about = source
    .slice(0, code < 0 ? source.length : code)
    .map((line) => line.replace(/^\/\/\s?/, ''))
    .join(' ')
    .trim()
  const lines = [
    `# \`${entry.specifier}\`: API report`,
    '',
    ...(about ? [`> ${about}`, ''] : []),
    `<!-- Generated by \`npm run api\` (scripts/apiReport.ts) from ${entry.source}. Do not edit: a change to the public API shows here as a diff. -->`,
    '',
    '| name | kind |',
    '| --- | --- |',
    ...exports.map(({ name, kind }) => `| \`${name}\` | ${kind} |`),
    '',
    '## Declarations',
    '',
    '```ts',
    exports
      .map(({ declarations }) => declarations.join('\n'))
      .join('\n\n')
      .trim(),
    '```',
    '',
  ]
  return lines.join('\n')
}

/** A top-level statement of a declaration file, comments removed. */
type Statement = { text: string }

const parsed = new Map<string, Statement[]>()

/** The top-level statements of a declaration file. */
function statementsOf(file: string): Statement[] {
  const known = parsed.get(file)
  if (known) return known
  const text = readFileSync(file, 'utf8')
  const statements: Statement[] = []
  let current = ''
  let depth = 0
  const bodied = () =>
    /^(export\s+)?(default\s+)?(declare\s+)?(abstract\s+)?(class|interface|namespace|module|enum)\b/.test(
      current.trim(),
    )
  const end = () => {
    const trimmed = current
      .split('\n')
      .filter((line) => line.trim())
      .join('\n')
      .trim()
    if (trimmed) statements.push({ text: trimmed.replace(/[ \t]+$/gm, '') })
    current = ''
  }
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (char === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++
      current += '\n'
      continue
    }
    if (char === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 1
      if (i === 0) throw new Error(`${file}: unterminated comment`)
      continue
    }
    if (char === "'" || char === '"' || char === '`') {
      let j = i + 1
      while (j < text.length && text[j] !== char) j += text[j] === '\\' ? 2 : 1
      current += text.slice(i, j + 1)
      i = j
      continue
    }
    current += char
    if (char === '{' || char === '(' || char === '[') depth++
    else if (char === '}' || char === ')' || char === ']') {
      depth--
      if (depth === 0 && char === '}' && bodied()) end()
    } else if (char === ';' && depth === 0) end()
  }
  end()
  parsed.set(file, statements)
  return statements
}

const declarationPattern =
  /^(export\s+)?(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(function|const|let|var|class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/

/** The names an entry's declaration file exports, sorted, each resolved. */
export function exportsOf(file: string): ApiExport[] {
  const names = new Map<string, { typeOnly: boolean }>()
  for (const { text } of statementsOf(file)) {
    const declared = text.match(declarationPattern)
    if (declared?.[1]) names.set(declared[3]!, { typeOnly: false })
    const list = text.match(/^export\s+(type\s+)?\{([^}]*)\}/)
    if (list)
      for (const part of specifiers(list[2]!))
        names.set(part.exported, { typeOnly: !!list[1] || part.typeOnly })
    if (/^export\s*\*/.test(text))
      throw new Error(`${file}: \`export *\` hides what an entry exports`)
  }
  return [...names]
    .map(([name, { typeOnly }]) => {
      const declarations = resolveExport(file, name, new Set())
      const kinds = [
        ...new Set(
          declarations.map((text) => text.match(declarationPattern)?.[2]),
        ),
      ]
      const kind = kinds.map((k) => (k === 'let' || k === 'var' ? 'const' : k))
      const isType = kind.every((k) => k === 'type' || k === 'interface')
      return {
        name,
        kind: `${kind.join(' + ')}${typeOnly && !isType ? ' (type only)' : ''}`,
        declarations: declarations.map((text) =>
          text
            .replace(/^export\s+/, '')
            .replace(/^declare\s+/, '')
            .replace(
              /^((?:abstract\s+)?(?:function|const|let|var|class|interface|type|enum|namespace))\s+[A-Za-z_$][\w$]*/,
              `$1 ${name}`,
            ),
        ),
      }
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

type Specifier = { local: string; exported: string; typeOnly: boolean }

function specifiers(list: string): Specifier[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const typeOnly = /^type\s+/.test(part)
      const [local, exported] = part
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .map((x) => x.trim())
      return { local: local!, exported: exported ?? local!, typeOnly }
    })
}

/** The declarations of a name a declaration file exports, through its re-exports. */
function resolveExport(
  file: string,
  name: string,
  seen: Set<string>,
  exported = true,
): string[] {
  const key = `${file}#${name}`
  if (seen.has(key)) throw new Error(`${key}: circular re-export`)
  seen.add(key)
  const statements = statementsOf(file)
  const own = statements
    .map(({ text }) => text)
    .filter((text) => {
      const declared = text.match(declarationPattern)
      return declared?.[3] === name && (!exported || !!declared[1])
    })
  if (own.length) return own
  for (const { text } of statements) {
    const list = text.match(
      /^export\s+(?:type\s+)?\{([^}]*)\}\s*(?:from\s*['"]([^'"]+)['"])?/,
    )
    if (!list) continue
    const found = specifiers(list[1]!).find((part) => part.exported === name)
    if (!found) continue
    const from = list[2]
    if (!from) return resolveExport(file, found.local, seen, false)
    if (!from.startsWith('.'))
      throw new Error(`${file}: re-exports ${name} from a package, '${from}'`)
    const target = resolve(
      dirname(file),
      from.replace(/\.(js|ts|tsx|jsx)$/, '.d.ts'),
    )
    return resolveExport(target, found.local, seen)
  }
  throw new Error(
    `${relative(root, file)}: cannot find the declaration of ${name}`,
  )
}

if (process.argv[1] === import.meta.filename) {
  const written = writeApiReports(root, apiPackages)
  console.log(
    written.length
      ? `API reports updated:\n${written.map((path) => `  ${path}`).join('\n')}`
      : 'API reports up to date.',
  )
}
