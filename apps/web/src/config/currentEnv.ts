import type { Env } from './env.ts'

// The build's `parseEnv` result, written into the bundle by `vite.config.ts`
// (`define`): a bad value has stopped the build already, so the page
// carries the values, not their parser.
declare const __LATCH_ENV__: Env

/** Latch's configuration for this build, validated when it was built. */
export const currentEnv: Env = __LATCH_ENV__
