import { spawn } from 'node:child_process'

/** The last lines of a command's output, for a one-cell error report. */
export function lastLines(output: string, count = 6): string {
  return output.trim().split('\n').slice(-count).join('\n')
}

/**
 * Runs a command in a folder, collecting its output; kills it (by its pid)
 * after `timeoutMs`. `env` adds to the bench's environment.
 */
export function runCommand(
  command: string,
  args: readonly string[],
  cwd: string,
  timeoutMs: number,
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: undefined, ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    const timer = setTimeout(() => {
      output += `\n(killed after ${timeoutMs / 1_000} s)`
      if (child.pid) process.kill(child.pid, 'SIGKILL')
    }, timeoutMs)
    child.once('error', (error) => {
      clearTimeout(timer)
      resolve({ code: -1, output: `${output}\n${error.message}` })
    })
    child.once('close', (code) => {
      clearTimeout(timer)
      resolve({ code: code ?? -1, output })
    })
  })
}
