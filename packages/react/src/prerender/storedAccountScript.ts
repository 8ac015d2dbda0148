import type { LatchConfig } from '@latch/core'
import {
  accountDisplayDefaults,
  accountNameMaxLength,
  plainAccountName,
} from '@latch/core/internal'
import { en, type Messages } from '../i18n/en.ts'

/** What the script needs to know of the app, fixed at build time. */
export type StoredAccountScriptData = {
  /** The stored account button (`persistAccountDisplay`): key, version, age. */
  key: string
  version: number
  maxAge: number
  /** The name of each configured chain, by id. */
  chains: Record<string, string>
  /** The account button's badge on a chain not configured. */
  unsupported: string
  /**
   * The names it may show: the longest (`accountNameMaxLength`), and the
   * pattern of a name known to be its own ENSIP-15 normalisation
   * (`plainAccountName`'s source). Any other name waits for the app.
   */
  names: { maxLength: number; pattern: string }
}

export type StoredAccountScriptParameters = {
  /** The catalogue the page is prerendered in; English by default. */
  messages?: Messages | undefined
}

/**
 * The source of a tiny classic script for a prerendered page: placed after
 * the page's markup and before the app's bundle, it paints a returning
 * visitor's stored account into the prerendered header (the ConnectButton's
 * *Connect wallet* becomes the account button, as the app's first render
 * will draw it: avatar, ENS name or short address, network badge), so the
 * account is in the page's first paint, before any bundle has run. It reads
 * the snapshot the app keeps (`persistAccountDisplay`), and trusts none of
 * it: the account must be an address, a name a plain ENS name
 * (`isPlainAccountName`), an avatar a `data:image/` URI; the name and the
 * address are bidi-isolated; every text is set as `textContent`; a snapshot
 * of any other shape leaves the page as it is. Put its hash in the page's
 * `script-src` (`inlineScriptHash` in `@latch/core/vite`): never
 * `'unsafe-inline'`.
 */
export function storedAccountScript(
  config: LatchConfig,
  parameters: StoredAccountScriptParameters = {},
): string {
  const messages = parameters.messages ?? en
  const data: StoredAccountScriptData = {
    ...accountDisplayDefaults,
    chains: Object.fromEntries(
      config.chains.map((chain) => [chain.id, chain.name]),
    ),
    unsupported: messages.wallet.unsupportedNetwork,
    names: {
      maxLength: accountNameMaxLength,
      pattern: plainAccountName.source,
    },
  }
  // `<` escaped: the data cannot close the script element it is inlined in.
  const json = JSON.stringify(data).replaceAll('<', '\\u003c')
  return `(${paintStoredAccount.toString()})(${json})`
}

/**
 * The script's body: self-contained (it is inlined as its source text), no
 * imports, nothing but the DOM and storage.
 */
