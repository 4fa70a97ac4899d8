/**
 * Chadava booking (SPEC §4): offerings are chosen on the chadava page, then — for a guest — the contact dialog with
 * the phone OTP session as a child (the verified guest is signed in and their display name saved), or — signed in —
 * prefilled contact details; then review, where Proceed to Payment opens 'Processing Payment' and starts the payment
 * at once. Back to Details there leads to the personal details (Back to Review / Complete Payment). A failed payment
 * stays in the panel with its message, and Try Again.
 * Input: `{ user }` (the signed-in user or null). Events: `booking.start { order }`, `booking.close`,
 * `auth.changed { user }`, `item.translated { item }`, `contact.change`/`contact.submit`, `review.proceed`,
 * `details.change`/`details.submit`/`details.back`, `payment.back`/`payment.retry`; the code events go to the
 * `phoneOtp` child while it runs.
 */
import { createBookingMachine } from './bookingSetup'

export const chadavaBookingMachine = createBookingMachine('chadava', {
  signedInStart: 'review',
  afterReview: 'paying',
})
