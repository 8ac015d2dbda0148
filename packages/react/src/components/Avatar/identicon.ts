import { type Address, hexToBytes } from 'viem'

/** A symmetric 5×5 picture derived from an address: same address, same picture. */
export function identicon(address: Address): {
  cells: [x: number, y: number][]
  foreground: string
  background: string
} {
  const bytes = hexToBytes(address.toLowerCase() as Address)
  const hue = Math.round((bytes[0]! / 256) * 360)
  const cells: [number, number][] = []
  for (let y = 0; y < 5; y++)
    for (let x = 0; x < 3; x++)
      if (bytes[1 + y * 3 + x]! & 1) {
        cells.push([x, y])
        if (x < 2) cells.push([4 - x, y])
      }
  return {
    cells,
    // SVG presentation attributes, not inline styles: fine under
    // `style-src 'self'`.
    foreground: `hsl(${hue} 62% 42%)`,
    background: `hsl(${(hue + 150) % 360} 55% 88%)`,
  }
}
