import { type Env, parseEnv } from './env.ts'

/** Latch's configuration for this build, validated when the app starts. */
export const currentEnv: Env = parseEnv(import.meta.env)
