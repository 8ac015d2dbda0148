import { median } from './median.ts'

/** Some runs' median and extremes. */
export type Spread = { median: number; min: number; max: number }

/** The median, least and greatest of some numbers (null for none). */
export function spread(values: readonly number[]): Spread | null {
  const middle = median(values)
  if (middle === null) return null
  return {
    median: middle,
    min: Math.min(...values),
    max: Math.max(...values),
  }
}
