import fc from 'fast-check'

/**
 * Request targets a hostile client may send, for a server's property test:
 * the server's own `known` ones, its route `pieces` joined at random with
 * the URL syntax that trips parsers (`[`, `%`, `\`, `..`, …), and any bytes
 * but the request line's separators.
 */
export function requestTargets(
  known: readonly string[],
  pieces: readonly string[],
): fc.Arbitrary<string> {
  const syntax = ['/', '//', '[', ']', '@', ':', '%', '%2F', '?', '#', '\\']
  return fc.oneof(
    fc.constantFrom(...known),
    fc
      .array(fc.constantFrom(...syntax, '..', 'http:', '\u00ff', ...pieces), {
        minLength: 1,
        maxLength: 10,
      })
      .map((parts) => parts.join('')),
    fc
      .array(fc.integer({ min: 0x21, max: 0xff }), { maxLength: 40 })
      .map((codes) => String.fromCharCode(...codes)),
  )
}
