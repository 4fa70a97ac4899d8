import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BookingSteps } from '../../../src/features/booking/BookingSteps'
import type { BookingStep } from '../../../src/features/booking/bookingScreen'
import type { BookingKind } from '../../../src/domain/booking/bookingOrder'
import { renderPage } from '../../render'

/** Each step's label and how it is shown, in SPEC's order of the four labels. */
function stepsShown(kind: BookingKind, active: BookingStep): string[] {
  const { unmount } = renderPage(<BookingSteps kind={kind} isGuest={false} active={active} />)
  const steps = within(screen.getByRole('list', { name: 'Booking steps' })).getAllByRole('listitem')
  const shown = steps.map((step) => `${step.textContent} (${step.dataset.state})`)
  unmount()
  return shown
}

describe('the booking steps', () => {
  it('show a puja’s name, gotra and address as the step before its payment, which is not yet done', () => {
    expect(stepsShown('puja', 4)).toEqual([
      '1 Select Package (done)',
      '2 Review Booking (done)',
      '3 Payment (upcoming)',
      '4 Fill Name, Gotra & Address (current)',
    ])
  })

  it('show the details done once a puja’s payment starts', () => {
    expect(stepsShown('puja', 3)).toEqual([
      '1 Select Package (done)',
      '2 Review Booking (done)',
      '3 Payment (current)',
      '4 Fill Name, Gotra & Address (done)',
    ])
  })

  it('never show a chadava’s payment done while its details are asked for again from the payment', () => {
    expect(stepsShown('chadava', 3)).toEqual([
      '1 Select Offerings (done)',
      '2 Review Booking (done)',
      '3 Payment (current)',
      '4 Fill Name, Gotra & Address (upcoming)',
    ])
    expect(stepsShown('chadava', 4)).toEqual([
      '1 Select Offerings (done)',
      '2 Review Booking (done)',
      '3 Payment (upcoming)',
      '4 Fill Name, Gotra & Address (current)',
    ])
  })
})
