// Launcher for `npm run api`: runs the TypeScript json-server adapter through tsx.
import { register } from 'tsx/esm/api'

register()
await import('./main.ts')
