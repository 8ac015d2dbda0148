import { isLocal } from '../../test/isLocal.ts'

/** What one Lighthouse run reported about a page (null: not reported). */
export type LighthouseSample = {
  /** Category scores, 0–100. */
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  /** Largest contentful paint, simulated (slow 4G, 4× CPU), ms. */
  lcpMs: number | null
  /** Total blocking time, simulated, ms. */
  tbtMs: number | null
  /** Cumulative layout shift (unitless). */
  cls: number | null
  /** Time to interactive, simulated, ms. */
  ttiMs: number | null
  /**
   * Requests the page tried to send off the machine, per origin: none got
   * through (the browser's proxy is a closed loopback port).
   */
  offMachine: Record<string, number>
  /**
   * The weighted audits that cost points, as `category/audit` (for the
   * performance category these are its metrics).
   */
  lost: string[]
  /** Lighthouse's warnings about the run (e.g. a slow host CPU). */
  warnings: string[]
  /** Why the run reported nothing (Lighthouse's runtime error, a crash). */
  error?: string | undefined
}

type Report = {
  runtimeError?: { code?: string; message?: string }
  runWarnings?: unknown[]
  categories?: Record<
    string,
    | {
        score?: number | null
        auditRefs?: { id: string; weight?: number }[]
      }
    | undefined
  >
  audits?: Record<
    string,
    | {
        score?: number | null
        numericValue?: number
        details?: { items?: { url?: unknown }[] }
      }
    | undefined
  >
}

/** Reduces a Lighthouse JSON report (its `lhr`) to the bench's figures. */
export function lighthouseSample(report: unknown): LighthouseSample {
  const lhr = (report ?? {}) as Report
  const warnings = (lhr.runWarnings ?? []).map(String)
  const offMachine: Record<string, number> = {}
  for (const { url } of lhr.audits?.['network-requests']?.details?.items ??
    []) {
    if (typeof url !== 'string' || isLocal(url)) continue
    const { origin, protocol, host } = new URL(url)
    const key = origin === 'null' ? `${protocol}//${host}` : origin
    offMachine[key] = (offMachine[key] ?? 0) + 1
  }
  const score = (id: string) => {
    const value = lhr.categories?.[id]?.score
    return typeof value === 'number' ? Math.round(value * 100) : null
  }
  const metric = (id: string) => {
    const value = lhr.audits?.[id]?.numericValue
    return typeof value === 'number' && Number.isFinite(value) ? value : null
  }
  const lost: string[] = []
  for (const category of ['performance', 'accessibility', 'best-practices'])
    for (const { id, weight } of lhr.categories?.[category]?.auditRefs ?? []) {
      const score = lhr.audits?.[id]?.score
      if ((weight ?? 0) > 0 && typeof score === 'number' && score < 1)
        lost.push(`${category}/${id}`)
    }
  const sample: LighthouseSample = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    ttiMs: metric('interactive'),
    offMachine,
    lost,
    warnings,
  }
  if (lhr.runtimeError)
    sample.error = `${lhr.runtimeError.code ?? 'runtime error'}: ${lhr.runtimeError.message ?? ''}`
  else if (!lhr.categories || !lhr.audits)
    sample.error = 'not a Lighthouse report'
  return sample
}
