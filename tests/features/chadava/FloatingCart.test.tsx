import { screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FloatingCart } from '../../../src/features/chadava/FloatingCart'
import { offerings } from '../../../src/testing/fixtures/catalogue'
import { renderPage } from '../../render'

const originalMatchMedia = window.matchMedia

/** Media queries answer as on a screen this many CSS pixels wide (1em = 16px). */
function screenWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)em/.exec(query)
    const min = /min-width:\s*([\d.]+)em/.exec(query)
    const matches = max ? width <= Number(max[1]) * 16 : min ? width >= Number(min[1]) * 16 : false
    return { ...originalMatchMedia(query), matches }
  }) as typeof window.matchMedia
}

afterEach(() => {
  window.matchMedia = originalMatchMedia
})

/** The cart over a selection of four offerings that Clear All empties. */
function ClearableCart({ onProceed }: { onProceed: () => void }) {
  const [selected, setSelected] = useState(offerings.slice(0, 4))
  return (
    <FloatingCart
      selected={selected}
      showEmptyAlert={false}
      onClear={() => setSelected([])}
      onProceed={onProceed}
    />
  )
}

function renderCart(onProceed = vi.fn()) {
  const result = renderPage(<ClearableCart onProceed={onProceed} />)
  return { ...result, cart: within(screen.getByRole('complementary', { name: 'Selected offerings' })) }
}

describe('Floating cart', () => {
  it('on a phone is one bar with the count, the total and Proceed, and opens and closes its list on tap', async () => {
    screenWidth(390)
    const onProceed = vi.fn()
    const { user, cart } = renderCart(onProceed)
    const toggle = cart.getByRole('button', { name: /4 selected/ })
    expect(toggle.closest('[aria-live="polite"]')).not.toBeNull()
    expect(toggle).toHaveTextContent('Total')
    expect(toggle).toHaveTextContent('₹554')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(list).not.toBeVisible()
    expect(cart.queryByRole('listitem')).not.toBeInTheDocument()
    expect(cart.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(list).toBeVisible()
    expect(cart.getAllByRole('listitem')).toHaveLength(3)
    expect(cart.getByText('+1 more items')).toBeVisible()
    expect(cart.getByRole('button', { name: 'Clear All' })).toBeVisible()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(list).not.toBeVisible()

    await user.click(cart.getByRole('button', { name: 'Proceed to Booking' }))
    expect(onProceed).toHaveBeenCalledOnce()
  }, 20_000)

  it('at desktop widths shows the whole cart, with nothing to open', () => {
    screenWidth(1280)
    const { cart } = renderCart()
    expect(cart.queryByRole('button', { expanded: false })).not.toBeInTheDocument()
    expect(cart.getAllByRole('listitem')).toHaveLength(3)
    expect(cart.getByText('+1 more items')).toBeVisible()
    expect(cart.getByText('₹554')).toBeVisible()
    // An offering added or removed is said to a screen reader: the list, count and total are in a live region.
    for (const changing of [cart.getByText('₹554'), cart.getAllByRole('listitem')[0], cart.getByText('4')])
      expect(changing.closest('[aria-live="polite"]')).not.toBeNull()
    expect(cart.getByRole('button', { name: 'Proceed to Booking' })).toBeVisible()
  })

  it.each([
    [1280, 'Proceed to Booking'],
    [390, /0 selected/],
  ])('at %i px, Clear All gives its focus to the first control left in the cart', async (width, name) => {
    screenWidth(width)
    const { user, cart } = renderCart()
    if (width === 390) await user.click(cart.getByRole('button', { name: /4 selected/ }))
    await user.click(cart.getByRole('button', { name: 'Clear All' }))
    expect(cart.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument()
    expect(cart.getByRole('button', { name })).toHaveFocus()
  })
})
