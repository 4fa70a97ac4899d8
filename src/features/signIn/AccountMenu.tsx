import './signInStyles'
import { Button, Menu } from '@mantine/core'
import { useRef, useState, type KeyboardEvent } from 'react'
import { Link } from '../../components/LocalLink'
import type { AuthUser } from '../../auth/AuthGateway'
import { accountMessages } from '../../content/messages/account'

export interface AccountMenuProps {
  user: AuthUser
  onSignOut: () => void
}

/**
 * A signed-in user's menu (SPEC §2): their phone number (or 'User') opening their display name, if any, then My
 * Profile, the orders and Sign Out. Opened, it puts focus on its first item (Mantine's default focuses an invisible
 * placeholder instead, so a keyboard user saw no focus at all). Tab or Shift+Tab in it closes it and moves on to the
 * control after or before its button, as the WAI-ARIA menu button pattern has it (Mantine kept Tab inside the menu).
 * It opens in the header, beside its button, not in a portal at the end of the page: there it was outside every
 * landmark, where a screen reader's landmark navigation does not look (axe's `region`).
 */
export function AccountMenu({ user, onSignOut }: AccountMenuProps) {
  const label = user.phoneNumber || accountMessages.fallbackLabel
  const [opened, setOpened] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  // The browser's Tab then goes on from the button: Mantine's focus trap leaves a Tab from outside the menu alone.
  const closeOnTab = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return
    button.current?.focus()
    setOpened(false)
  }
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={200}
      shadow="md"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button
          ref={button}
          variant="light"
          color="maroon"
          aria-label={accountMessages.menuLabel(label)}
          leftSection={
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c0-4 4-6 8-6s8 2 8 6" strokeLinecap="round" />
            </svg>
          }
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown onKeyDown={closeOnTab}>
        {user.displayName && <Menu.Label c="gray.7">{user.displayName}</Menu.Label>}
        <Menu.Item component={Link} to="/profile">
          {accountMessages.profile}
        </Menu.Item>
        <Menu.Item component={Link} to="/pooja-orders">
          {accountMessages.poojaOrders}
        </Menu.Item>
        <Menu.Item component={Link} to="/chadava-orders">
          {accountMessages.chadavaOrders}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.9" onClick={onSignOut}>
          {accountMessages.signOut}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
