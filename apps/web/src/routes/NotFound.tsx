import { Link } from 'wouter'
import { useAppMessages } from '../appMessages.ts'

/** Any path no route claims. */
export function NotFound() {
  const t = useAppMessages().notFound
  return (
    <section>
      <h1>{t.title}</h1>
      <p>
        {t.body} <Link href="/">{t.home}</Link>
      </p>
    </section>
  )
}
