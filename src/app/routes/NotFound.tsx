import { Link } from 'wouter'

/** Any path no route claims. */
export function NotFound() {
  return (
    <section>
      <h1>Page not found</h1>
      <p>
        There is nothing at this address. <Link href="/">Go home</Link>
      </p>
    </section>
  )
}
