import { configure } from '@testing-library/react'

// The happy-dom projects run two files at a time (vitest.config.ts), even on
// a two-core CI machine: a wait for what the page shows (a balance read from
// anvil, a name) gets 5 s, not Testing Library's 1 s. A
// test that passes returns as soon as its condition holds; only a failing
// one waits the full time.
configure({ asyncUtilTimeout: 5_000 })
