// Explicit directional formatting characters (embeddings, overrides,
// isolates and their terminators) and the implicit marks.
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/

/**
 * Text from outside Latch (a wallet's name, a token symbol) placed inside a
 * sentence: when it carries bidirectional controls, it is wrapped in a
 * first-strong isolate (U+2068 … U+2069) so an override such as U+202E
 * reorders only itself, never the words around it. Plain text is returned
 * unchanged.
 */
export function isolate(text: string): string {
  return bidiControls.test(text) ? `\u2068${text}\u2069` : text
}
