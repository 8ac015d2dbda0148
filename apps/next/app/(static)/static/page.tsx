import { Home } from '../../components/Home'

/** The home page's journey on a static route (built once, served as is). */
export default function StaticPage() {
  return <Home />
}
