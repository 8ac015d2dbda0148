import { Link } from 'wouter'
import { useMessages } from '../../i18n/MessagesContext.ts'

/** Any path no route claims. */
export function NotFound() {
  const t = useMessages().notFound
  return (
    <section>
      <h1>{t.title}</h1>
      <p>
        {t.body} <Link href="/">{t.home}</Link>
      </p>
    </section>
  )
}
