import { start } from './app/start.tsx'

start()
