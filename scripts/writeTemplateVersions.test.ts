import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import {
  templateVersionsFile,
  templateVersionsSource,
} from './writeTemplateVersions.ts'

test("the templates' versions are the workspace's (its packages' and its lockfile's): `npm run build` in packages/create-latch writes packages/create-latch/src/templateVersions.ts", () => {
  expect(readFileSync(templateVersionsFile, 'utf8')).toBe(
    templateVersionsSource(),
  )
})