export function paintStoredAccount(data: StoredAccountScriptData): void {
  const find = () => {
    const slot = document.querySelector('.latch-connect-button')
    const connect = slot?.querySelector('.latch-connect-button__connect')
    return slot && connect ? { slot, connect } : undefined
  }
  const found = find()
  if (found) {
    paint(found.slot, found.connect)
    return
  }
  // Placed before the button (in the page's head, where no stylesheet
  // still loading holds it back): paint the moment the parser has put the
  // button in, before the frame that would show it.
  try {
    const observer = new MutationObserver(() => {
      const now = find()
      if (!now) return
      observer.disconnect()
      paint(now.slot, now.connect)
    })
    observer.observe(document, { childList: true, subtree: true })
    document.addEventListener('DOMContentLoaded', () => observer.disconnect())
  } catch {}

  function paint(slot: Element, connect: Element) {
    try {
      // The app's own snapshot of its account button (`persistAccountDisplay`).
      const snapshot = localStorage.getItem(data.key)
      if (!snapshot) return
      const stored = JSON.parse(snapshot) as Record<string, unknown> | null
      const {
        v,
        at,
        address: account,
        chainId,
        name: found,
        avatar: image,
      } = stored ?? {}
      if (
        v !== data.version ||
        typeof at !== 'number' ||
        typeof account !== 'string' ||
        !/^0x[0-9a-fA-F]{40}$/.test(account) ||
        typeof chainId !== 'number' ||
        !Number.isSafeInteger(chainId) ||
        chainId <= 0 ||
        (found !== undefined && typeof found !== 'string') ||
        (image !== undefined && typeof image !== 'string')
      )
        return
      // Only a name known to be its own ENSIP-15 normalisation (the
      // normaliser is not on the page yet), and none older than the wallet
      // cache lives: the app's first render would not have it either.
      const name =
        typeof found === 'string' &&
        Date.now() - at <= data.maxAge &&
        found.length <= data.names.maxLength &&
        new RegExp(data.names.pattern).test(found)
          ? found
          : undefined
      const avatar =
        name &&
        typeof image === 'string' &&
        /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i.test(image)
          ? image
          : undefined
      const chain = data.chains[String(chainId)]

      // The account button, as React draws it (a test holds them equal).
      const svgNs = 'http://www.w3.org/2000/svg'
      const element = (
        tag: string,
        attributes: Record<string, string>,
        ns?: string,
      ) => {
        const node = ns
          ? document.createElementNS(ns, tag)
          : document.createElement(tag)
        for (const [key, value] of Object.entries(attributes))
          node.setAttribute(key, value)
        return node
      }
      const button = element('button', {
        type: 'button',
        class: 'latch-account-button',
        'aria-haspopup': 'dialog',
        // As `accountTitle`: the name and the address, each isolated.
        title: name ? `\u2068${name}\u2069 (\u2068${account}\u2069)` : account,
      })
      if (avatar)
        button.append(
          element('img', {
            class: 'latch-avatar',
            alt: '',
            width: '28',
            height: '28',
            referrerpolicy: 'no-referrer',
            // Last, as React sets it: the referrer policy applies to the load.
            src: avatar,
          }),
        )
      else {
        // The identicon: the Avatar component's, from the address's bytes.
        const byte = (i: number) =>
          Number.parseInt(account.slice(2 + i * 2, 4 + i * 2), 16)
        const hue = Math.round((byte(0) / 256) * 360)
        const svg = element(
          'svg',
          {
            class: 'latch-avatar',
            viewBox: '0 0 5 5',
            width: '28',
            height: '28',
            'aria-hidden': 'true',
            'shape-rendering': 'crispEdges',
          },
          svgNs,
        )
        svg.append(
          element(
            'rect',
            {
              width: '5',
              height: '5',
              fill: `hsl(${(hue + 150) % 360} 55% 88%)`,
            },
            svgNs,
          ),
        )
        const foreground = `hsl(${hue} 62% 42%)`
        for (let y = 0; y < 5; y++)
          for (let x = 0; x < 3; x++)
            if (byte(1 + y * 3 + x) & 1)
              for (const cell of x < 2 ? [x, 4 - x] : [x])
                svg.append(
                  element(
                    'rect',
                    {
                      x: String(cell),
                      y: String(y),
                      width: '1',
                      height: '1',
                      fill: foreground,
                    },
                    svgNs,
                  ),
                )
        button.append(svg)
      }
      const text = element('span', { class: 'latch-account-button__text' })
      const label = element('span', {
        class: 'latch-account-button__name',
        dir: 'ltr',
      })
      const shown = element('bdi', {})
      shown.textContent = name ?? `${account.slice(0, 6)}…${account.slice(-4)}`
      label.append(shown)
      const network = element('span', {
        class: 'latch-account-button__network',
      })
      if (!chain) network.setAttribute('data-unsupported', 'true')
      network.append(
        element('span', {
          class: 'latch-account-button__dot',
          'aria-hidden': 'true',
        }),
      )
      if (chain) {
        const bdi = element('bdi', {})
        bdi.textContent = chain
        network.append(bdi)
      } else network.append(data.unsupported)
      text.append(label, network)
      button.append(text)
      // A hydrated page (`ssr`) keeps a slot for it that React leaves alone,
      // and the stylesheet hides *Connect wallet* while it is filled; a page
      // its app renders anew takes the button in place of *Connect wallet*.
      const painted = slot.querySelector('.latch-connect-button__painted')
      if (painted) painted.replaceChildren(button)
      else connect.replaceWith(button)
    } catch {
      // Storage that throws, text that is not JSON: the page stays as built.
    }
  }
}
