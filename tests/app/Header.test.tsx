import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Header } from '../../src/app/Header'
import { renderPage } from '../render'

describe('the header’s phone menu', () => {
  it('tells a screen reader whether it is open, and Esc in it closes it and gives the focus back to its toggle', async () => {
    const { user } = renderPage(<Header />)
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('navigation', { name: 'Mobile' })
    expect(toggle).toHaveAttribute('aria-controls', menu.parentElement!.id)
    await user.tab()
    expect(menu).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})
