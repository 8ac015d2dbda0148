import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, test } from 'vitest'
import { inlineStyleHash } from '../vite.ts'
import { baseAccount } from './baseAccount.ts'

test('the <style> hashes Base Account adds to the policy are those of the installed SDK’s two <style> elements (its dialog and its font)', async () => {
  // The SDK's files, by path: its package exports none of them.
  const dist = dirname(
    createRequire(import.meta.url).resolve('@base-org/account'),
  )
  const load = (path: string) => import(pathToFileURL(join(dist, path)).href)
  const { default: dialog } = await load('ui/Dialog/Dialog-css.js')
  const { FONT_FACE_CSS } = await load('ui/assets/fontFaceCSS.js')
  const origins = baseAccount().origins
  expect(typeof origins === 'object' && origins.style).toEqual([
    inlineStyleHash(dialog),
    inlineStyleHash(FONT_FACE_CSS),
  ])
  // The font is a data: URI, which font-src must allow.
  expect(FONT_FACE_CSS).toContain('url("data:font/woff2')
})
