// What `LatchProvider` imports dynamically for `locale`: a module nothing
// imports statically, so that a bundler splits the loader off whether or
// not the app imports `loadMessages` itself (a dynamic import of a module
// also imported statically is ineffective, and warned of).
export { loadMessages } from './loadMessages.ts'
