import { Home } from '../components/Home'

/** The home page: once connected, the wallet's account and actions. */
export default function Page() {
  return <Home />
}
