import { APP_NAME } from '../../config/app.ts'

/** The home page. */
export function Home() {
  return (
    <section>
      <h1>{APP_NAME}</h1>
      <p>Connect a wallet to see your account, switch networks and sign.</p>
    </section>
  )
}
