import type { PackageManager } from '../parseCreateArguments.ts'

/** What a template is made from. */
export type TemplateParameters = {
  /** The app's package name (from its directory). */
  name: string
  /** `@latch/siwe` with the memory store, and a sign-in step. */
  siwe: boolean
  /** Its commands are written for this one. */
  packageManager: PackageManager
}

/** A created app: its files' text by path. */
export type TemplateFiles = Record<string, string>
