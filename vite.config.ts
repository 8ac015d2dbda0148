import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { APP_NAME } from './src/config/app.ts'

/** Puts the one `APP_NAME` into `index.html`'s `<title>`. */
function appName(): Plugin {
  return {
    name: 'latch:app-name',
    transformIndexHtml: (html) => html.replaceAll('%APP_NAME%', APP_NAME),
  }
}

export default defineConfig({
  plugins: [react(), appName()],
  build: { target: 'es2022', sourcemap: true },
})
