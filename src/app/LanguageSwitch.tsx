/**
 * The language switch of the header and the mobile menu: a link to the same page in each language. Following it
 * loads the texts of that language first and keeps the page (and anything typed in it) in place. If those texts do
 * not arrive (a dropped connection, or a release of the site since the page was opened), the link is followed as any
 * link is: the page loads afresh in that language.
 */
import { Anchor, Group } from '@mantine/core'
import { Link, useLocation, useNavigate } from 'react-router'
import { translationsReady } from '../content/catalog'
import { documentMessages } from '../content/messages/app'
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  languageOfPath,
  pathIn,
  unprefixedPath,
  type Language,
} from '../lib/language'
import { loadPage } from '../lib/pageReload'
import { rememberLanguage } from './documentLanguage'
import classes from './Header.module.css'

/** `onSwitched`: the page is shown in the language chosen (the mobile menu, which closes, gives its focus back). */
export function LanguageSwitch({ onSwitched }: { onSwitched?: () => void }) {
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  const current = languageOfPath(pathname)
  const pathInLanguage = (language: Language) =>
    `${pathIn(language, unprefixedPath(pathname))}${search}${hash}`
  const switchTo = async (language: Language) => {
    try {
      await translationsReady(language)
    } catch {
      loadPage(pathInLanguage(language))
      return
    }
    rememberLanguage(language)
    await navigate(pathInLanguage(language), { preventScrollReset: true })
    onSwitched?.()
  }
  return (
    <Group
      component="nav"
      aria-label={documentMessages.languageSwitch}
      gap={2}
      wrap="nowrap"
      className={classes.languages}
    >
      {LANGUAGES.map((language) => (
        <Anchor
          key={language}
          component={Link}
          to={pathInLanguage(language)}
          lang={language}
          hrefLang={language}
          className={classes.language}
          aria-current={language === current ? 'true' : undefined}
          data-active={language === current || undefined}
          onClick={(event: React.MouseEvent) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
            event.preventDefault()
            if (language !== current) void switchTo(language)
          }}
        >
          {LANGUAGE_NAMES[language]}
        </Anchor>
      ))}
    </Group>
  )
}
