/**
 * A copy of what an app passed or a test reads, so neither side can change
 * the other's; a value that cannot be cloned (a function) is kept as is.
 */
export function clone<value>(value: value): value {
  try {
    return structuredClone(value)
  } catch {
    return value
  }
}
