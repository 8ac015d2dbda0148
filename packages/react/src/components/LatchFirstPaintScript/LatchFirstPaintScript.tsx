'use client'

import { useMemo } from 'react'
import { useLatchConfig } from '../../hooks/useLatchConfig.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { storedAccountScript } from '../../prerender/storedAccountScript.ts'

export type LatchFirstPaintScriptProps = {
  /**
   * The response's nonce, under a per-request nonce policy. A static page
   * has none: its policy lists the script's hash instead (docs/nextjs.md).
   */
  nonce?: string | undefined
}

/**
 * Latch's first-paint script as an element, for a page rendered on a server
 * and hydrated (Next.js, `ssr`) whose server knows no session (a static
 * route). Rendered inside `LatchProvider`, before `ConnectButton`, it draws
 * a returning visitor's stored account (`storedAccountScript`) the moment
 * the parser has put the button in, before the first frame, into a slot
 * React leaves alone; React takes over with the same account once it has
 * restored the session: no *Connect wallet* in between, no hydration
 * mismatch.
 */
export function LatchFirstPaintScript(props: LatchFirstPaintScriptProps) {
  const config = useLatchConfig()
  const messages = useMessages()
  const source = useMemo(
    () => storedAccountScript(config, { messages }),
    [config, messages],
  )
  return (
    <script
      nonce={props.nonce}
      // The browser hides a nonce once read: the DOM's is empty.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: Latch's own script, its data escaped (`storedAccountScript`)
      dangerouslySetInnerHTML={{ __html: source }}
    />
  )
}
