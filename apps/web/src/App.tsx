import { Route, Switch } from 'wouter'
import { Layout } from './Layout.tsx'
import { NotFound } from './routes/NotFound.tsx'
import { routes } from './routes.tsx'

/** The app: the shell around the routed page. */
export function App() {
  return (
    <Layout>
      <Switch>
        {routes.map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
        ))}
        <Route component={NotFound} />
      </Switch>
    </Layout>
  )
}
