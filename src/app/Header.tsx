import { Anchor, Box, Burger, Button, Container, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { Link } from '../components/LocalLink'
import { siteConfig } from '../config'
import { headerMessages, navigationMessages } from '../content/messages/app'
import { commonMessages } from '../content/messages/common'
import { LocationBadge } from './location/LocationBadge'
import { useVisitorLocation } from '../components/visitorLocation'
import { useAuth } from '../auth/AuthProvider'
import { AccountControl } from '../features/signIn/AccountControl'
import { LazySignInDialog } from '../features/signIn/LazySignInDialog'
import { useSignOut } from '../features/signIn/useSignOut'
import classes from './Header.module.css'
import { unprefixedPath } from '../lib/language'
import { LanguageSwitch } from './LanguageSwitch'
import { isNavActive, navItems } from './navigation'

function NavLinks({ pathname, onNavigate }: { pathname: string | null; onNavigate?: () => void }) {
  return navItems.map((item) => {
    const active = pathname !== null && isNavActive(unprefixedPath(pathname), item.to)
    return (
      <Anchor
        key={item.to}
        component={Link}
        to={item.to}
        className={classes.link}
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        {navigationMessages[item.label]}
      </Anchor>
    )
  })
}

const mobileMenuId = 'mobile-menu'

interface HeaderViewProps {
  /** The page shown, whose item the navigation marks; null marks none. */
  pathname: string | null
  location: ReturnType<typeof useVisitorLocation>
  account?: React.ReactNode
  onSignIn?: () => void
}

/** Logo, navigation, location badge and the sign-in button; a toggle menu below 992 px. */
export function HeaderView({ pathname, location, account, onSignIn }: HeaderViewProps) {
  const [menuOpen, menu] = useDisclosure(false)
  const burger = useRef<HTMLButtonElement>(null)
  // Another page closes the menu; the same page in another language does not (a switch in the sign-in dialog the menu
  // opened keeps its Sign In, to which the dialog gives the focus back). The menu's own switch closes it.
  const page = pathname === null ? null : unprefixedPath(pathname)
  useEffect(() => menu.close(), [page]) // eslint-disable-line react-hooks/exhaustive-deps
  /** Esc on the toggle or in the open menu closes it and gives the focus to the toggle (not Esc in a popup of it). */
  const closeMenuOnEscape = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !menuOpen || !event.currentTarget.contains(event.target as Node)) return
    menu.close()
    burger.current?.focus()
  }
  /**
   * The focus going on to the page (Tab past the menu's last item) closes the menu, which would cover what takes it.
   * Not the focus going to a dialog or a popup the menu opened (sign-in, the account menu), which are not in the page.
   */
  const closeMenuOnFocusLeaving = (event: React.FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget
    if (
      menuOpen &&
      next instanceof Element &&
      !event.currentTarget.contains(next) &&
      next.closest('main, footer')
    )
      menu.close()
  }
  const accountControl = account ?? (
    <Button color="saffron" onClick={onSignIn}>
      {commonMessages.signIn}
    </Button>
  )
  return (
    <Box
      component="header"
      className={classes.header}
      onKeyDown={closeMenuOnEscape}
      onBlur={closeMenuOnFocusLeaving}
    >
      <Container size="xl" className={classes.bar}>
        <UnstyledButton
          component={Link}
          to="/"
          className={classes.logo}
          aria-label={headerMessages.homeLink(siteConfig.productName)}
        >
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <Text component="span" fw={700} fz="xl" c="maroon.7" ff="heading">
            {siteConfig.productName}
          </Text>
        </UnstyledButton>
        <Group
          component="nav"
          aria-label={headerMessages.mainNavigation}
          gap={4}
          wrap="nowrap"
          visibleFrom="md"
          className={classes.nav}
        >
          <NavLinks pathname={pathname} />
        </Group>
        <Group gap="sm" visibleFrom="md" wrap="nowrap" className={classes.controls}>
          <LanguageSwitch />
          <div className={classes.place}>
            <LocationBadge {...location} />
          </div>
          {accountControl}
        </Group>
        <Burger
          ref={burger}
          hiddenFrom="md"
          opened={menuOpen}
          onClick={menu.toggle}
          aria-label={menuOpen ? headerMessages.closeMenu : headerMessages.openMenu}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? mobileMenuId : undefined}
        />
      </Container>
      {menuOpen && (
        <Box hiddenFrom="md" className={classes.mobileMenu} id={mobileMenuId}>
          <Stack component="nav" aria-label={headerMessages.mobileNavigation} gap={4} p="md">
            <LocationBadge {...location} />
            <Box py={6}>
              <LanguageSwitch
                onSwitched={() => {
                  menu.close()
                  burger.current?.focus()
                }}
              />
            </Box>
            <NavLinks pathname={pathname} onNavigate={menu.close} />
            {accountControl}
          </Stack>
        </Box>
      )}
    </Box>
  )
}

/** The site's header; `marksPage: false` (the app shell, which stands for any page) marks no item as the page shown. */
export function Header({ marksPage = true }: { marksPage?: boolean }) {
  const { pathname } = useLocation()
  const location = useVisitorLocation()
  const auth = useAuth()
  const signOut = useSignOut()
  const [signInOpen, setSignInOpen] = useState(false)
  const openSignIn = useCallback(() => setSignInOpen(true), [])
  const closeSignIn = useCallback(() => setSignInOpen(false), [])
  const account = (
    <AccountControl
      auth={auth}
      onSignIn={openSignIn}
      onSignOut={() => void signOut().catch(() => undefined)}
    />
  )
  return (
    <>
      <HeaderView pathname={marksPage ? pathname : null} location={location} account={account} />
      <LazySignInDialog opened={signInOpen} onClose={closeSignIn} />
    </>
  )
}
