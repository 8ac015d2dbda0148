import { type ChildProcess, spawn } from 'node:child_process'

/**
 * Stops `child` (anvil, the bundler) when this process ends, however it
 * ends: a child would outlive a parent that dies without stop() (SIGKILL, a
 * crash, process.exit). A shell reads a pipe from this process and never
 * gets a line: when the kernel closes the pipe with this process, the read
 * returns and the shell stops the child. Windows has no such shell
 * (`undefined`). Kill the watchdog returned once the child is stopped.
 */
export function stopWithParent(child: ChildProcess): ChildProcess | undefined {
  if (process.platform === 'win32' || !child.pid) return undefined
  const watchdog = spawn(
    '/bin/sh',
    ['-c', 'read _; kill -TERM "$0" 2>/dev/null', String(child.pid)],
    { stdio: ['pipe', 'ignore', 'ignore'] },
  )
  watchdog.on('error', () => {})
  // A child that ended by itself: its pid may be another process's soon.
  child.once('exit', () => watchdog.kill('SIGKILL'))
  // It must not keep a parent that is done from exiting.
  watchdog.unref()
  ;(watchdog.stdin as { unref?: () => void } | null)?.unref?.()
  return watchdog
}
