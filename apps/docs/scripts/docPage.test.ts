import { expect, test } from 'vitest'
import { DocPageTitleError, docPage } from './docPage.ts'

const repository = 'https://github.com/example/latch'

test('the title becomes the frontmatter, the heading leaves the body', () => {
  const { markdown, title } = docPage('# Hooks, `useX`\n\nText.\n', {
    path: 'docs/hooks.md',
    repository,
  })
  expect(title).toBe('Hooks, `useX`')
  expect(markdown).toBe('---\ntitle: "Hooks, `useX`"\n---\n\nText.\n')
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
      `<a href="${repository}/blob/main/CHANGELOG.md">changes</a>`,
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
