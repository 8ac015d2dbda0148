import { start } from './start.tsx'

start()
