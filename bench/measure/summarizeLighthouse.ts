import type { LighthouseSample } from './lighthouseSample.ts'
import { type Spread, spread } from './spread.ts'

/** One page's Lighthouse runs: each figure's median and range. */
export type LighthouseSummary = {
  /** Runs that reported, and those that did not. */
  runs: number
  failed: number
  performance: Spread | null
  accessibility: Spread | null
  bestPractices: Spread | null
  lcpMs: Spread | null
  tbtMs: Spread | null
  cls: Spread | null
  ttiMs: Spread | null
  /** The median LCP ÷ the static page's median LCP in the same bench run. */
  lcpOverStatic: number | null
  /** Requests tried off the machine (all blocked), over all runs. */
  offMachine: number
}

/**
 * Reduces a page's Lighthouse runs to medians and ranges; `staticLcpMs` is
 * the static page's median LCP in the same bench run, for the ratio.
 */
export function summarizeLighthouse(
  samples: readonly LighthouseSample[],
  staticLcpMs: number | null,
): LighthouseSummary {
  const reported = samples.filter((x) => !x.error)
  const of = (pick: (x: LighthouseSample) => number | null) =>
    spread(reported.flatMap((x) => pick(x) ?? []))
  const lcpMs = of((x) => x.lcpMs)
  return {
    runs: reported.length,
    failed: samples.length - reported.length,
    performance: of((x) => x.performance),
    accessibility: of((x) => x.accessibility),
    bestPractices: of((x) => x.bestPractices),
    lcpMs,
    tbtMs: of((x) => x.tbtMs),
    cls: of((x) => x.cls),
    ttiMs: of((x) => x.ttiMs),
    lcpOverStatic:
      lcpMs && staticLcpMs && staticLcpMs > 0
        ? lcpMs.median / staticLcpMs
        : null,
    offMachine: samples.reduce(
      (sum, x) => sum + Object.values(x.offMachine).reduce((a, b) => a + b, 0),
      0,
    ),
  }
}
