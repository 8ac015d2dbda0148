import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'

// Evaluated through the DevTools protocol rather than added as a <script>:
// the page's Content-Security-Policy (rightly) refuses inline scripts.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** The layouts every state is checked in: light and dark, desktop and phone. */
export const axeVariants = [
  { colorScheme: 'light', width: 1280, height: 800 },
  { colorScheme: 'dark', width: 1280, height: 800 },
  { colorScheme: 'light', width: 375, height: 812 },
  { colorScheme: 'dark', width: 375, height: 812 },
] as const

type AxeResults = {
  violations: {
    id: string
    impact: string
    help: string
    nodes: { target: string[] }[]
  }[]
  passes: unknown[]
}

/**
 * Waits for running transitions and finite animations (a theme change fades
 * colours for var(--motion), a dialog fades in): axe must measure contrast
 * on the colours that stay, not on a frame in between. Spinners run
 * forever and are left alone.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve))
    await Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    )
  })
}

/**
 * axe-core on the elements `include` selects (and everything inside them),
 * or on the whole document, with every rule or only `rules`: its violations
 * as `rule (impact): help — targets` lines, and how many rules passed. Only
 * the violations' elements are collected (`resultTypes`), and only these
 * lines leave the page.
 */
async function runAxe(
  page: Page,
  include: string[] | undefined,
  rules?: string[],
): Promise<{ violations: string[]; passed: number }> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.evaluate(axeSource)
  return page.evaluate(
    async ({ include, rules }) => {
      const { axe } = window as unknown as {
        axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> }
      }
      const results = await axe.run(
        include ? { include: include.map((x) => [x]) } : document,
        {
          resultTypes: ['violations'],
          ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
        },
      )
      return {
        violations: results.violations.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
              .map((node) => node.target.join(' '))
              .join(', ')}`,
        ),
        passed: results.passes.length,
      }
    },
    { include, rules },
  )
}

/** axe-core's violations on the elements `include` selects; see `runAxe`. */
export async function axeViolations(
  page: Page,
  include: string[],
  rules?: string[],
) {
  return (await runAxe(page, include, rules)).violations
}

/**
 * Runs axe-core (injected from node_modules; `@axe-core/playwright` needs
 * Node 22) in each variant, on the page as it is, and expects no violation.
 * Returns how many rules passed in each, for the report.
 */
export async function expectNoAxeViolations(page: Page, state: string) {
  const passed: number[] = []
  for (const variant of axeVariants) {
    await page.emulateMedia({ colorScheme: variant.colorScheme })
    await page.setViewportSize({ width: variant.width, height: variant.height })
    await settled(page)
    const results = await runAxe(page, undefined)
    expect(
      results.violations,
      `${state}, ${variant.colorScheme}, ${variant.width} px`,
    ).toEqual([])
    passed.push(results.passed)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.emulateMedia({ colorScheme: 'light' })
  return passed
}
