/**
 * The API contract as a whole: every entity of SPEC §3 and every reply of SPEC §7 as a zod schema, one module per
 * group in `contract/`. A real backend must answer in these shapes; replies that do not parse become an
 * `invalid-reply` ApiError.
 *
 * This module is for what reads the whole contract (the mock backend, the OpenAPI document, tests). The site imports
 * the group it uses from `contract/<group>`, so a page builds the schemas it parses and no others (a lint rule says
 * so).
 */
export * from './contract/language'
export * from './contract/catalogue'
export * from './contract/location'
export * from './contract/devotee'
export * from './contract/payments'
export * from './contract/orderRequests'
export * from './contract/orders'
export * from './contract/profile'
export * from './contract/contact'
export * from './contract/errors'
export * from './contract/mockServices'
