import type { Address } from 'viem'

/**
 * A symmetric 5×5 picture derived from an address: same address, same
 * picture. Its colours are SVG presentation attributes, not inline styles:
 * fine under `style-src 'self'`. Self-contained (no imports, nothing from
 * outside its body): the first-paint script (`storedAccountScript`) inlines
 * its source, so the picture painted before the app runs is the Avatar's.
 */
export function identicon(address: Address): {
  cells: [x: number, y: number][]
  foreground: string
  background: string
} {
  const byte = (i: number) => +`0x${address.slice(2 + i * 2, 4 + i * 2)}`
  const hue = Math.round((byte(0) / 256) * 360)
  const cells: [number, number][] = []
  for (let y = 0; y < 5; y++)
    for (let x = 0; x < 3; x++)
      if (byte(1 + y * 3 + x) & 1) {
        cells.push([x, y])
        if (x < 2) cells.push([4 - x, y])
      }
  return {
    cells,
    foreground: `hsl(${hue} 62% 42%)`,
    background: `hsl(${(hue + 150) % 360} 55% 88%)`,
  }
}
