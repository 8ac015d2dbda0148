import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The same build settings as Latch's (vite.config.ts at the repository root).
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false },
})
