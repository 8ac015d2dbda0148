import { CreateLatchUsageError } from './CreateLatchUsageError.ts'

/** The templates `create-latch` makes. */
export const templates = ['vite', 'next'] as const
export type Template = (typeof templates)[number]

/** The package managers it installs with. */
export const packageManagers = ['npm', 'pnpm', 'yarn'] as const
export type PackageManager = (typeof packageManagers)[number]

/** What the command line asked for; what it left out is `undefined`. */
export type CreateArguments = {
  directory: string | undefined
  template: Template | undefined
  siwe: boolean
  install: boolean
  packageManager: PackageManager | undefined
  help: boolean
}

const isOneOf = <T extends string>(list: readonly T[], value: string) =>
  (list as readonly string[]).includes(value)

/**
 * Reads `create-latch <dir> --template vite|next [--siwe] [--no-install]
 * [--package-manager npm|pnpm|yarn]`; throws `CreateLatchUsageError` for a
 * flag it does not know, a value it does not take, or a second directory.
 */
export function parseCreateArguments(argv: readonly string[]): CreateArguments {
  const parsed: CreateArguments = {
    directory: undefined,
    template: undefined,
    siwe: false,
    install: true,
    packageManager: undefined,
    help: false,
  }
  const args = [...argv]
  while (args.length > 0) {
    const arg = args.shift()!
    const [flag, inline] = arg.startsWith('--')
      ? (arg.split(/=(.*)/s, 2) as [string, string | undefined])
      : [arg, undefined]
    const value = (name: string) => {
      const next = inline ?? args.shift()
      if (next === undefined || next === '' || next.startsWith('-'))
        throw new CreateLatchUsageError(`${name} needs a value.`)
      return next
    }
    const noValue = () => {
      if (inline !== undefined)
        throw new CreateLatchUsageError(`${flag} takes no value.`)
    }
    switch (flag) {
      case '--template':
      case '-t': {
        const template = value('--template')
        if (!isOneOf(templates, template))
          throw new CreateLatchUsageError(
            `Unknown template "${template}": use ${templates.join(' or ')}.`,
          )
        parsed.template = template as Template
        break
      }
      case '--siwe':
        noValue()
        parsed.siwe = true
        break
      case '--no-install':
        noValue()
        parsed.install = false
        break
      case '--package-manager': {
        const manager = value('--package-manager')
        if (!isOneOf(packageManagers, manager))
          throw new CreateLatchUsageError(
            `Unknown package manager "${manager}": use ${packageManagers.join(', ')}.`,
          )
        parsed.packageManager = manager as PackageManager
        break
      }
      case '--help':
      case '-h':
        noValue()
        parsed.help = true
        break
      default:
        if (flag.startsWith('-'))
          throw new CreateLatchUsageError(`Unknown option ${flag}.`)
        if (parsed.directory !== undefined)
          throw new CreateLatchUsageError(
            `One directory only: "${parsed.directory}" and "${flag}" given.`,
          )
        parsed.directory = flag
    }
  }
  return parsed
}
