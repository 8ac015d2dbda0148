#!/usr/bin/env node
// create-latch's command: `npm create latch@latest <dir> -- --template vite`.
import { createLatch } from './createLatch.ts'

process.exitCode = await createLatch({
  argv: process.argv.slice(2),
  cwd: process.cwd(),
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  userAgent: process.env.npm_config_user_agent,
})
