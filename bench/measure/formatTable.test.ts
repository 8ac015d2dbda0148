import { describe, expect, test } from 'vitest'
import { formatRatios, formatTable, type TableColumn } from './formatTable.ts'
import { summarize } from './summarize.ts'
import { summarizeLighthouse } from './summarizeLighthouse.ts'

const lighthouseRun = (lcpMs: number, tbtMs: number, performance: number) => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  lcpMs,
  tbtMs,
  cls: 0,
  ttiMs: lcpMs + 30,
  offMachine: {},
  lost: [],
  warnings: [],
})

// Columns as `npm run bench -- --reloads 0` leaves them: sizes, taps and
// Lighthouse only.
const latch: TableColumn = {
  label: 'Latch',
  summary: {
    ...summarize(120 * 1024, null),
    tapToDialogMs: { median: 80, min: 64, max: 120 },
    tapMissed: 0,
    lighthouse: summarizeLighthouse(
      [lighthouseRun(1720, 7, 99), lighthouseRun(1710, 2, 100)],
      700,
    ),
  },
}
const rainbowKit: TableColumn = {
  label: 'RainbowKit 2.2',
  peer: true,
  summary: {
    ...summarize(276 * 1024, null),
    tapToDialogMs: { median: 320, min: 320, max: 320 },
    tapMissed: 1,
    lighthouse: summarizeLighthouse([lighthouseRun(4300, 150, 70)], 700),
  },
}

describe('formatTable', () => {
  test('figures over runs read median [range]; peers get Latch ÷ peer', () => {
    const lines = formatTable([latch, rainbowKit]).split('\n')
    const row = (label: string) =>
      lines
        .find((x) => x.startsWith(label))
        ?.split('│')
        .slice(1)
        .map((x) => x.trim())
    expect(row('tap → connect dialog, ms')).toEqual([
      '80 [64–120]',
      '320 (0.25×)',
    ])
    expect(row('Lighthouse Performance')).toEqual(['100 [99–100]', '70'])
    expect(row('Lighthouse LCP, ms')).toEqual([
      '1715 [1710–1720]',
      '4300 (0.40×)',
    ])
    expect(row('LCP ÷ static page')).toEqual(['2.45', '6.14'])
    expect(row('Lighthouse CLS')).toEqual(['0.000', '0.000'])
    expect(row('taps where the dialog never showed')).toEqual(['0', '1'])
  })

  test('rows no app has a figure for are left out', () => {
    const table = formatTable([latch, rainbowKit])
    expect(table).toContain('initial JS, gzip KiB')
    expect(table).not.toContain('warm reload → account')
    expect(table).not.toContain('reloads where account never showed')
  })

  test('a column without figures says why', () => {
    const failed: TableColumn = {
      label: 'AppKit 1.8',
      peer: true,
      failure: 'install failed',
      summary: null,
    }
    expect(formatTable([latch, failed])).toMatch(
      /^tap → connect dialog.*│ install failed$/m,
    )
  })
})

describe('formatRatios', () => {
  test('one ratio per figure that has one, measured ones only', () => {
    const table = formatRatios(latch, [rainbowKit])
    expect(table).toMatch(/^tap → connect dialog.*│ +0\.25×$/m)
    expect(table).toMatch(/^Lighthouse TBT.*│ +0\.03×$/m)
    expect(table).not.toContain('cold reload')
  })
})
