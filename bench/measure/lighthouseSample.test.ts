import { describe, expect, test } from 'vitest'
import { lighthouseSample } from './lighthouseSample.ts'

// The parts of a Lighthouse 13 JSON report (`--output=json`) the bench reads,
// in the report's own shape.
const report = {
  lighthouseVersion: '13.5.0',
  runWarnings: ['The tested device appears to have a slower CPU.'],
  categories: {
    performance: {
      id: 'performance',
      score: 0.99,
      auditRefs: [
        { id: 'largest-contentful-paint', weight: 25, acronym: 'LCP' },
        { id: 'total-blocking-time', weight: 30, acronym: 'TBT' },
        { id: 'cumulative-layout-shift', weight: 25, acronym: 'CLS' },
        { id: 'interactive', weight: 0, acronym: 'TTI' },
      ],
    },
    accessibility: {
      id: 'accessibility',
      score: 1,
      auditRefs: [{ id: 'color-contrast', weight: 7 }],
    },
    'best-practices': {
      id: 'best-practices',
      score: 0.964,
      auditRefs: [
        { id: 'errors-in-console', weight: 1 },
        { id: 'valid-source-maps', weight: 0 },
      ],
    },
  },
  audits: {
    'largest-contentful-paint': { score: 0.99, numericValue: 1745.699 },
    'total-blocking-time': { score: 1, numericValue: 33 },
    'cumulative-layout-shift': { score: 1, numericValue: 0 },
    interactive: { score: 0.98, numericValue: 1769.449 },
    'color-contrast': { score: 1 },
    'errors-in-console': { score: 0 },
    'valid-source-maps': { score: 0 },
    'network-requests': {
      details: {
        type: 'table',
        items: [
          { url: 'http://127.0.0.1:37799/', statusCode: 200 },
          { url: 'http://127.0.0.1:37799/assets/index.js', statusCode: 200 },
          { url: 'data:image/svg+xml,%3Csvg%3E', statusCode: 200 },
          { url: 'https://pulse.walletconnect.org/e?x=1', statusCode: -1 },
          { url: 'https://pulse.walletconnect.org/e?x=2', statusCode: -1 },
          { url: 'https://api.web3modal.org/config', statusCode: -1 },
          { url: 'wss://relay.walletconnect.org/?a=1', statusCode: -1 },
        ],
      },
    },
  },
}

describe('lighthouseSample', () => {
  test('scores as 0–100, the four metrics, the weighted audits that cost points, requests tried off the machine', () => {
    expect(lighthouseSample(report)).toEqual({
      performance: 99,
      accessibility: 100,
      bestPractices: 96,
      lcpMs: 1745.699,
      tbtMs: 33,
      cls: 0,
      ttiMs: 1769.449,
      offMachine: {
        'https://pulse.walletconnect.org': 2,
        'https://api.web3modal.org': 1,
        'wss://relay.walletconnect.org': 1,
      },
      lost: [
        'performance/largest-contentful-paint',
        'best-practices/errors-in-console',
      ],
      warnings: ['The tested device appears to have a slower CPU.'],
    })
  })

  test('a run Lighthouse could not finish reports its error and no figures', () => {
    const sample = lighthouseSample({
      runtimeError: {
        code: 'CHROME_INTERSTITIAL_ERROR',
        message: 'Chrome prevented page load with an interstitial.',
      },
      categories: { performance: { score: null } },
      audits: { 'largest-contentful-paint': { score: null } },
    })
    expect(sample.error).toMatchInlineSnapshot(
      `"CHROME_INTERSTITIAL_ERROR: Chrome prevented page load with an interstitial."`,
    )
    expect(sample.performance).toBeNull()
    expect(sample.lcpMs).toBeNull()
  })

  test('anything else is not a report', () => {
    expect(lighthouseSample('Error: spawn ENOENT').error).toBe(
      'not a Lighthouse report',
    )
    expect(lighthouseSample(null).error).toBe('not a Lighthouse report')
  })
})
