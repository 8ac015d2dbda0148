/** A phone or tablet: the primary pointer is a finger (coarse). */
export function isTouchDevice(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  )
}
