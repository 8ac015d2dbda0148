import { expect, test } from 'vitest'
import { DocPageTitleError, docPage, siteRoute } from './docPage.ts'

const repository = 'https://github.com/example/latch'

test('the title becomes the frontmatter, the heading leaves the body', () => {
  const { markdown, title } = docPage('# Hooks, `useX`\n\nText.\n', {
    path: 'docs/hooks.md',
    repository,
  })
  expect(title).toBe('Hooks, `useX`')
  // The frontmatter title is plain text: code marks are dropped.
  expect(markdown).toBe('---\ntitle: "Hooks, useX"\n---\n\nText.\n')
})

test("links to docs/ pages become the site's routes, fragments kept", () => {
  const page = (path: string, text: string) =>
    docPage(`# T\n\n${text}\n`, { path, repository }).markdown.split(
      '\n---\n\n',
    )[1]
  expect(
    page(
      'docs/a.md',
      '[x](hooks.md#usex) [y](./ssr.md) [z](#here) [r](../README.md#quick-start)',
    ),
  ).toBe('[x](/hooks/#usex) [y](/ssr/) [z](#here) [r](/#quick-start)\n')
  expect(
    page(
      'README.md',
      '[x](docs/getting-started.md) ![s](docs/connect-dialog.png "s")',
    ),
  ).toBe('[x](/getting-started/) ![s](./connect-dialog.png "s")\n')
})

test('links outside docs/ go to the repository; web links and code stay', () => {
  const { markdown } = docPage(
    [
      '# T',
      '',
      '[siwe](../packages/siwe/README.md#store) [src](../packages/core/src/) [w](https://wagmi.sh)',
      '',
      '`[not](a.md)`',
      '',
      '[`paymasters`](configuration.md#paymasters), [its `.env.example`](../apps/web/.env.example), `a',
      'b` [x](ssr.md)',
      '',
      '```md',
      '[kept](hooks.md)',
      '```',
      '',
      '<a href="../CHANGELOG.md">changes</a>',
    ].join('\n'),
    { path: 'docs/x.md', repository },
  )
  expect(markdown.split('\n---\n\n')[1]).toBe(
    [
      `[siwe](${repository}/blob/main/packages/siwe/README.md#store) [src](${repository}/tree/main/packages/core/src) [w](https://wagmi.sh)`,
      '',
      '`[not](a.md)`',
      '',
      `[\`paymasters\`](/configuration/#paymasters), [its \`.env.example\`](${repository}/blob/main/apps/web/.env.example), \`a`,
      'b` [x](/ssr/)',
      '',
      '```md',
      '[kept](hooks.md)',
      '```',
      '',
      `<a href="/changelog/">changes</a>`,
    ].join('\n'),
  )
})

test('a page without a title is a typed error naming it', () => {
  expect(() =>
    docPage('No title.\n', { path: 'docs/untitled.md', repository }),
  ).toThrowError(new DocPageTitleError({ path: 'docs/untitled.md' }))
  try {
    docPage('', { path: 'docs/empty.md', repository })
  } catch (error) {
    expect((error as Error).name).toBe('DocPageTitleError')
  }
})

test('the reference a page links to is on the site: changelog, API reports, create-latch; internal reports and other files are not', () => {
  expect(siteRoute('CHANGELOG.md')).toBe('changelog/')
  expect(siteRoute('packages/core/api/core-csp.api.md')).toBe('api/core-csp/')
  expect(siteRoute('packages/core/api/core-internal.api.md')).toBeUndefined()
  expect(siteRoute('packages/create-latch/README.md')).toBe('create-latch/')
  expect(siteRoute('docs/hooks.md')).toBe('hooks/')
  expect(siteRoute('README.md')).toBe('')
  expect(siteRoute('apps/web/.env.example')).toBeUndefined()
  expect(
    docPage(
      '# T\n\n[changes](../CHANGELOG.md#unreleased) [api](../packages/react/api/react.api.md)\n',
      {
        path: 'docs/x.md',
        repository,
      },
    ).markdown,
  ).toContain('[changes](/changelog/#unreleased) [api](/api/react/)')
})

test('without a repository address, a link to a file the site does not publish is left as its text', () => {
  expect(
    docPage(
      '# T\n\nSee [its `.env.example`](../apps/web/.env.example) and [hooks](hooks.md).\n',
      { path: 'docs/x.md' },
    ).markdown,
  ).toContain('See its `.env.example` and [hooks](/hooks/).')
})
