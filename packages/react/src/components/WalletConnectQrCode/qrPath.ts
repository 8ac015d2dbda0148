import { encode } from 'uqr'

/**
 * The QR code of `text` as one SVG path of unit squares, and its size in
 * modules (without the quiet zone).
 */
export function qrPath(text: string): { d: string; size: number } {
  // Medium error correction: a phone camera reads it at an angle or through
  // glare, and a pairing URI (~200 characters) still fits in version 9–10.
  const { data, size } = encode(text, { ecc: 'M', border: 0 })
  let d = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`
    })
  })
  return { d, size }
}
