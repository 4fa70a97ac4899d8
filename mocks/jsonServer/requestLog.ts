/** `npm run api` logs each request once answered: method, URL, status and time taken. */
import type { Handler } from 'json-server'

export const requestLog: Handler = (request, response, next) => {
  const started = performance.now()
  response.on('finish', () => {
    const ms = Math.round(performance.now() - started)
    console.info(`${request.method} ${request.url} ${response.statusCode} ${ms} ms`)
  })
  next()
}
