import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import { docPage, referencePages, siteRoute } from './docPage.ts'

/**
 * The step before `astro dev` and `astro build`: every page of docs/ (and the
 * README as the index, and the reference they link to: the changelog, the
 * API reports, …) written into the site's content folder, git-ignored
 * (src/content/docs/*.md, beside the site's own pages in its subfolders).
 * A page added to docs/ is on the site with no change here.
 */
const root = join(import.meta.dirname, '../../..')
const content = join(import.meta.dirname, '../src/content/docs')

/** The repository's address: package.json's `repository`, when it has one. */
function repositoryUrl(): string | undefined {
  const { repository } = JSON.parse(
    readFileSync(join(root, 'package.json'), 'utf8'),
  ) as { repository?: string | { url?: string } }
  const url = typeof repository === 'string' ? repository : repository?.url
  return url?.replace(/^git\+/, '').replace(/\.git$/, '')
}

mkdirSync(content, { recursive: true })
for (const entry of readdirSync(content, { withFileTypes: true }))
  if (entry.isFile()) rmSync(join(content, entry.name))
rmSync(join(content, 'api'), { recursive: true, force: true })
const repository = repositoryUrl()
const reports = readdirSync(join(root, 'packages')).flatMap((name) => {
  const api = join(root, 'packages', name, 'api')
  return existsSync(api)
    ? readdirSync(api)
        .map((file) => `packages/${name}/api/${file}`)
        .filter((path) => path.endsWith('.api.md') && siteRoute(path))
    : []
})
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...Object.keys(referencePages),
  ...reports,
]
for (const path of pages) {
  const { markdown } = docPage(readFileSync(join(root, path), 'utf8'), {
    path,
    repository,
  })
  const file = join(
    content,
    `${siteRoute(path)!.replace(/\/$/, '') || 'index'}.md`,
  )
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, markdown)
}
for (const name of readdirSync(join(root, 'docs')))
  if (/\.(png|svg|jpg|webp)$/.test(name))
    copyFileSync(join(root, 'docs', name), join(content, name))
console.log(
  `docs site: ${pages.length} pages from docs/, the README and the reference`,
)
