import { configure } from '@testing-library/react'
import { afterAll, vi } from 'vitest'

// The happy-dom projects run two files at a time (vitest.config.ts), even on
// a two-core CI machine: a wait for what the page shows (a balance read from
// anvil, a name) gets 5 s, not Testing Library's 1 s. A
// test that passes returns as soon as its condition holds; only a failing
// one waits the full time.
configure({ asyncUtilTimeout: 5_000 })

// Latch fetches some of its code by itself once it has started (the tabs'
// watch, `startLatch`), whatever a test awaits. A file whose last test ends
// first would tear its environment down under that import (Vitest's
// EnvironmentTeardownError, failing the run): the file waits for it.
afterAll(() => vi.dynamicImportSettled())
