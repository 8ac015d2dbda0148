// A module graph of its own (`.fresh.`): No Sign-In with Ethereum texts loaded yet but those the provider loads.
import type { SiweBackend } from '@latch/core/siwe'
import { fireEvent, render, screen } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { expect, test } from 'vitest'
import { setupWallet } from '../../../test/setupWallet.tsx'
import { useSiwe } from '../../hooks/useSiwe.ts'
import { loadMessages } from '../../i18n/loadMessages.ts'
import { siweMessages } from '../../i18n/siwe/en.ts'
import { ja } from '../../i18n/siwe/ja.ts'
import { LatchProvider } from '../../LatchProvider.tsx'
import { SignIn } from './SignIn.tsx'

/**
 * Every text the page showed, as it showed it (outside the aria-hidden
 * placeholder kept while the client loads): the texts added, and each text
 * as it was before it changed.
 */
function watchTexts() {
  const shown: string[] = []
  const placeholder = (node: Node | null) =>
    !!(node instanceof Element ? node : node?.parentElement)?.closest(
      '[aria-hidden="true"]',
    )
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (placeholder(record.target)) continue
      if (record.type === 'characterData' && record.oldValue)
        shown.push(record.oldValue)
      for (const node of record.addedNodes) {
        // Its text but the placeholder's.
        const copy = node.cloneNode(true)
        if (copy instanceof Element) {
          if (copy.matches('[aria-hidden="true"]')) continue
          for (const x of copy.querySelectorAll('[aria-hidden="true"]'))
            x.remove()
        }
        if (copy.textContent) shown.push(copy.textContent)
      }
    }
  })
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    characterDataOldValue: true,
  })
  return { shown, stop: () => observer.disconnect() }
}

/** What `SignIn` showed in its first commit: its button's text, or none. */
let firstCommit: string | undefined

function FirstCommit() {
  useLayoutEffect(() => {
    firstCommit ??=
      document.querySelector('.latch-sign-in button')?.textContent ?? 'none'
  }, [])
  return null
}

/** `SignIn` mounted once the SIWE client is there (an account dialog opened then). */
function OnceReady() {
  return useSiwe().ready ? (
    <>
      <SignIn />
      <FirstCommit />
    </>
  ) : null
}

test('in Japanese, Sign in mounted once the client is there speaks it from its first render (never English first), and a failed sign-in says so in Japanese', async () => {
  const messages = await loadMessages('ja')
  const setup = await setupWallet({ connected: true })
  const backend: SiweBackend = {
    getNonce: async () => crypto.randomUUID().replaceAll('-', ''),
    verify: async () => {
      throw new Error('the server is down')
    },
    getSession: async () => null,
    signOut: async () => {},
  }
  const texts = watchTexts()
  render(
    <LatchProvider config={setup.config} siwe={backend} messages={messages}>
      <OnceReady />
    </LatchProvider>,
  )
  const button = await screen.findByRole('button', { name: ja.signIn })
  // Its first commit had it, in Japanese: no placeholder, no English.
  expect(firstCommit).toBe(ja.signIn)
  expect(texts.shown.join('\n')).not.toContain(siweMessages.signIn)

  fireEvent.click(button)
  expect((await screen.findByText(ja.unavailable)).getAttribute('role')).toBe(
    'alert',
  )
  texts.stop()
  expect(texts.shown.join('\n')).not.toContain(siweMessages.signIn)
  expect(texts.shown.join('\n')).not.toContain(siweMessages.unavailable)
})
