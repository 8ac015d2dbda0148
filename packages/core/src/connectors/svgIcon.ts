/** A 32×32 SVG drawing as a `data:image/svg+xml` URI: how Latch draws wallet icons. */
export function svgIcon(body: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`,
  )}`
}
