/** `npm run api`: the mock API on API_PORT (default 3001), persisted to API_DATA_FILE (default .data/db.json). */
import { resolve } from 'node:path'
import { startJsonServer } from './app'

const port = Number(process.env.API_PORT ?? 3001)
const running = await startJsonServer({
  port,
  dataFile: resolve(process.env.API_DATA_FILE ?? '.data/db.json'),
  seedFile: resolve('db.json'),
  publicUrl: process.env.API_PUBLIC_URL,
  logger: true,
})
console.info(
  `Sankalp mock API on ${running.url} (gateway ${running.url}/gateway/<id>, geolocation ${running.url}/geo/1..3)`,
)
