import { describe, expect, it } from 'vitest'
import { chadavaBookingMachine } from '../../machines/chadavaBooking.machine'
import { pujaBookingMachine } from '../../machines/pujaBooking.machine'
import {
  bookingChadava,
  bookingOfferings,
  bookingPuja,
  chadavaOrder,
  pujaOrder,
  signedInUser,
  validPersonalDetails,
} from '../../src/testing/fixtures/bookingOrders'
import type { BookingOrder } from '../../src/domain/booking/bookingOrder'
import { paymentFailureMessages } from '../../src/content/messages/payment'
import { authErrorMessages, signInFailureMessages } from '../../src/content/messages/signIn'
import { textOf, TextError } from '../../src/content/text'
import { spoken } from '../../src/testing/spoken'
import { translationsReady } from '../../src/content/catalog'
import { setActiveLanguage } from '../../src/lib/language'
import { confirmation, settle, startBooking, verifiedGuest, type BookingHarness } from './bookingHarness'

/** Where each opens for a signed-in devotee (SPEC §4): a puja on the personal details, a chadava on review. */
const machines = [
  { name: 'pujaBooking', machine: pujaBookingMachine, order: pujaOrder, signedInStart: 'personalDetails' },
  { name: 'chadavaBooking', machine: chadavaBookingMachine, order: chadavaOrder, signedInStart: 'review' },
]

/** The puja and the chadava booked, as a page shows them in Hindi, and each order so named. */
const pujaInHindi = { ...bookingPuja, title: 'रुद्राभिषेक पूजा' }
const chadavaInHindi = {
  ...bookingChadava,
  availableOfferings: bookingOfferings.map((offering) => ({ ...offering, name: `${offering.name} (हिन्दी)` })),
}
const inHindi = [
  {
    name: 'pujaBooking',
    machine: pujaBookingMachine,
    order: pujaOrder,
    shown: pujaInHindi,
    named: { ...pujaOrder, puja: pujaInHindi },
  },
  {
    name: 'chadavaBooking',
    machine: chadavaBookingMachine,
    order: chadavaOrder,
    shown: chadavaInHindi,
    named: { ...chadavaOrder, chadava: chadavaInHindi, offerings: chadavaInHindi.availableOfferings },
  },
]

type Harness = BookingHarness

function fillContact({ actor }: Harness, name = 'Asha', number = '9876543210') {
  actor.send({ type: 'contact.change', field: 'name', value: name })
  actor.send({ type: 'contact.change', field: 'whatsappNumber', value: number })
}

function fillDetails({ actor }: Harness) {
  for (const [field, value] of Object.entries(validPersonalDetails)) {
    actor.send({
      type: 'details.change',
      field: field as keyof typeof validPersonalDetails,
      value: ` ${value} `,
    })
  }
}

/** Signed in: the booking started, then its review (a puja's opens on the personal details, whose Back leads there). */
function startSignedInAtReview({ actor }: Harness, order: BookingOrder) {
  actor.send({ type: 'booking.start', order })
  if (actor.getSnapshot().matches('personalDetails')) actor.send({ type: 'details.back' })
}

/** Signed in: the booking started and its payment begun (a puja's personal details given on the way). */
function startPaying(harness: Harness, order: BookingOrder) {
  const { actor } = harness
  actor.send({ type: 'booking.start', order })
  actor.send({ type: 'review.proceed' })
  if (actor.getSnapshot().matches('personalDetails')) {
    fillDetails(harness)
    actor.send({ type: 'details.submit' })
  }
}

/** Guest: contact form, OTP sent, a code entered (in the phone OTP session). */
async function toCodeEntry(harness: Harness, order: BookingOrder, name?: string) {
  harness.actor.send({ type: 'booking.start', order })
  fillContact(harness, name)
  harness.actor.send({ type: 'contact.submit' })
  harness.sendCode.last().resolve(confirmation)
  await settle()
}

function enterCode(harness: Harness, code: string) {
  harness.otpSession().send({ type: 'code.change', value: code })
  harness.otpSession().send({ type: 'code.submit' })
}

/** Guest: contact form, OTP sent, code 123456 verified, display name saved → review. */
async function verifyGuest(harness: Harness, order: BookingOrder = pujaOrder) {
  await toCodeEntry(harness, order)
  enterCode(harness, '123456')
  harness.verifyCode.last().resolve(verifiedGuest)
  await settle()
  harness.saveDisplayName.last().resolve()
  await settle()
}

