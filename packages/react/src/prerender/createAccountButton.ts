import type { identicon } from '../components/Avatar/identicon.ts'
import type { ReadStoredAccountReturnType } from './readStoredAccount.ts'

/**
 * The first-paint script's account button, as React draws it (the
 * AccountButton, its Avatar and network badge; a test holds them equal):
 * the avatar or the Avatar's identicon (`draw`), the name or the short
 * address, each bidi-isolated (the tooltip as `accountTitle`), every text
 * set as `textContent`. The image's `src` is set last, as React sets it: the
 * referrer policy applies to its load. Self-contained: the script inlines
 * its source (`storedAccountScript`).
 */
export function createAccountButton(
  stored: NonNullable<ReadStoredAccountReturnType>,
  unsupported: string,
  draw: typeof identicon,
): HTMLButtonElement {
  const { account, name, avatar, chain } = stored
  const element = (
    tag: string,
    attributes: Record<string, string | number>,
    ns?: string,
  ) => {
    const node = ns
      ? document.createElementNS(ns, tag)
      : document.createElement(tag)
    for (const [key, value] of Object.entries(attributes))
      node.setAttribute(key, String(value))
    return node
  }
  const button = element('button', {
    type: 'button',
    class: 'latch-account-button',
    'aria-haspopup': 'dialog',
    title: name ? `\u2068${name}\u2069 (\u2068${account}\u2069)` : account,
  }) as HTMLButtonElement
  if (avatar)
    button.append(
      element('img', {
        class: 'latch-avatar',
        alt: '',
        width: 28,
        height: 28,
        referrerpolicy: 'no-referrer',
        src: avatar,
      }),
    )
  else {
    const svgNs = 'http://www.w3.org/2000/svg'
    const { cells, foreground, background } = draw(account)
    const svg = element(
      'svg',
      {
        class: 'latch-avatar',
        viewBox: '0 0 5 5',
        width: 28,
        height: 28,
        'aria-hidden': 'true',
        'shape-rendering': 'crispEdges',
      },
      svgNs,
    )
    svg.append(
      element('rect', { width: 5, height: 5, fill: background }, svgNs),
    )
    for (const [x, y] of cells)
      svg.append(
        element('rect', { x, y, width: 1, height: 1, fill: foreground }, svgNs),
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
    bdi.textContent = chain
    network.append(bdi)
  } else network.append(unsupported)
  text.append(label, network)
  button.append(text)
  return button
}
