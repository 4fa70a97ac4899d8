import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react'
import { activeLanguage, subscribeLanguage, type Language } from '../lib/language'

/** The language being shown; the component renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, activeLanguage, activeLanguage)
}

/**
 * Calls `onSwitch` after the visitor has switched language (not on mount): what a page loaded in the language it
 * showed is loaded again, in place, in the new one.
 */
export function useOnLanguageSwitch(onSwitch: () => void): void {
  const language = useLanguage()
  const shownIn = useRef(language)
  const switched = useEffectEvent(onSwitch)
  useEffect(() => {
    if (shownIn.current === language) return
    shownIn.current = language
    switched()
  }, [language])
}
