import type { Spread } from './spread.ts'
import type { AppSummary } from './summarize.ts'

export type TableColumn = {
  label: string
  /** Why there are no figures (install or build failed), if so. */
  failure?: string | undefined
  summary: AppSummary | null
  /** A peer: its cells end with Latch's ratio to it. */
  peer?: boolean | undefined
}

type Row = {
  label: string
  value: (x: AppSummary) => number | string | null
  /** A figure over runs: `value` is its median, the range follows it. */
  range?: (x: AppSummary) => Spread | null | undefined
  digits?: number
  /** Show Latch's ratio to the peer. */
  ratio?: boolean
}

/** A row of a figure measured over runs: the median [least–greatest]. */
function spreadRow(
  label: string,
  pick: (x: AppSummary) => Spread | null | undefined,
  options: Pick<Row, 'digits' | 'ratio'> = {},
): Row {
  return {
    label,
    value: (x) => pick(x)?.median ?? null,
    range: pick,
    ...options,
  }
}

const rows: Row[] = [
  {
    label: 'initial JS, gzip KiB',
    value: (x) => x.initialJsKiB,
    digits: 1,
    ratio: true,
  },
  {
    label: '+ a second language, on demand, KiB',
    value: (x) => x.secondLanguageKiB ?? null,
    digits: 1,
  },
  {
    label: 'JS fetched, first visit, KiB',
    value: (x) => x.firstVisitJsKiB,
    digits: 1,
    ratio: true,
  },
  {
    label: 'JS fetched, stored session, KiB',
    value: (x) => x.sessionJsKiB,
    digits: 1,
    ratio: true,
  },
  {
    label: 'warm reload → account, ms',
    value: (x) => x.warmMs,
    digits: 0,
    ratio: true,
  },
  {
    label: 'warm reload − static page, ms',
    value: (x) => x.warmOverFloorMs ?? null,
    digits: 0,
    ratio: true,
  },
  {
    label: 'cold reload → account, ms',
    value: (x) => x.coldMs,
    digits: 0,
    ratio: true,
  },
  {
    label: 'account frame − FCP (warm), ms',
    value: (x) => x.warmAfterFcpMs,
    digits: 0,
  },
  {
    label: 'reloads showing Connect (warm)',
    value: (x) => x.warmConnectReloads,
  },
  {
    label: 'reloads showing Connect (cold)',
    value: (x) => x.coldConnectReloads,
  },
  { label: 'frames showing Connect (all)', value: (x) => x.connectFrames },
  {
    label: 'node JSON-RPC calls, warm reload',
    value: (x) => x.warmRpc,
    digits: 0,
  },
  { label: 'ENS requests, warm reload', value: (x) => x.warmEns, digits: 0 },
  {
    label: '3rd-party requests, first visit',
    value: (x) => x.thirdPartyFirstVisit,
  },
  {
    label: '3rd-party requests, stored session',
    value: (x) => x.thirdPartySession,
    digits: 0,
  },
  { label: 'reloads where account never showed', value: (x) => x.missed },
  // Issue 15's figures; its goals for Latch are in the labels.
  spreadRow('tap → connect dialog, ms (goal ≤ 100)', (x) => x.tapToDialogMs, {
    ratio: true,
  }),
  {
    label: 'JS fetched by the tap, KiB',
    value: (x) => x.tapJsKiB ?? null,
    digits: 1,
    ratio: true,
  },
  {
    label: 'taps where the dialog never showed',
    value: (x) => x.tapMissed ?? null,
  },
  spreadRow(
    'a disconnect in one tab → Connect in another, ms',
    (x) => x.tabDisconnectMs,
  ),
  {
    label: 'disconnects another tab never followed (5 s)',
    value: (x) => x.tabDisconnectMissed ?? null,
  },
  spreadRow(
    'Lighthouse Performance (goal 100)',
    (x) => x.lighthouse?.performance,
  ),
  spreadRow(
    'Lighthouse Accessibility (goal 100)',
    (x) => x.lighthouse?.accessibility,
  ),
  spreadRow(
    'Lighthouse Best Practices (goal 100)',
    (x) => x.lighthouse?.bestPractices,
  ),
  spreadRow('Lighthouse LCP, ms', (x) => x.lighthouse?.lcpMs, { ratio: true }),
  {
    label: 'LCP ÷ static page (goal ≤ 1.25)',
    value: (x) => x.lighthouse?.lcpOverStatic ?? null,
    digits: 2,
  },
  spreadRow('Lighthouse TBT, ms (goal ≤ 50)', (x) => x.lighthouse?.tbtMs, {
    ratio: true,
  }),
  spreadRow('Lighthouse CLS (goal 0)', (x) => x.lighthouse?.cls, {
    digits: 3,
  }),
  spreadRow('Lighthouse TTI, ms', (x) => x.lighthouse?.ttiMs, { ratio: true }),
  {
    label: 'Lighthouse: requests tried off the machine',
    value: (x) => x.lighthouse?.offMachine ?? null,
  },
]

