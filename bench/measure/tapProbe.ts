import type { BrowserContext, Page } from 'playwright-core'

/** How to tell that a kit's connect dialog is on screen. */
export type ConnectDialogDetector = {
  /** A wallet option the dialog lists, exactly as it reads. */
  wallet: string
  /**
   * The option must be inside a dialog: an open `<dialog>` or an element
   * with role `dialog` or `alertdialog`, shadow roots crossed. False for a kit that opens
   * a plain list (plain wagmi's app).
   */
  inDialog: boolean
}

/** What the tap probe saw, times in ms on the page's clock. */
export type TapProbe = {
  /** The tap's first input event (`touchstart` or `pointerdown`): its `timeStamp`. */
  inputAt: number | null
  inputType: string | null
  /** The `click` the tap made, if any: its `timeStamp`. */
  clickAt: number | null
  /** The first animation frame in which the connect dialog was on screen. */
  dialogAt: number | null
  /**
   * The first frame with any dialog on screen (an open `<dialog>`, a visible
   * role `dialog` or `alertdialog`), its wallet list there or not.
   */
  shellAt: number | null
  /** Frames sampled from the input to the dialog frame. */
  frames: number
  /**
   * Requests made from the input to the dialog frame: each one's path and
   * when its response ended (resource timing).
   */
  fetched: { path: string; endAt: number }[]
}

/**
 * Installs, before any script of every page of the context, a probe that
 * waits for the first touch (or pointer) input; from then on it samples each
 * animation frame until one in which the connect dialog shows: a visible
 * control (a button, a link, role="button") reading `wallet`, shadow roots
 * included, inside a dialog if `inDialog`.
 */
export async function installTapProbe(
  context: BrowserContext,
  detector: ConnectDialogDetector,
  maxMs = 30_000,
): Promise<void> {
  const config = JSON.stringify({ ...detector, maxMs })
  await context.addInitScript({ content: `(${probeSource})(${config})` })
}

/**
 * Waits until the probe saw the dialog (a function predicate: the page's
 * policy may refuse `eval`), then reads what it recorded.
 */
export async function waitForTapProbe(
  page: Page,
  timeout: number,
): Promise<TapProbe> {
  await page.waitForFunction(
    () => {
      const probe = (window as { __benchTap?: TapProbe }).__benchTap
      return !!probe && probe.dialogAt !== null
    },
    undefined,
    { timeout },
  )
  return readTapProbe(page)
}

/** Reads what the probe recorded so far. */
export function readTapProbe(page: Page): Promise<TapProbe> {
  return page.evaluate('window.__benchTap') as Promise<TapProbe>
}

// Plain JavaScript, so that no transpiler helper leaks into the page.
const probeSource = `function (config) {
  var probe = {
    inputAt: null, inputType: null, clickAt: null, dialogAt: null, shellAt: null, frames: 0,
    fetched: [],
  }
  window.__benchTap = probe
  function settle() {
    performance.getEntriesByType('resource').forEach(function (entry) {
      if (entry.startTime >= probe.inputAt && entry.startTime < probe.dialogAt)
        probe.fetched.push({ path: new URL(entry.name).pathname, endAt: entry.responseEnd })
    })
  }
  function onInput(event) {
    if (probe.inputAt !== null) return
    probe.inputAt = event.timeStamp
    probe.inputType = event.type
    requestAnimationFrame(frame)
  }
  var options = { capture: true, passive: true }
  addEventListener('touchstart', onInput, options)
  addEventListener('pointerdown', onInput, options)
  addEventListener('click', function (event) {
    if (probe.clickAt === null) probe.clickAt = event.timeStamp
  }, options)
  function parentOf(node) {
    if (node.parentElement) return node.parentElement
    var root = node.getRootNode && node.getRootNode()
    return root && root.host ? root.host : null
  }
  function visible(element) {
    if (!element || !element.isConnected) return false
    if (element.checkVisibility)
      return element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    return element.getClientRects().length > 0
  }
  function control(element) {
    for (var i = 0; element && i < 6; i++, element = parentOf(element)) {
      var tag = element.tagName
      if (tag === 'BUTTON' || tag === 'A' || tag.indexOf('BUTTON') >= 0) return true
      if (element.getAttribute && element.getAttribute('role') === 'button') return true
    }
    return false
  }
  function inDialog(element) {
    for (; element; element = parentOf(element)) {
      if (element.tagName === 'DIALOG' && element.open) return true
      var role = element.getAttribute && element.getAttribute('role')
      if (role === 'dialog' || role === 'alertdialog') return true
    }
    return false
  }
  function isDialog(element) {
    if (element.tagName === 'DIALOG') return element.open
    var role = element.getAttribute('role')
    return role === 'dialog' || role === 'alertdialog'
  }
  function find(root, now) {
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === 3) {
        if (node.data.trim() !== config.wallet) continue
        var parent = parentOf(node)
        if (visible(parent) && control(parent) && (!config.inDialog || inDialog(parent))) return true
      } else {
        if (node.tagName === 'SCRIPT' || node.tagName === 'STYLE') continue
        if (probe.shellAt === null && isDialog(node) && visible(node)) probe.shellAt = now
        if (node.shadowRoot && find(node.shadowRoot, now)) return true
      }
    }
    return false
  }
  function frame() {
    var now = performance.now()
    probe.frames++
    if (document.body && find(document.body, now)) {
      if (probe.shellAt === null) probe.shellAt = now
      probe.dialogAt = now
      settle()
      return
    }
    if (now - probe.inputAt < config.maxMs) requestAnimationFrame(frame)
  }
}`
