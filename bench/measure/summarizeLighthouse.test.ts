import { describe, expect, test } from 'vitest'
import type { LighthouseSample } from './lighthouseSample.ts'
import { summarizeLighthouse } from './summarizeLighthouse.ts'

const run = (
  lcpMs: number,
  tbtMs: number,
  performance: number,
  offMachine: Record<string, number> = {},
): LighthouseSample => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  lcpMs,
  tbtMs,
  cls: 0,
  ttiMs: lcpMs + 20,
  offMachine,
  lost: [],
  warnings: [],
})

describe('summarizeLighthouse', () => {
  test('medians and ranges over the runs, LCP over the static page', () => {
    const summary = summarizeLighthouse(
      [run(1720, 7, 99), run(1710, 2, 100), run(1750, 40, 98)],
      700,
    )
    expect(summary.lcpMs).toEqual({ median: 1720, min: 1710, max: 1750 })
    expect(summary.tbtMs).toEqual({ median: 7, min: 2, max: 40 })
    expect(summary.performance).toEqual({ median: 99, min: 98, max: 100 })
    expect(summary.accessibility).toEqual({ median: 100, min: 100, max: 100 })
    expect(summary.cls).toEqual({ median: 0, min: 0, max: 0 })
    expect(summary.ttiMs?.median).toBe(1740)
    expect(summary.lcpOverStatic).toBeCloseTo(1720 / 700)
    expect(summary.runs).toBe(3)
    expect(summary.failed).toBe(0)
  })

  test('an even count takes the mean of the middle two', () => {
    const summary = summarizeLighthouse(
      [run(800, 0, 100), run(700, 0, 100)],
      750,
    )
    expect(summary.lcpMs?.median).toBe(750)
    expect(summary.lcpOverStatic).toBe(1)
  })

  test('failed runs are counted, not averaged in; their blocked requests count', () => {
    const failed: LighthouseSample = {
      ...run(0, 0, 0, { 'https://api.web3modal.org': 1 }),
      performance: null,
      lcpMs: null,
      error: 'NO_FCP: the page did not paint',
    }
    const summary = summarizeLighthouse(
      [failed, run(4300, 300, 70, { 'https://pulse.walletconnect.org': 2 })],
      null,
    )
    expect(summary).toMatchObject({
      runs: 1,
      failed: 1,
      lcpMs: { median: 4300, min: 4300, max: 4300 },
      lcpOverStatic: null,
      offMachine: 3,
    })
  })

  test('no run reported: no figures', () => {
    const summary = summarizeLighthouse([], 700)
    expect(summary.lcpMs).toBeNull()
    expect(summary.performance).toBeNull()
    expect(summary.lcpOverStatic).toBeNull()
  })
})
