import {
  accountNameMaxLength,
  type LatchConfig,
  plainAccountName,
} from '@latch/core'
import { en, type Messages } from '../i18n/en.ts'

/** What the script needs to know of the app, fixed at build time. */
export type StoredAccountScriptData = {
  /** wagmi's stored state, and the wallet cache (its 24-hour limit). */
  storeKey: string
  cacheKey: string
  maxAge: number
  /** Each configured chain: its name, and where its account names live. */
  chains: Record<string, { name: string; ens: number | null }>
  /** Where the names of an account on a chain not configured live. */
  otherEns: number | null
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
 * will draw it: avatar, ENS name from the wallet cache or short address,
 * network badge), so the account is in the page's first paint, before any
 * bundle has run. Whatever storage holds is untrusted: the account must be
 * an address, a name a plain ENS name (`isPlainAccountName`: any other is
 * left to the app, which checks it against ENSIP-15 first), an avatar a
 * `data:image/` URI; the name and the address are bidi-isolated; every
 * text is set as `textContent`; anything else leaves the page as it is. Put
 * its hash in the page's `script-src` (`inlineScriptHash` in
 * `@latch/core/vite`): never `'unsafe-inline'`.
 */
export function storedAccountScript(
  config: LatchConfig,
  parameters: StoredAccountScriptParameters = {},
): string {
  const messages = parameters.messages ?? en
  const { ensChainId } = config.latch
  const data: StoredAccountScriptData = {
    storeKey: 'wagmi.store',
    cacheKey: 'wagmi.cache',
    maxAge: 24 * 60 * 60 * 1_000,
    chains: Object.fromEntries(
      config.chains.map((chain) => [
        chain.id,
        { name: chain.name, ens: ensChainId(chain.id) ?? null },
      ]),
    ),
    otherEns: ensChainId(Number.MAX_SAFE_INTEGER) ?? null,
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
  try {
    const slot = document.querySelector('.latch-connect-button')
    const connect = slot?.querySelector('.latch-connect-button__connect')
    if (!slot || !connect) return
    const read = (key: string): unknown => {
      const text = localStorage.getItem(key)
      return text ? JSON.parse(text) : undefined
    }
    type Connection = { accounts?: unknown; chainId?: unknown }
    const state = (read(data.storeKey) as { state?: unknown } | undefined)
      ?.state as
      | {
          current?: unknown
          connections?: { __type?: unknown; value?: unknown }
        }
      | undefined
    const entries = state?.connections?.value
    if (
      !state ||
      typeof state.current !== 'string' ||
      state.connections?.__type !== 'Map' ||
      !Array.isArray(entries)
    )
      return
    let connection: Connection | undefined
    for (const entry of entries)
      if (Array.isArray(entry) && entry[0] === state.current)
        connection = entry[1] as Connection
    const accounts = connection?.accounts
    const account = Array.isArray(accounts) ? accounts[0] : undefined
    const chainId = connection?.chainId
    if (
      typeof account !== 'string' ||
      !/^0x[0-9a-fA-F]{40}$/.test(account) ||
      typeof chainId !== 'number' ||
      !Number.isSafeInteger(chainId) ||
      chainId <= 0
    )
      return
    const chain = data.chains[String(chainId)]
    const ens = chain ? chain.ens : data.otherEns

    // The wallet cache, as the app restores it before its first render.
    let name: string | undefined
    let avatar: string | undefined
    const cache = read(data.cacheKey) as
      | {
          buster?: unknown
          timestamp?: unknown
          clientState?: { queries?: unknown }
        }
      | undefined
    const queries = cache?.clientState?.queries
    if (
      cache &&
      cache.buster === '' &&
      typeof cache.timestamp === 'number' &&
      Date.now() - cache.timestamp <= data.maxAge &&
      Array.isArray(queries) &&
      ens !== null
    ) {
      type Query = {
        queryKey?: unknown
        state?: { status?: unknown; data?: unknown }
      }
      const find = (
        kind: string,
        match: (key: Record<string, unknown>) => boolean,
      ) => {
        for (const query of queries as Query[]) {
          const key = query?.queryKey
          if (
            Array.isArray(key) &&
            key[0] === kind &&
            key[1] &&
            typeof key[1] === 'object' &&
            query.state?.status === 'success' &&
            match(key[1] as Record<string, unknown>)
          )
            return query.state.data
        }
        return undefined
      }
      const found = find(
        'ensName',
        (key) =>
          typeof key.address === 'string' &&
          key.address.toLowerCase() === account.toLowerCase() &&
          key.chainId === ens,
      )
      // Only a name known to be its own ENSIP-15 normalisation: the
      // normaliser is not on the page yet.
      if (
        typeof found === 'string' &&
        found.length <= data.names.maxLength &&
        new RegExp(data.names.pattern).test(found)
      )
        name = found
      const image =
        name &&
        find(
          'ensAvatar',
          (key) =>
            key.name === name &&
            key.chainId === ens &&
            key.thirdParties === false,
        )
      if (
        typeof image === 'string' &&
        /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i.test(image)
      )
        avatar = image
    }

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
    const network = element('span', { class: 'latch-account-button__network' })
    if (!chain) network.setAttribute('data-unsupported', 'true')
    network.append(
      element('span', {
        class: 'latch-account-button__dot',
        'aria-hidden': 'true',
      }),
    )
    if (chain) {
      const bdi = element('bdi', {})
      bdi.textContent = chain.name
      network.append(bdi)
    } else network.append(data.unsupported)
    text.append(label, network)
    button.append(text)
    connect.replaceWith(button)
  } catch {
    // Storage that throws, text that is not JSON: the page stays as built.
  }
}
