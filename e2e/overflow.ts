import type { Page } from '@playwright/test'

/**
 * Every element under `scopes` whose content does not fit its box: wider
 * than it (scrollWidth > clientWidth), or taller when it does not scroll
 * (a fixed-height control whose words wrap onto a line too many), and a
 * page wider than the window. Left out: text shown only to screen readers,
 * form fields (their value is the visitor's) and text that is cut with an
 * ellipsis by design (a long name in the account button). Each as
 * `tag.class "text": width/height`.
 */
export function overflowing(page: Page, scopes: string[]) {
  return page.evaluate((scopes) => {
    const found: string[] = []
    const seen = new Set<Element>()
    const nameOf = (element: Element, what: string) =>
      `${element.localName}.${[...element.classList].join('.')} "${(
        element.textContent ?? ''
      )
        .trim()
        .slice(0, 60)}": ${what}`
    for (const scope of scopes)
      for (const root of document.querySelectorAll(scope))
        for (const element of [root, ...root.querySelectorAll('*')]) {
          if (seen.has(element)) continue
          seen.add(element)
          if (!(element instanceof HTMLElement)) continue
          if (element.closest('.latch-visually-hidden, [hidden], option'))
            continue
          if (/^(input|textarea|select)$/.test(element.localName)) continue
          const style = getComputedStyle(element)
          if (style.display === 'none' || style.display === 'contents') continue
          if (style.textOverflow === 'ellipsis') continue
          const { scrollWidth, clientWidth, scrollHeight, clientHeight } =
            element
          if (clientWidth === 0 && clientHeight === 0) continue
          if (scrollWidth > clientWidth + 1)
            found.push(
              nameOf(element, `${scrollWidth} > ${clientWidth} px wide`),
            )
          const scrolls = /auto|scroll/.test(style.overflowY)
          if (!scrolls && scrollHeight > clientHeight + 1)
            found.push(
              nameOf(element, `${scrollHeight} > ${clientHeight} px high`),
            )
        }
    const page = document.documentElement
    if (page.scrollWidth > window.innerWidth)
      found.push(`the page: ${page.scrollWidth} > ${window.innerWidth} px wide`)
    return found
  }, scopes)
}
