import {
  detectPlatform,
  type LinkStrategy,
  type PlatformScope,
  readPlatformParameters,
} from '@latch/core/internal'

/** How a link can leave this browser (an in-app browser's rules); loaded when a phone needs it. */
export function readLinkStrategy(): LinkStrategy {
  return detectPlatform(readPlatformParameters(window as PlatformScope))
    .linkStrategy
}
