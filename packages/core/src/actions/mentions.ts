/** Whether any string in `value`, however deep, contains one of `needles`. */
export function mentions(
  value: unknown,
  needles: readonly string[],
  seen = new Set<object>(),
): boolean {
  if (typeof value === 'string') {
    const text = value.toLowerCase()
    return needles.some((needle) => text.includes(needle))
  }
  if (typeof value !== 'object' || value === null || seen.has(value))
    return false
  seen.add(value)
  const parts =
    value instanceof Map
      ? [...value.keys(), ...value.values()]
      : value instanceof Set
        ? [...value]
        : [...Object.keys(value), ...Object.values(value)]
  return parts.some((part) => mentions(part, needles, seen))
}