describe.each(machines)('$name: shared stages', ({ machine, order, signedInStart }) => {
  it(`starts closed, and a signed-in user goes straight to ${signedInStart} with contact details prefilled`, () => {
    const harness = startBooking(machine, signedInUser)
    expect(harness.actor.getSnapshot().value).toBe('idle')
    harness.actor.send({ type: 'booking.start', order })
    const snapshot = harness.actor.getSnapshot()
    expect(snapshot.value).toBe(signedInStart)
    expect(snapshot.context.contact).toEqual({ name: 'Asha Verma', whatsappNumber: '9876543210' })
    expect(harness.sendCode.calls).toHaveLength(0)
  })

  it("prefills 'User' when the signed-in user has no display name", () => {
    const harness = startBooking(machine, { uid: 'u1', phoneNumber: '+919812345678', displayName: null })
    harness.actor.send({ type: 'booking.start', order })
    expect(harness.actor.getSnapshot().context.contact).toEqual({
      name: 'User',
      whatsappNumber: '9812345678',
    })
  })

  it('prefills that fallback name in Hindi while Hindi is shown', async () => {
    await translationsReady('hi')
    setActiveLanguage('hi')
    try {
      const harness = startBooking(machine, { uid: 'u1', phoneNumber: '+919812345678', displayName: null })
      harness.actor.send({ type: 'booking.start', order })
      expect(harness.actor.getSnapshot().context.contact.name).toBe('उपयोगकर्ता')
    } finally {
      setActiveLanguage('en')
    }
  })

  it('shows each contact message and sends no code until the details are valid', () => {
    const harness = startBooking(machine, null)
    const { actor } = harness
    actor.send({ type: 'booking.start', order })
    expect(actor.getSnapshot().matches({ contact: 'form' })).toBe(true)
    actor.send({ type: 'contact.submit' })
    expect(spoken(actor.getSnapshot().context.contactErrors)).toEqual({
      name: 'Name is required',
      whatsappNumber: 'WhatsApp number is required',
    })
    actor.send({ type: 'contact.change', field: 'whatsappNumber', value: '98765' })
    expect(spoken(actor.getSnapshot().context.contactErrors)).toEqual({ name: 'Name is required' })
    actor.send({ type: 'contact.change', field: 'name', value: '   ' })
    actor.send({ type: 'contact.submit' })
    expect(spoken(actor.getSnapshot().context.contactErrors)).toEqual({
      name: 'Name is required',
      whatsappNumber: 'Please enter a valid 10-digit phone number',
    })
    expect(harness.sendCode.calls).toHaveLength(0)
    expect(actor.getSnapshot().matches({ contact: 'form' })).toBe(true)
  })

  it('keeps the digits of the WhatsApp number without +91, at most ten', () => {
    const { actor } = startBooking(machine, null)
    actor.send({ type: 'booking.start', order })
    actor.send({ type: 'contact.change', field: 'whatsappNumber', value: '+91 (98765) 43210-99x' })
    expect(actor.getSnapshot().context.contact.whatsappNumber).toBe('9876543210')
  })

  it('sends the code to +91 and the number; a failed send returns to the form with its message', async () => {
    const harness = startBooking(machine, null)
    const { actor, sendCode } = harness
    actor.send({ type: 'booking.start', order })
    fillContact(harness)
    actor.send({ type: 'contact.submit' })
    expect(actor.getSnapshot().matches({ contact: 'phoneCheck' })).toBe(true)
    expect(harness.view().screen).toMatchObject({ name: 'contact', sending: true })
    expect(sendCode.last().input).toBe('+919876543210')
    expect(harness.humanCheck.active()).toBe(1)
    sendCode.last().reject(new TextError(textOf(authErrorMessages, 'auth/too-many-requests')))
    await settle()
    expect(actor.getSnapshot().matches({ contact: 'form' })).toBe(true)
    expect(spoken(actor.getSnapshot().context.contactError)).toBe(
      'Too many attempts. Please try again later.',
    )
    expect(harness.humanCheck.active()).toBe(0)
    actor.send({ type: 'contact.change', field: 'name', value: 'Asha V' })
    expect(actor.getSnapshot().context.contactError).toBeNull()
  })

  it('OTP stage: empty code message, digits only, Back keeps the number, Resend sends again', async () => {
    const harness = startBooking(machine, null)
    const { actor, sendCode, verifyCode } = harness
    await toCodeEntry(harness, order)
    expect(harness.view().screen).toMatchObject({ name: 'otp', whatsappNumber: '9876543210', sending: false })
    harness.otpSession().send({ type: 'code.submit' })
    expect(spoken(harness.view().screen)).toMatchObject({ name: 'otp', error: 'Please enter the OTP code' })
    expect(verifyCode.calls).toHaveLength(0)
    harness.otpSession().send({ type: 'code.change', value: '12a34b5678' })
    expect(harness.view().screen).toMatchObject({ code: '123456', error: null })
    harness.otpSession().send({ type: 'code.back' })
    await settle()
    expect(actor.getSnapshot().matches({ contact: 'form' })).toBe(true)
    expect(harness.view().screen).toMatchObject({ name: 'contact', error: null })
    expect(actor.getSnapshot().context.contact).toEqual({ name: 'Asha', whatsappNumber: '9876543210' })
    actor.send({ type: 'contact.submit' })
    sendCode.last().resolve(confirmation)
    await settle()
    harness.otpSession().send({ type: 'code.resend' })
    expect(harness.view().screen).toMatchObject({ name: 'otp', sending: true })
    expect(sendCode.calls).toHaveLength(3)
    sendCode.last().resolve(confirmation)
    await settle()
    expect(harness.view().screen).toMatchObject({ name: 'otp', sending: false, code: '' })
    expect(harness.humanCheck.counts).toEqual({ mounted: 2, cleared: 1 })
  })

  it('a wrong code stays on the OTP stage with the message; the right one signs in and saves the name', async () => {
    const harness = startBooking(machine, null)
    const { actor, verifyCode, saveDisplayName } = harness
    await toCodeEntry(harness, order, '  Asha  ')
    enterCode(harness, '111111')
    expect(harness.view().screen).toMatchObject({ name: 'otp', verifying: true })
    expect(verifyCode.last().input).toEqual({ confirmation, code: '111111' })
    verifyCode.last().reject(new TextError(textOf(signInFailureMessages, 'invalidOtp')))
    await settle()
    expect(spoken(harness.view().screen)).toMatchObject({
      name: 'otp',
      verifying: false,
      error: 'Invalid OTP. Please try again.',
    })
    enterCode(harness, '123456')
    verifyCode.last().resolve(verifiedGuest)
    await settle()
    expect(actor.getSnapshot().matches({ contact: { phoneCheck: 'savingName' } })).toBe(true)
    expect(harness.view().screen).toMatchObject({ name: 'otp', verifying: true, code: '123456' })
    expect(saveDisplayName.last().input).toEqual({ displayName: 'Asha' })
    saveDisplayName.last().resolve()
    await settle()
    expect(actor.getSnapshot().value).toBe('review')
    expect(actor.getSnapshot().context.user).toEqual({
      uid: 'mock-919876543210',
      phoneNumber: '+919876543210',
      displayName: 'Asha',
    })
    expect(harness.humanCheck.active()).toBe(0)
  })

  it('a display name that cannot be saved still leads to review, signed in', async () => {
    const harness = startBooking(machine, null)
    const { actor, verifyCode, saveDisplayName } = harness
    await toCodeEntry(harness, order)
    enterCode(harness, '123456')
    verifyCode.last().resolve({ uid: 'u9', phoneNumber: '+919876543210', displayName: null })
    await settle()
    saveDisplayName.last().reject(new Error('offline'))
    await settle()
    expect(actor.getSnapshot().value).toBe('review')
    expect(actor.getSnapshot().context.user?.uid).toBe('u9')
  })

  it('personal details: the six required messages, the pincode rule, and each error clearing on edit', () => {
    const harness = startBooking(machine, signedInUser)
    const { actor } = harness
    actor.send({ type: 'booking.start', order })
    actor.send({ type: 'review.proceed' })
    if (actor.getSnapshot().matches('paying')) actor.send({ type: 'payment.back' })
    expect(actor.getSnapshot().value).toBe('personalDetails')
    const initiated = harness.initiatePayment.calls.length
    actor.send({ type: 'details.submit' })
    expect(spoken(actor.getSnapshot().context.personalErrors)).toEqual({
      fullName: 'Full name is required',
      gotra: 'Gotra is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      pincode: 'Pincode is required',
    })
    actor.send({ type: 'details.change', field: 'gotra', value: 'Kashyap' })
    expect(spoken(actor.getSnapshot().context.personalErrors).gotra).toBeUndefined()
    expect(spoken(actor.getSnapshot().context.personalErrors).city).toBe('City is required')
    actor.send({ type: 'details.change', field: 'pincode', value: '22-10a' })
    expect(actor.getSnapshot().context.personalDetails.pincode).toBe('2210')
    actor.send({ type: 'details.change', field: 'pincode', value: '22100199' })
    expect(actor.getSnapshot().context.personalDetails.pincode).toBe('221001')
    actor.send({ type: 'details.change', field: 'pincode', value: '2210' })
    actor.send({ type: 'details.submit' })
    expect(spoken(actor.getSnapshot().context.personalErrors).pincode).toBe(
      'Please enter a valid 6-digit pincode',
    )
    expect(actor.getSnapshot().value).toBe('personalDetails')
    expect(harness.initiatePayment.calls).toHaveLength(initiated)
    actor.send({ type: 'details.back' })
    expect(actor.getSnapshot().value).toBe('review')
  })

  it('valid personal details start the payment with the trimmed details; then the browser goes to the gateway', async () => {
    const harness = startBooking(machine, signedInUser)
    const { actor, initiatePayment, redirectToGateway } = harness
    actor.send({ type: 'booking.start', order })
    actor.send({ type: 'review.proceed' })
    if (actor.getSnapshot().matches('paying')) actor.send({ type: 'payment.back' })
    fillDetails(harness)
    actor.send({ type: 'details.submit' })
    expect(actor.getSnapshot().matches({ paying: 'initiating' })).toBe(true)
    expect(initiatePayment.last().input).toEqual({
      order,
      contact: { name: 'Asha Verma', whatsappNumber: '9876543210' },
      personalDetails: validPersonalDetails,
      familyMembers: [],
      user: signedInUser,
    })
    initiatePayment.last().resolve('https://gateway.example/pay/1')
    await settle()
    expect(actor.getSnapshot().matches({ paying: 'redirecting' })).toBe(true)
    expect(redirectToGateway.last().input).toEqual({ url: 'https://gateway.example/pay/1' })
  })

  it('a failed payment stays in the panel with its message; Back to Details leaves it', async () => {
    const harness = startBooking(machine, signedInUser)
    const { actor, initiatePayment } = harness
    startPaying(harness, order)
    initiatePayment.last().reject(new TextError(textOf(paymentFailureMessages, 'paymentInitiateFailed')))
    await settle()
    expect(actor.getSnapshot().matches({ paying: 'failed' })).toBe(true)
    expect(spoken(actor.getSnapshot().context.paymentError)).toBe(
      'Failed to initiate payment. Please try again.',
    )
    expect(harness.redirectToGateway.calls).toHaveLength(0)
    actor.send({ type: 'payment.back' })
    expect(actor.getSnapshot().value).toBe('personalDetails')
    expect(actor.getSnapshot().context.paymentError).toBeNull()
  })

  it('Try Again after a failed payment starts a new attempt, with the same details, and leaves for the gateway', async () => {
    const harness = startBooking(machine, signedInUser)
    const { actor, initiatePayment } = harness
    startPaying(harness, order)
    actor.send({ type: 'payment.retry' })
    expect(initiatePayment.calls).toHaveLength(1)
    initiatePayment.last().reject(new TextError(textOf(paymentFailureMessages, 'paymentInitiateFailed')))
    await settle()
    actor.send({ type: 'payment.retry' })
    expect(actor.getSnapshot().matches({ paying: 'initiating' })).toBe(true)
    expect(actor.getSnapshot().context.paymentError).toBeNull()
    expect(initiatePayment.calls).toHaveLength(2)
    expect(initiatePayment.last().input).toEqual(initiatePayment.calls[0]!.input)
    initiatePayment.last().resolve('https://gateway.example/pay/2')
    await settle()
    expect(harness.redirectToGateway.last().input).toEqual({ url: 'https://gateway.example/pay/2' })
  })

  it('a payment that fails without a message shows the payment exception text', async () => {
    const harness = startBooking(machine, signedInUser)
    startPaying(harness, order)
    harness.initiatePayment.last().reject('boom')
    await settle()
    expect(spoken(harness.actor.getSnapshot().context.paymentError)).toBe(
      'An error occurred while processing payment. Please try again.',
    )
  })

  it('a redirect that fails shows its message in the panel', async () => {
    const harness = startBooking(machine, signedInUser)
    startPaying(harness, order)
    harness.initiatePayment.last().resolve('https://gateway.example/pay/1')
    await settle()
    harness.redirectToGateway
      .last()
      .reject(new TextError(textOf(paymentFailureMessages, 'paymentInitiateFailed')))
    await settle()
    expect(harness.actor.getSnapshot().matches({ paying: 'failed' })).toBe(true)
  })

  it('without a signed-in user, payment does not start and the authentication message shows', async () => {
    const harness = startBooking(machine, signedInUser)
    const { actor } = harness
    startSignedInAtReview(harness, order)
    actor.send({ type: 'auth.changed', user: null })
    actor.send({ type: 'review.proceed' })
    expect(actor.getSnapshot().value).toBe('review')
    expect(spoken(actor.getSnapshot().context.paymentError)).toBe(
      `Authentication required for ${order.kind === 'puja' ? 'pooja' : 'chadava'} orders. Please sign in to continue.`,
    )
    expect(harness.initiatePayment.calls).toHaveLength(0)
    actor.send({ type: 'auth.changed', user: signedInUser })
    actor.send({ type: 'review.proceed' })
    expect(actor.getSnapshot().value).not.toBe('review')
  })

  it('without a WhatsApp number, payment does not start', () => {
    const harness = startBooking(machine, { uid: 'u1', phoneNumber: null, displayName: 'Asha' })
    startSignedInAtReview(harness, order)
    harness.actor.send({ type: 'review.proceed' })
    expect(harness.actor.getSnapshot().value).toBe('review')
    expect(spoken(harness.actor.getSnapshot().context.paymentError)).toBe(
      'Please provide your WhatsApp number before proceeding with payment',
    )
  })

  it('closing resets the form, the errors and the OTP state from any stage', async () => {
    const harness = startBooking(machine, null)
    const { actor } = harness
    actor.send({ type: 'booking.start', order })
    actor.send({ type: 'contact.submit' })
    actor.send({ type: 'booking.close' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({
      contact: { name: '', whatsappNumber: '' },
      contactErrors: {},
      order: null,
    })
    await toCodeEntry(harness, order)
    harness.otpSession().send({ type: 'code.change', value: '12' })
    actor.send({ type: 'booking.close' })
    expect(actor.getSnapshot().children.phoneOtp).toBeUndefined()
    expect(harness.humanCheck.active()).toBe(0)
    expect(actor.getSnapshot().context).toMatchObject({ contactError: null, contact: { name: '' } })
    actor.send({ type: 'booking.start', order })
    expect(harness.view().screen).toMatchObject({ name: 'contact', values: { name: '', whatsappNumber: '' } })
  })

  it('closing while the payment is being initiated aborts the request and never redirects', async () => {
    const harness = startBooking(machine, signedInUser)
    startPaying(harness, order)
    const call = harness.initiatePayment.last()
    harness.actor.send({ type: 'booking.close' })
    expect(call.signal.aborted).toBe(true)
    call.resolve('https://gateway.example/late')
    await settle()
    expect(harness.actor.getSnapshot().value).toBe('idle')
    expect(harness.redirectToGateway.calls).toHaveLength(0)
  })
})

describe.each(inHindi)('$name: a change of language', ({ machine, order, shown, named }) => {
  it('names the order in it, keeps what was typed, and pays for the order so named', () => {
    const harness = startBooking(machine, signedInUser)
    const { actor, initiatePayment } = harness
    actor.send({ type: 'booking.start', order })
    actor.send({ type: 'review.proceed' })
    if (actor.getSnapshot().matches('paying')) actor.send({ type: 'payment.back' })
    actor.send({ type: 'details.change', field: 'gotra', value: 'Kashyap' })
    const stage = actor.getSnapshot().value
    actor.send({ type: 'item.translated', item: shown })
    expect(actor.getSnapshot().value).toEqual(stage)
    expect(actor.getSnapshot().context.order).toEqual(named)
    expect(actor.getSnapshot().context.personalDetails.gotra).toBe('Kashyap')
    fillDetails(harness)
    actor.send({ type: 'details.submit' })
    expect(initiatePayment.last().input.order).toEqual(named)
  })

  it('has no order to name while the dialog is closed', () => {
    const { actor } = startBooking(machine, signedInUser)
    actor.send({ type: 'item.translated', item: shown })
    expect(actor.getSnapshot().context.order).toBeNull()
  })
})

describe('pujaBooking', () => {
  it('review → personal details (Continue to Payment) → payment; a guest is signed in on the way', async () => {
    const harness = startBooking(pujaBookingMachine, null)
    await verifyGuest(harness)
    harness.actor.send({ type: 'review.proceed' })
    expect(harness.actor.getSnapshot().value).toBe('personalDetails')
    expect(harness.initiatePayment.calls).toHaveLength(0)
    fillDetails(harness)
    harness.actor.send({ type: 'details.submit' })
    expect(harness.actor.getSnapshot().matches({ paying: 'initiating' })).toBe(true)
    expect(harness.initiatePayment.last().input.user.uid).toBe('mock-919876543210')
  })

  it('a 4-person package takes three family rows beside the devotee, each with its messages, and pays with them trimmed', () => {
    const harness = startBooking(pujaBookingMachine, signedInUser)
    const { actor } = harness
    actor.send({ type: 'booking.start', order: pujaOrder })
    actor.send({ type: 'review.proceed' })
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'family.add' })
    expect(actor.getSnapshot().context.familyMembers).toHaveLength(3)
    fillDetails(harness)
    actor.send({ type: 'details.submit' })
    expect(actor.getSnapshot().matches('personalDetails')).toBe(true)
    expect(harness.initiatePayment.calls).toHaveLength(0)
    const required = {
      name: 'Full name is required',
      relation: 'Relation is required',
      gotra: 'Gotra is required',
    }
    expect(spoken(actor.getSnapshot().context.familyErrors)).toEqual([required, required, required])
    actor.send({ type: 'family.change', index: 0, field: 'name', value: '  Ravi Verma ' })
    expect(spoken(actor.getSnapshot().context.familyErrors[0])).toEqual({
      relation: 'Relation is required',
      gotra: 'Gotra is required',
    })
    actor.send({ type: 'family.change', index: 0, field: 'relation', value: 'spouse' })
    actor.send({ type: 'family.change', index: 0, field: 'gotra', value: ' Kashyap ' })
    actor.send({ type: 'family.remove', index: 1 })
    actor.send({ type: 'family.change', index: 1, field: 'name', value: 'Meera Verma' })
    actor.send({ type: 'family.change', index: 1, field: 'relation', value: 'daughter' })
    actor.send({ type: 'family.change', index: 1, field: 'gotra', value: 'Kashyap' })
    expect(spoken(actor.getSnapshot().context.familyErrors)).toEqual([{}, {}])
    actor.send({ type: 'details.submit' })
    expect(actor.getSnapshot().matches({ paying: 'initiating' })).toBe(true)
    expect(harness.initiatePayment.last().input.familyMembers).toEqual([
      { name: 'Ravi Verma', relation: 'spouse', gotra: 'Kashyap' },
      { name: 'Meera Verma', relation: 'daughter', gotra: 'Kashyap' },
    ])
  })

  it('signed in: opens on the personal details, and valid details start the payment (SPEC §4)', () => {
    const harness = startBooking(pujaBookingMachine, signedInUser)
    harness.actor.send({ type: 'booking.start', order: pujaOrder })
    fillDetails(harness)
    harness.actor.send({ type: 'details.submit' })
    expect(harness.actor.getSnapshot().matches({ paying: 'initiating' })).toBe(true)
    expect(harness.initiatePayment.last().input).toMatchObject({
      contact: { name: 'Asha Verma', whatsappNumber: '9876543210' },
      personalDetails: validPersonalDetails,
    })
  })

  it("reads the devotee's saved family on the personal details; picking fills a blank row, then a new one, never twice", async () => {
    const harness = startBooking(pujaBookingMachine, signedInUser)
    const { actor, loadSavedFamily } = harness
    expect(loadSavedFamily.calls).toHaveLength(0)
    actor.send({ type: 'booking.start', order: pujaOrder })
    expect(loadSavedFamily.last().input).toEqual({ uid: signedInUser.uid })
    const ravi = { name: 'Ravi Verma', relation: 'spouse', gotra: 'Kashyap' } as const
    const meera = { name: 'Meera Verma', relation: 'daughter', gotra: 'Kashyap' } as const
    loadSavedFamily.last().resolve([ravi, meera])
    await settle()
    expect(actor.getSnapshot().context.savedFamily).toEqual([ravi, meera])
    actor.send({ type: 'family.add' })
    actor.send({ type: 'family.pick', member: ravi })
    actor.send({ type: 'family.pick', member: ravi })
    actor.send({ type: 'family.pick', member: meera })
    expect(actor.getSnapshot().context.familyMembers).toEqual([ravi, meera])
  })

  it('a saved family that cannot be read leaves nothing to pick; the rows can still be typed', async () => {
    const harness = startBooking(pujaBookingMachine, signedInUser)
    harness.actor.send({ type: 'booking.start', order: pujaOrder })
    harness.loadSavedFamily.last().reject(new Error('Profile not found'))
    await settle()
    expect(harness.actor.getSnapshot().context.savedFamily).toEqual([])
    harness.actor.send({ type: 'family.add' })
    expect(harness.actor.getSnapshot().context.familyMembers).toHaveLength(1)
  })

  it('a 1-person package takes no family rows', () => {
    const harness = startBooking(pujaBookingMachine, signedInUser)
    const single = { ...pujaOrder, pkg: { ...pujaOrder.pkg, persons: 1 } }
    harness.actor.send({ type: 'booking.start', order: single })
    harness.actor.send({ type: 'review.proceed' })
    harness.actor.send({ type: 'family.add' })
    harness.actor.send({
      type: 'family.pick',
      member: { name: 'Ravi', relation: 'spouse', gotra: 'Kashyap' },
    })
    expect(harness.actor.getSnapshot().context.familyMembers).toEqual([])
  })

  it('refuses to pay without a package and puja', () => {
    const harness = startBooking(pujaBookingMachine, signedInUser)
    startSignedInAtReview(harness, chadavaOrder)
    harness.actor.send({ type: 'review.proceed' })
    expect(spoken(harness.actor.getSnapshot().context.paymentError)).toBe(
      'Missing package or puja information',
    )
  })
})

