import type { Messages } from './en.ts'

/**
 * The catalogues `loadMessages` has loaded, by the tag it was asked for and
 * by the language matched (internal): `LatchProvider`'s `locale` renders one
 * at once, without fetching the code that loads catalogues.
 */
export const loadedMessages = new Map<string, Messages>()
