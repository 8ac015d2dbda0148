import { cleanup, configure } from '@testing-library/react'
import { afterAll, vi } from 'vitest'

// The happy-dom projects run two files at a time (vitest.config.ts), even on
// a two-core CI machine: a wait for what the page shows (a balance read from
// anvil, a name) gets 5 s, not Testing Library's 1 s. A
// test that passes returns as soon as its condition holds; only a failing
// one waits the full time.
configure({ asyncUtilTimeout: 5_000 })

// A worker runs its files one after the other in one page (the projects do
// not isolate them: vitest.config.ts): each file starts on a blank one, as
// a visitor's first visit does: no elements, no storage, no cookies, no
// injected wallet.
// (A file that asks for Node's environment has no page.)
if (typeof document !== 'undefined') {
  document.head.replaceChildren()
  document.body.replaceChildren()
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API
    if (name) document.cookie = `${name}=; max-age=0; path=/`
  }
  delete (window as { ethereum?: unknown }).ethereum
}

// What this file's code listens to on the window and the document (a wallet
// answering EIP-6963's requestProvider, a page's storage events) stops when
// it ends: the next file's page must not hear from this one's wallets.
// Needed by ConnectDialog.wallets.test.tsx (timed out without it, run late).
const listening: (() => void)[] = []
const ownAdd = Symbol.for('latch.test.addEventListener')
type Target = EventTarget & { [ownAdd]?: EventTarget['addEventListener'] }
if (typeof window !== 'undefined')
  for (const target of [window, document] as Target[]) {
    // The page's own method, kept from the first file (later files find
    // the previous file's in its place).
    target[ownAdd] ??= target.addEventListener
    const add = target[ownAdd]
    // Called bare too (`addEventListener(…)` on the global): on the target.
    target.addEventListener = (type, listener, options) => {
      add.call(target, type, listener, options)
      listening.push(() => target.removeEventListener(type, listener, options))
    }
  }

// Latch fetches some of its code by itself once it has started (the tabs'
// watch, `startLatch`), whatever a test awaits. A file whose last test ends
// first would tear its environment down under that import (Vitest's
// EnvironmentTeardownError, failing the run): the file waits for it. What it
// rendered is unmounted, so no provider of this file's goes on listening in
// the next file's page; its stubs and fake clock go with it.
afterAll(async () => {
  cleanup()
  for (const stop of listening.splice(0)) stop()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  await vi.dynamicImportSettled()
})
