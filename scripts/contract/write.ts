/** `npm run contract`: writes the OpenAPI document of the API contract to docs/openapi.json. */
import { readFileSync, writeFileSync } from 'node:fs'
import { openApiText, OPENAPI_FILE } from './openapi'

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
writeFileSync(OPENAPI_FILE, openApiText(version))
console.info(`Wrote ${OPENAPI_FILE}`)