describe('chadavaBooking', () => {
  it('review → Processing Payment at once, without personal details', async () => {
    const harness = startBooking(chadavaBookingMachine, null)
    await verifyGuest(harness, chadavaOrder)
    harness.actor.send({ type: 'review.proceed' })
    expect(harness.actor.getSnapshot().matches({ paying: 'initiating' })).toBe(true)
    expect(harness.initiatePayment.last().input.personalDetails).toBeNull()
  })

  it('Back to Details → personal details → Complete Payment starts a new attempt with the details', async () => {
    const harness = startBooking(chadavaBookingMachine, signedInUser)
    harness.actor.send({ type: 'booking.start', order: chadavaOrder })
    harness.actor.send({ type: 'review.proceed' })
    harness.actor.send({ type: 'payment.back' })
    expect(harness.initiatePayment.calls[0]?.signal.aborted).toBe(true)
    fillDetails(harness)
    harness.actor.send({ type: 'details.submit' })
    expect(harness.initiatePayment.calls).toHaveLength(2)
    expect(harness.initiatePayment.last().input.personalDetails).toEqual(validPersonalDetails)
  })

  it('takes no family rows and never reads the saved family (offerings have no persons)', () => {
    const harness = startBooking(chadavaBookingMachine, signedInUser)
    harness.actor.send({ type: 'booking.start', order: chadavaOrder })
    harness.actor.send({ type: 'review.proceed' })
    harness.actor.send({ type: 'payment.back' })
    harness.actor.send({ type: 'family.add' })
    expect(harness.actor.getSnapshot().context.familyMembers).toEqual([])
    expect(harness.loadSavedFamily.calls).toHaveLength(0)
  })

  it('refuses to pay with no offerings', () => {
    const harness = startBooking(chadavaBookingMachine, signedInUser)
    harness.actor.send({ type: 'booking.start', order: { ...chadavaOrder, offerings: [] } })
    harness.actor.send({ type: 'review.proceed' })
    expect(harness.actor.getSnapshot().value).toBe('review')
    expect(spoken(harness.actor.getSnapshot().context.paymentError)).toBe('No offerings selected')
  })
})