/**
 * One text table: a row per figure, a column per app; each peer's cell ends
 * with Latch's ratio to it (the first column ÷ peer: below 1× is Latch ahead).
 * A figure measured over runs reads `median [least–greatest]`. Rows that no
 * app has a figure for (a measure this run skipped) are left out.
 */
export function formatTable(columns: readonly TableColumn[]): string {
  const latch = columns[0]?.summary ?? null
  const cells: string[][] = [['', ...columns.map((x) => x.label)]]
  for (const row of rows) {
    if (columns.every((x) => !x.summary || row.value(x.summary) === null))
      continue
    const line = [row.label]
    for (const column of columns) {
      if (!column.summary) {
        line.push(column.failure ?? '—')
        continue
      }
      const value = row.value(column.summary)
      let text = show(value, row.digits)
      const range = row.range?.(column.summary)
      if (range && range.min !== range.max)
        text += ` [${show(range.min, row.digits)}–${show(range.max, row.digits)}]`
      if (row.ratio && column.peer && latch) {
        const ratio = ratioOf(row, latch, column.summary)
        if (ratio !== null) text += ` (${ratio.toFixed(2)}×)`
      }
      line.push(text)
    }
    cells.push(line)
  }
  return layout(cells)
}

/**
 * One app's ratios to each peer (app ÷ peer: below 1× is the app ahead), a
 * row per figure that has a ratio in the main table.
 */
export function formatRatios(
  app: TableColumn,
  peers: readonly TableColumn[],
): string {
  const cells: string[][] = [
    [`${app.label} ÷ peer`, ...peers.map((x) => x.label)],
  ]
  for (const row of rows.filter((x) => x.ratio)) {
    if (
      [app, ...peers].every((x) => !x.summary || row.value(x.summary) === null)
    )
      continue
    const line = [row.label]
    for (const peer of peers) {
      const ratio =
        app.summary && peer.summary
          ? ratioOf(row, app.summary, peer.summary)
          : null
      line.push(ratio === null ? '—' : `${ratio.toFixed(2)}×`)
    }
    cells.push(line)
  }
  return layout(cells)
}

function ratioOf(row: Row, mine: AppSummary, theirs: AppSummary) {
  const a = row.value(mine)
  const b = row.value(theirs)
  return typeof a === 'number' && typeof b === 'number' && b > 0 ? a / b : null
}

function layout(cells: string[][]): string {
  const widths = cells[0]!.map((_, i) =>
    Math.max(...cells.map((line) => line[i]!.length)),
  )
  const format = (line: string[]) =>
    line
      .map((cell, i) =>
        i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
      )
      .join(' │ ')
  const [head, ...body] = cells
  return [
    format(head!),
    widths.map((w) => '─'.repeat(w)).join('─┼─'),
    ...body.map(format),
  ].join('\n')
}

function show(value: number | string | null, digits = 0): string {
  if (value === null) return '—'
  if (typeof value === 'string') return value
  return value.toFixed(digits)
}
