import type { Messages } from './en.ts'

/**
 * The catalogues `loadMessages` has loaded, by the tag it was asked for
 * (internal): `LatchProvider`'s `locale` renders one at once, without
 * fetching the code that loads catalogues.
 */
export const loadedMessages = new Map<string, Messages>()
