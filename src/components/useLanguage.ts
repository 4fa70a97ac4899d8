import { useSyncExternalStore } from 'react'
import { activeLanguage, subscribeLanguage, type Language } from '../lib/language'

/** The language being shown; the component renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, activeLanguage, activeLanguage)
}
