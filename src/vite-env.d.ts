/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string
  readonly VITE_MOCK?: 'msw'
  readonly VITE_AUTH?: 'mock'
  readonly VITE_GEO_URL_1?: string
  readonly VITE_GEO_URL_2?: string
  readonly VITE_GEO_URL_3?: string
  readonly VITE_FIREBASE_API_KEY?: string
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string
  readonly VITE_FIREBASE_PROJECT_ID?: string
  readonly VITE_FIREBASE_APP_ID?: string
  readonly VITE_FIREBASE_AUTH_EMULATOR_HOST?: string
  readonly VITE_PAYMENT_GATEWAY_ORIGINS?: string
  readonly VITE_API_SCENARIO_HEADER?: 'on'
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
