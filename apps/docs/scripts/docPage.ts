import { posix } from 'node:path'

export type DocPageParameters = {
  /** The page's path in the repository: `docs/hooks.md`, or `README.md` (the site's index). */
  path: string
  /**
   * The repository's web address: links to its other files go there.
   * Without one, such a link is left as its text (never a made-up address).
   */
  repository?: string | undefined
}

export type DocPage = {
  /** The page's Markdown for the site: its `# Title` as frontmatter, its links rewritten. */
  markdown: string
  /** The page's title, from its first `# ` heading. */
  title: string
}

/** A Markdown page without a `# Title` line: the site cannot name it. */
export class DocPageTitleError extends Error {
  override name = 'DocPageTitleError' as const
  constructor({ path }: { path: string }) {
    super(
      `${path} has no "# Title" line: the docs site takes its title from it.`,
    )
  }
}

/**
 * One page of `docs/` (or the README) as the site's content: the first
 * `# Title` becomes the frontmatter's `title` (Starlight shows it as the
 * page's heading), links to another page of `docs/` become the site's
 * routes (`hooks.md#x` is `/hooks/#x`, the README `/`), images of `docs/`
 * stay beside the page, and links to anything else in the repository go to
 * the repository (or are left as their text when it has no address). Code
 * (fenced or inline) is left as it is.
 */
export function docPage(
  source: string,
  parameters: DocPageParameters,
): DocPage {
  const { path, repository } = parameters
  const heading = /^# (.+)\n+/m.exec(source)
  if (!heading) throw new DocPageTitleError({ path })
  const title = heading[1]!.trim()
  const body = source.slice(heading.index + heading[0].length)
  const route = (target: string) => siteTarget(target, path, repository)
  const markdown = outsideCode(body, (text) =>
    text
      .replace(
        /(!?\[([^\]]*)\]\()([^)\s]+)((?:\s+"[^"]*")?\))/g,
        (_, open: string, label: string, target: string, close: string) => {
          const to = route(target)
          return to === undefined ? label : `${open}${to}${close}`
        },
      )
      .replace(
        /(<(?:a|img)\b[^>]*?\s(?:href|src)=")([^"]+)(")/g,
        (_, open: string, target: string, close: string) =>
          `${open}${route(target) ?? target}${close}`,
      ),
  )
  const frontmatter = `---\ntitle: ${JSON.stringify(title.replace(/`/g, ''))}\n${
    path === 'README.md' ? 'tableOfContents: true\n' : ''
  }---\n\n`
  return { markdown: `${frontmatter}${markdown}`, title }
}

/**
 * The site's route of a Markdown file of the repository it publishes, or
 * `undefined` for the others: the README is the index, `docs/x.md` is
 * `x/`, and the reference a page links to has its own pages: the changelog,
 * the API reports (`api/core/` for `packages/core/api/core.api.md`), the
 * `create-latch` README, CONTRIBUTING and the bench's README.
 */
export function siteRoute(path: string): string | undefined {
  if (path === 'README.md') return ''
  const page = /^docs\/([\w-]+)\.md$/.exec(path)
  if (page) return `${page[1]}/`
  const report = /^packages\/[\w-]+\/api\/([\w-]+)\.api\.md$/.exec(path)
  // The internal entries' reports are not the dapps' API: not published.
  if (report && !report[1]!.endsWith('-internal')) return `api/${report[1]}/`
  return referencePages[path]
}

/** The repository's other Markdown files the site publishes, by route. */
export const referencePages: Record<string, string> = {
  'CHANGELOG.md': 'changelog/',
  'CONTRIBUTING.md': 'contributing/',
  'bench/README.md': 'bench/',
  'packages/create-latch/README.md': 'create-latch/',
}

/** Where a link of the page at `path` points on the site. */
function siteTarget(
  target: string,
  path: string,
  repository: string | undefined,
): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#'))
    return target
  const [file = '', fragment] = target.split('#')
  const resolved = posix.normalize(posix.join(posix.dirname(path), file))
  const hash = fragment === undefined ? '' : `#${fragment}`
  const page = siteRoute(resolved)
  if (page !== undefined) return `/${page}${hash}`
  const image = /^docs\/([\w.-]+\.(?:png|svg|jpg|webp))$/.exec(resolved)
  if (image) return `./${image[1]}`
  const kind = posix.extname(resolved) ? 'blob' : 'tree'
  if (repository === undefined) return undefined
  return `${repository}/${kind}/main/${resolved.replace(/\/$/, '')}${hash}`
}

/**
 * `rewrite` applied to the Markdown outside fenced code blocks and inline
 * code: each code span is held out as a placeholder while it runs, so that
 * a link whose text is code (`` [`x`](x.md) ``) is still one link.
 */
function outsideCode(markdown: string, rewrite: (text: string) => string) {
  return markdown
    .split(/(^```[\s\S]*?^```[ \t]*$)/m)
    .map((part, i) => {
      if (i % 2) return part
      const spans: string[] = []
      const held = part.replace(/(`+)[\s\S]*?[^`]\1(?!`)/g, (span) => {
        spans.push(span)
        return `\uE000${spans.length - 1}\uE000`
      })
      return rewrite(held).replace(
        /\uE000(\d+)\uE000/g,
        (_, index: string) => spans[Number(index)]!,
      )
    })
    .join('')
}
