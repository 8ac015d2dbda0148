/** The created app's .gitignore. */
export const gitignore = `node_modules/
dist/
.next/
next-env.d.ts
*.tsbuildinfo
test-results/
playwright-report/
.env*.local
`
