/**
 * The production Content-Security-Policy allows no eval (ARCHITECTURE.md). zod compiles its object parsers with
 * `new Function` unless `jitless` is set, and probes for it when the first object schema is made, a probe a strict
 * policy reports as a violation although zod catches the refusal. `src/main.tsx` imports this module first, so the
 * setting is in place before any schema exists. It writes zod's shared configuration object (the one `z.config()`
 * writes) instead of importing zod, which would put zod in the home page's first load.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true })

export {}
