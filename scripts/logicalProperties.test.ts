import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { physicalDeclarations } from './physicalDeclarations.ts'

const root = join(import.meta.dirname, '..')
const stylesheets = ['packages/react/src', 'apps/web/src'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.css'))
    .map((file) => join(dir, file)),
)

describe('right to left: the stylesheets mirror by themselves', () => {
  test('the kit’s stylesheet and the app’s use logical properties only', () => {
    expect(stylesheets.length).toBeGreaterThan(14)
    const found = stylesheets.flatMap((file) =>
      physicalDeclarations(readFileSync(join(root, file), 'utf8')).map(
        (declaration) => `${file}: ${declaration}`,
      ),
    )
    expect(found).toEqual([])
  })

  test('the check finds every kind of physical declaration', () => {
    expect(
      physicalDeclarations(`
        .a { margin-left: 4px; padding-right: 2px; left: 50%; }
        .b { text-align: left; float: right; border-right-color: red; }
        .c { padding: 0 8px 0 10px; margin: 1px 2px 3px 4px; }
        .d { border-radius: 12px 0; inset: 0 auto 0 0; }
        /* .e { margin-left: 1px } in a comment is not a rule */
      `),
    ).toEqual([
      'margin-left: 4px',
      'padding-right: 2px',
      'left: 50%',
      'text-align: left',
      'float: right',
      'border-right-color: red',
      'padding: 0 8px 0 10px',
      'margin: 1px 2px 3px 4px',
      'border-radius: 12px 0',
      'inset: 0 auto 0 0',
    ])
    expect(
      physicalDeclarations(`
        .a { margin-inline-start: 4px; padding-inline: 6px 10px; inset-inline-start: 50%; }
        .b { text-align: start; float: inline-start; border-inline-end-color: red; }
        .c { padding: 0 8px; margin: 1px 2px 3px 2px; border-radius: 50%; }
        .d { grid-template-columns: max-content 1fr; translate: -50%; }
      `),
    ).toEqual([])
  })
})
