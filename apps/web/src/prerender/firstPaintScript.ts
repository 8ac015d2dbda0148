import type { LatchConfig } from '@latch/core'
import { languages, storedAccountScript } from '@latch/react'
import { languageStorageKey } from '../language/languagePreference.ts'
import { themeStorageKey } from '../ThemeSwitch/themePreference.ts'
import { firstPaintAttribute } from './firstPaintAttribute.ts'

/** What the head script needs of the app, fixed at build time. */
export type FirstPaintData = {
  themeKey: string
  languageKey: string
  /** Every language tag the app offers (the stored choice must be one). */
  offered: string[]
  /** The primary languages the kit speaks (`fr` for `fr-CA`, …). */
  spoken: string[]
}

export type FirstPaintScriptsParameters = {
  /** Languages a build adds (the devnet's pseudo-locale). */
  extraLanguages?: readonly { tag: string }[] | undefined
}

/**
 * The prerendered page's two inline scripts (each runs by its hash, in the
 * policy). `head`, before anything can paint: the visitor's theme, and
 * whether the built English may show (no flash of English for a visitor
 * whose language is another). `body`, right after the markup: a returning
 * visitor's stored account painted into the header (`storedAccountScript`),
 * the theme control set, the page let paint, and the app's bundle (named by
 * `<meta name="latch-entry">`) loaded once that first frame is painted, so
 * no script competes with it. A browser without JavaScript shows the markup
 * as built. Each script can start the app without the other: a page whose
 * body script was changed on its way (a CDN's minifier: its hash no longer
 * in the policy) is shown as built and starts its app from the head's.
 */
export function firstPaintScripts(
  config: LatchConfig,
  parameters: FirstPaintScriptsParameters = {},
): { head: string; body: string } {
  const tags = Object.keys(languages)
  const data: FirstPaintData = {
    themeKey: themeStorageKey,
    languageKey: languageStorageKey,
    offered: [...tags, ...(parameters.extraLanguages ?? []).map((x) => x.tag)],
    spoken: [...new Set(tags.map((tag) => new Intl.Locale(tag).language))],
  }
  return {
    head: `(${prepareFirstPaint.toString()})(${JSON.stringify(data)});(${startAppIfBodyFails.toString()})(${startApp.toString()})`,
    body: `if(document.documentElement.getAttribute("${firstPaintAttribute}")==="painting"){try{${storedAccountScript(config)}}finally{(${finishFirstPaint.toString()})()}}(${startApp.toString()})()`,
  }
}

/**
 * The head script: self-contained (inlined as its source text). Sets the
 * theme, and `<html data-latch-first-paint>`: `painting` for English,
 * `hold` for another language.
 */
export function prepareFirstPaint(data: FirstPaintData): void {
  const root = document.documentElement
  let stored: string | null = null
  try {
    const theme = localStorage.getItem(data.themeKey)
    if (theme === 'light' || theme === 'dark') root.dataset.theme = theme
    stored = localStorage.getItem(data.languageKey)
  } catch {
    // Storage that throws: the system theme, the browser's languages.
  }
  // As the app chooses: the stored choice if offered, else the first of the
  // browser's languages the kit speaks, else English.
  let english = true
  if (stored !== null && data.offered.includes(stored))
    english = stored === 'en'
  else
    for (const tag of navigator.languages ?? []) {
      let language: string
      try {
        language = new Intl.Locale(tag).language
      } catch {
        continue
      }
      if (!data.spoken.includes(language)) continue
      english = language === 'en'
      break
    }
  root.setAttribute('data-latch-first-paint', english ? 'painting' : 'hold')
}

/**
 * The head script's end: in case the body script never runs (changed on the
 * page's way, so that the policy refuses it; or throwing before its end), the
 * page is let paint as built and `start` (the body's `startApp`) run from
 * here once the document is parsed. The body script, when it runs, has run
 * by then: it marks `<html data-latch-start>` and this does nothing.
 */
export function startAppIfBodyFails(start: () => void): void {
  const root = document.documentElement
  root.setAttribute('data-latch-start', 'head')
  document.addEventListener('DOMContentLoaded', () => {
    if (root.getAttribute('data-latch-start') !== 'head') return
    // The stored account cannot be painted without the body script: the
    // page as built, which the app renders over. A page held for another
    // language stays held until the app has rendered in it.
    if (root.getAttribute('data-latch-first-paint') === 'painting')
      root.removeAttribute('data-latch-first-paint')
    start()
  })
}

/** The body script's end: the theme control as chosen; the page may paint. */
export function finishFirstPaint(): void {
  const root = document.documentElement
  const theme = root.dataset.theme
  if (theme) {
    const radio = document.querySelector(
      `[data-theme-switch] input[value="${theme}"]`,
    )
    if (radio instanceof HTMLInputElement) radio.checked = true
  }
  root.removeAttribute('data-latch-first-paint')
}

/**
 * The body script's last step: loads the app's entry module once the first
 * screen is on screen. The browser reports the first contentful paint once
 * that frame has been presented (a `paint` entry); the bundle is asked for
 * then, so neither its download nor its run competes with the first screen.
 * Loaded at once when there is nothing to protect (a page held for another
 * language paints only once the app has rendered; a hidden tab paints
 * nothing), as soon as the visitor touches or types (the app answers sooner),
 * and after 3 s whatever happened (a browser that reports no paint). An entry
 * that cannot be loaded lets the page paint as built and marks it `failed`
 * (`theme.css` then shows the page's "could not start" message).
 */
export function startApp(): void {
  const root = document.documentElement
  const entry = document.querySelector('meta[name="latch-entry"]')
  const src = entry?.getAttribute('content')
  if (!src) return
  root.setAttribute('data-latch-start', 'loading')
  // A tap on the wallet button before the app is there is kept: the app
  // stops listening as it mounts, and answers it once it has (`earlyTap.ts`).
  const onClick = (event: Event) => {
    const target = event.target
    if (target instanceof Element && target.closest('.latch-connect-button'))
      tap.tapped = true
  }
  const tap = {
    tapped: false,
    stop: () => document.removeEventListener('click', onClick, true),
  }
  ;(window as { __latchEarlyTap?: typeof tap }).__latchEarlyTap = tap
  document.addEventListener('click', onClick, true)
  let observer: PerformanceObserver | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const early = { capture: true, passive: true }
  const load = () => {
    if (timer === undefined) return
    clearTimeout(timer)
    timer = undefined
    observer?.disconnect()
    removeEventListener('pointerdown', load, early)
    removeEventListener('keydown', load, early)
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = src
    script.addEventListener('error', () => {
      root.removeAttribute('data-latch-first-paint')
      root.setAttribute('data-latch-start', 'failed')
    })
    document.head.append(script)
  }
  timer = setTimeout(load, 3_000)
  if (
    root.hasAttribute('data-latch-first-paint') ||
    document.visibilityState === 'hidden'
  ) {
    load()
    return
  }
  addEventListener('pointerdown', load, early)
  addEventListener('keydown', load, early)
  if (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) load()
    })
    observer.observe({ type: 'paint', buffered: true })
  }
  // No paint timing: a task queued from the first frame's callback runs
  // just after that frame is painted.
  else requestAnimationFrame(() => setTimeout(load, 0))
}
