import { createInterface } from 'node:readline/promises'
import type { Readable, Writable } from 'node:stream'
import { CreateLatchUsageError } from './CreateLatchUsageError.ts'
import {
  type CreateArguments,
  type Template,
  templates,
} from './parseCreateArguments.ts'

/** The options asked on a terminal: only those the command line left out. */
export async function promptCreateOptions(
  parsed: CreateArguments,
  io: { stdin: Readable; stdout: Writable },
): Promise<CreateArguments> {
  const prompt = createInterface({ input: io.stdin, output: io.stdout })
  // Ctrl-C or Ctrl-D (the input ended) stops the questions: the pending one
  // rejects, and nothing is written.
  const stopped = new AbortController()
  prompt.once('SIGINT', () => prompt.close())
  prompt.once('close', () => stopped.abort())
  const ask = (question: string) =>
    prompt.question(question, { signal: stopped.signal }).catch(() => {
      throw new CreateLatchUsageError(
        'Stopped before every question was answered: nothing written.',
      )
    })
  try {
    const directory =
      parsed.directory ??
      ((await ask('Directory (my-dapp): ')).trim() || 'my-dapp')
    let template = parsed.template
    while (template === undefined) {
      const answer = (
        await ask(`Template (${templates.join(' or ')}): `)
      ).trim()
      if ((templates as readonly string[]).includes(answer))
        template = answer as Template
      else io.stdout.write(`Type ${templates.join(' or ')}.\n`)
    }
    const siwe =
      parsed.siwe ||
      (parsed.template === undefined &&
        /^y(es)?$/i.test(
          (
            await ask('Add Sign-In with Ethereum (@latch/siwe)? (y/N): ')
          ).trim(),
        ))
    return { ...parsed, directory, template, siwe }
  } finally {
    prompt.close()
  }
}
