import { templateVersions } from '../templateVersions.ts'

type Name = keyof typeof templateVersions

/** A package.json whose dependencies are at the workspace's versions. */
export function packageJson(parameters: {
  name: string
  scripts: Record<string, string>
  dependencies: Name[]
  devDependencies: Name[]
}): string {
  const versions = (names: Name[]) =>
    Object.fromEntries(
      [...names].sort().map((name) => [name, templateVersions[name]]),
    )
  return `${JSON.stringify(
    {
      name: parameters.name,
      private: true,
      version: '0.0.0',
      type: 'module',
      scripts: parameters.scripts,
      dependencies: versions(parameters.dependencies),
      devDependencies: versions(parameters.devDependencies),
    },
    null,
    2,
  )}\n`
}
