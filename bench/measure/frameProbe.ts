import type { BrowserContext, Page } from 'playwright-core'

/** What the probe saw in one page load, times in ms from navigation start. */
export type FrameProbe = {
  /** The first frame whose visible text shows the account, or null. */
  accountAt: number | null
  /** The text that matched (the address, a short form of it, or a name). */
  accountText: string | null
  /** First contentful paint. */
  fcp: number | null
  /** The first frame sampled. */
  firstFrameAt: number | null
  /** Frames sampled up to and including the account frame. */
  frames: number
  /** Frames before the account frame with a visible *Connect* control. */
  connectFrames: number
  /** The *Connect* controls' texts seen, for the report. */
  connectTexts: string[]
  /** With `trace`: each frame's time and visible control texts. */
  trace?: { t: number; controls: string[] }[] | undefined
}

export type FrameProbeParameters = {
  /** The account's address (checksummed or not). */
  address: string
  /** Names that also identify the account on screen (ENS). */
  names: readonly string[]
  /** Stop sampling after this long without finding the account. */
  maxMs?: number | undefined
  /** Record every frame's visible control texts (`FrameProbe.trace`). */
  trace?: boolean | undefined
}

/**
 * Installs, before any script of every page of the context, a sampler that
 * runs once per animation frame (`requestAnimationFrame`, woken up by a
 * `MutationObserver` too) and records the first frame whose visible text,
 * shadow roots included, shows the account, and the frames before it in
 * which a visible button-like element reads *Connect*.
 */
export async function installFrameProbe(
  context: BrowserContext,
  parameters: FrameProbeParameters,
): Promise<void> {
  const config = JSON.stringify({
    address: parameters.address.toLowerCase(),
    names: parameters.names.map((x) => x.toLowerCase()),
    maxMs: parameters.maxMs ?? 30_000,
    trace: parameters.trace ?? false,
  })
  await context.addInitScript({ content: `(${probeSource})(${config})` })
}

/** Reads what the probe recorded in the page's current document. */
export function readFrameProbe(page: Page): Promise<FrameProbe> {
  return page.evaluate('window.__benchProbe') as Promise<FrameProbe>
}

// Plain JavaScript, so that no transpiler helper leaks into the page.
const probeSource = `function (config) {
  var hex = config.address.slice(2)
  var probe = {
    accountAt: null, accountText: null, fcp: null, firstFrameAt: null,
    frames: 0, connectFrames: 0, connectTexts: [],
    trace: config.trace ? [] : undefined,
  }
  window.__benchProbe = probe
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime
      })
    }).observe({ type: 'paint', buffered: true })
  } catch (e) {}
  var short = /0x([0-9a-f]{2,12})[^0-9a-z]{1,8}([0-9a-f]{2,12})/g
  var connect = /\\bconnect\\b/i
  function visible(element) {
    if (!element || !element.isConnected) return false
    if (element.checkVisibility)
      return element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    return element.getClientRects().length > 0
  }
  function parentOf(node) {
    if (node.parentElement) return node.parentElement
    var root = node.getRootNode && node.getRootNode()
    return root && root.host ? root.host : null
  }
  function control(element) {
    for (var i = 0; element && i < 6; i++, element = parentOf(element)) {
      var tag = element.tagName
      if (tag === 'BUTTON' || tag === 'A' || tag.indexOf('BUTTON') >= 0) return true
      if (element.getAttribute && element.getAttribute('role') === 'button') return true
    }
    return false
  }
  function texts(root, out) {
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === 3) {
        if (node.data.trim()) out.push(node)
      } else {
        if (node.tagName === 'SCRIPT' || node.tagName === 'STYLE') continue
        if (node.shadowRoot) texts(node.shadowRoot, out)
      }
    }
    return out
  }
  function sample() {
    if (!document.body) return false
    var nodes = texts(document.body, [])
    var text = ''
    var last = null
    var connects = []
    var controls = []
    for (var i = 0; i < nodes.length; i++) {
      var node = nodes[i]
      var parent = parentOf(node)
      if (!visible(parent)) continue
      text += (parent === last ? '' : '\\n') + node.data
      last = parent
      var isControl = control(parent)
      if (isControl && probe.trace) controls.push(node.data.trim().slice(0, 40))
      if (connect.test(node.data) && isControl) connects.push(node.data.trim())
    }
    if (probe.trace && probe.trace.length < 200)
      probe.trace.push({ t: Math.round(performance.now()), controls: controls.slice(0, 6) })
    var lower = text.toLowerCase()
    var found = null
    if (lower.indexOf(config.address) >= 0) found = config.address
    for (var n = 0; !found && n < config.names.length; n++)
      if (lower.indexOf(config.names[n]) >= 0) found = config.names[n]
    if (!found) {
      short.lastIndex = 0
      for (var m = short.exec(lower); m; m = short.exec(lower))
        if (hex.indexOf(m[1]) === 0 && hex.slice(-m[2].length) === m[2]) { found = m[0]; break }
    }
    if (found) return found
    if (connects.length) {
      probe.connectFrames++
      connects.forEach(function (x) {
        if (probe.connectTexts.indexOf(x) < 0 && probe.connectTexts.length < 5) probe.connectTexts.push(x)
      })
    }
    return null
  }
  function frame() {
    var now = performance.now()
    if (probe.firstFrameAt === null) probe.firstFrameAt = now
    probe.frames++
    var found = sample()
    if (found) {
      probe.accountAt = now
      probe.accountText = found
      return
    }
    if (now < config.maxMs) requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}`
