import { expectTypeOf } from 'vitest'
import {
  type ResolvedRegister,
  useBalance,
  useConfig,
  useSwitchChain,
} from 'wagmi'
import type { AppConfig } from './createAppConfig.ts'

// Type tests, checked by `tsc` and never run: through wagmi's `Register`
// (./register.ts), wagmi's own hooks anywhere in the app take the app's
// config, so a `chainId` must be one of its chains.

expectTypeOf<ResolvedRegister['config']>().toEqualTypeOf<AppConfig>()
expectTypeOf<
  ResolvedRegister['config']['chains'][number]['id']
>().toEqualTypeOf<1 | 11_155_111 | 8453 | 10 | 42_161 | 13_370 | 13_371>()

/** A component of the app's own, calling wagmi's hooks. */
export function UsesWagmiHooks() {
  expectTypeOf(useConfig()).toEqualTypeOf<AppConfig>()
  useBalance({ chainId: 8453 })
  // @ts-expect-error Polygon (137) is not one of the app's chains.
  useBalance({ chainId: 137 })
  const { switchChain } = useSwitchChain()
  switchChain({ chainId: 13_370 })
  // @ts-expect-error Nor is anvil's default chain (31337).
  switchChain({ chainId: 31_337 })
  return null
}
