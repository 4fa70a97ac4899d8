/**
 * Puja booking (SPEC §4): a package is chosen on the puja page, then — for a guest — the contact dialog with the
 * phone OTP session as a child (the verified guest is signed in and their display name saved), then review; or —
 * signed in — prefilled contact details and the personal details at once (Back to Review, where Proceed to Payment
 * leads back to them); then Continue to Payment and 'Processing Payment', which stores the session payment data and
 * sends the browser to the gateway. A failed payment stays in the panel with its message, and Try Again.
 * Input: `{ user }` (the signed-in user or null). Events: `booking.start { order }`, `booking.close`,
 * `auth.changed { user }`, `item.translated { item }`, `contact.change`/`contact.submit`, `review.proceed`,
 * `details.change`/`details.submit`/`details.back`, `payment.back`/`payment.retry`; the code events go to the
 * `phoneOtp` child while it runs.
 */
import { createBookingMachine } from './bookingSetup'

export const pujaBookingMachine = createBookingMachine('puja', {
  signedInStart: 'personalDetails',
  afterReview: 'personalDetails',
})
