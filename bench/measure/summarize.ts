import type { AppMeasurement, ReloadSample } from './measureApp.ts'
import { median } from './median.ts'
import type { Spread } from './spread.ts'
import type { LighthouseSummary } from './summarizeLighthouse.ts'

/** The figures of one app that the table shows (null: not measured). */
export type AppSummary = {
  initialJsKiB: number | null
  firstVisitJsKiB: number | null
  sessionJsKiB: number | null
  warmMs: number | null
  coldMs: number | null
  /** Median of (account frame − first contentful paint), warm reloads. */
  warmAfterFcpMs: number | null
  warmConnectReloads: string | null
  coldConnectReloads: string | null
  connectFrames: number | null
  warmRpc: number | null
  warmEns: number | null
  thirdPartyFirstVisit: number | null
  thirdPartySession: number | null
  /** Reloads in which the account never showed (null: none measured). */
  missed: number | null
  /** Latch: a second language's catalogues, on demand (set by the caller). */
  secondLanguageKiB?: number | null | undefined
  /** `warmMs` less the static page's in the same run (set by the caller). */
  warmOverFloorMs?: number | null | undefined
  /** Lighthouse's runs on the page, mobile defaults (set by the caller). */
  lighthouse?: LighthouseSummary | null | undefined
  /** Tap → connect dialog painted, ms, on a phone (set by the caller). */
  tapToDialogMs?: Spread | null | undefined
  /** JS fetched from the tap to the dialog, KiB, median (set by the caller). */
  tapJsKiB?: number | null | undefined
  /** Taps after which the dialog never showed (set by the caller). */
  tapMissed?: number | null | undefined
  /**
   * A disconnect in one tab to *Connect* in another, ms (set by the
   * caller).
   */
  tabDisconnectMs?: Spread | null | undefined
  /** Disconnects the other tab did not follow within 5 s (set by the caller). */
  tabDisconnectMissed?: number | null | undefined
}

/** Reduces an app's raw measurement to the table's figures (medians). */
export function summarize(
  initialJsGzip: number | null,
  measurement: AppMeasurement | null,
): AppSummary {
  const kib = (bytes: number | null | undefined) =>
    bytes == null ? null : bytes / 1024
  const m = measurement
  const shown = (samples: readonly ReloadSample[]) =>
    samples.flatMap((x) =>
      x.probe?.accountAt == null ? [] : [x.probe.accountAt],
    )
  const connectReloads = (samples: readonly ReloadSample[]) =>
    samples.length === 0
      ? null
      : `${samples.filter((x) => (x.probe?.connectFrames ?? 0) > 0).length}/${samples.length}`
  const all = m ? [...m.warm, ...m.cold] : []
  return {
    initialJsKiB: kib(initialJsGzip),
    firstVisitJsKiB: kib(m?.firstVisit.jsGzip),
    sessionJsKiB: kib(m?.cold[0]?.jsGzip),
    warmMs: median(shown(m?.warm ?? [])),
    coldMs: median(shown(m?.cold ?? [])),
    warmAfterFcpMs: median(
      (m?.warm ?? []).flatMap((x) =>
        x.probe?.accountAt != null && x.probe.fcp != null
          ? [x.probe.accountAt - x.probe.fcp]
          : [],
      ),
    ),
    warmConnectReloads: connectReloads(m?.warm ?? []),
    coldConnectReloads: connectReloads(m?.cold ?? []),
    connectFrames:
      all.length === 0
        ? null
        : all.reduce((sum, x) => sum + (x.probe?.connectFrames ?? 0), 0),
    warmRpc: median((m?.warm ?? []).map((x) => x.rpcTotal)),
    warmEns: median((m?.warm ?? []).map((x) => x.ens)),
    thirdPartyFirstVisit: m ? m.firstVisit.thirdPartyTotal : null,
    thirdPartySession: median((m?.cold ?? []).map((x) => x.thirdPartyTotal)),
    missed: m ? all.filter((x) => x.probe?.accountAt == null).length : null,
  }
}
