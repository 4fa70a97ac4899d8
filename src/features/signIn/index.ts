/** The sign-in feature's public entry: the sign-in dialog (loaded on demand) and its texts. */
export { LazySignInDialog } from './LazySignInDialog'
export { signInTexts } from './signInTexts'
