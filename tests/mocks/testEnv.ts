/** A fixed clock and predictable ids for the backend rules, plus the seed read as a store starts it. */
import seed from '../../db.json'
import type { MockDb } from '../../mocks/backend/db'
import { initialDb } from '../../mocks/backend/seed'
import type { BackendEnv } from '../../mocks/backend/types'

export function testEnv(now = new Date('2026-01-01T06:00:00Z')): BackendEnv {
  let next = 0
  return { now: () => now, newId: () => `id${String(++next).padStart(22, '0')}` }
}

export function seededDb(now = new Date('2026-01-01T06:00:00Z')): MockDb {
  return initialDb(seed, now)
}

export const SITE = 'http://localhost:5173'

export function initiateBody(merchantOrderId: string, amount = 85_100) {
  return {
    amount,
    redirectUrl: `${SITE}/payment/success`,
    merchantOrderId,
    customerId: '9876543210',
    customerName: 'Asha Verma',
    customerPhone: '+919876543210',
  }
}

export function poojaOrderBody(merchantOrderId: string, overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Asha Verma',
    email: 'asha@example.com',
    phone: '+919876543210',
    gotra: 'Bharadwaj',
    poojaName: 'Rudrabhishek at Shri Kashi Vishwanath',
    poojaId: '66b0f1a2c3d4e5f601000001',
    selectedPackage: 'Individual Puja',
    amount: 851,
    scheduledDate: '2026-01-01T13:00:00.000Z',
    specialInstructions: '',
    paymentMethod: 'PhonePe',
    uid: 'mock-919876543210',
    orderStatus: 'processing',
    merchantOrderId,
    ...overrides,
  }
}

export function chadavaOrderBody(merchantOrderId: string) {
  const {
    poojaName: _name,
    poojaId: _id,
    selectedPackage: _package,
    ...identity
  } = poojaOrderBody(merchantOrderId)
  return {
    ...identity,
    chadavaName: 'Til Tel Chadava for Shani Dev',
    chadavaId: '66c1a2b3c4d5e6f702000004',
    selectedOfferings: [{ name: 'Til Oil Diya', description: 'A sesame-oil lamp.', price: 51 }],
  }
}

export function horoscopeOrderBody(merchantOrderId: string) {
  return {
    fullName: 'Asha Verma',
    email: 'asha@example.com',
    phone: '+919876543210',
    datetime: '2026-01-02T04:30:00.000Z',
    selectedPack: '10 Minutes Consultation',
    amount: 101,
    merchantOrderId,
  }
}

/** A Storage for code that takes one (sessionStorage, localStorage), without a browser. */
export function memoryStorage(): Storage {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  } as Storage
}
