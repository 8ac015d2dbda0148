import { type SendMessages, sendMessages } from './sendMessages.ts'

// One chunk per language, fetched the first time it is asked for: Vite makes
// each file of `locales/` a dynamic import of its own. Each exports its
// catalogue alone (`locales/pt-BR.ts`: `ptBR`).
const catalogues = import.meta.glob<Record<string, SendMessages>>(
  './locales/*.ts',
)

/** The Send form's texts in `lang` (a language Latch ships), English otherwise. */
export function loadSendMessages(lang: string): Promise<SendMessages> {
  const load = catalogues[`./locales/${lang}.ts`]
  if (!load) return Promise.resolve(sendMessages)
  return load().then((module) => Object.values(module)[0] ?? sendMessages)
}
