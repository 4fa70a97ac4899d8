import type { ChadavaOrder, PoojaOrder } from '../../src/api/schemas'

/** Orders for stories and tests: every status colour, with and without special instructions. */
export const poojaOrders: PoojaOrder[] = [
  {
    _id: '66d2b3c4d5e6f70803000001',
    poojaName: 'Rudrabhishek at Shri Kashi Vishwanath',
    selectedPackage: 'Family Puja',
    amount: 2001,
    scheduledDate: '2025-12-18T18:30:00+05:30',
    createdAt: '2025-12-15T10:12:00.000Z',
    orderStatus: 'delivered',
    paymentMethod: 'PhonePe',
    specialInstructions: 'Please include my parents, Mohan and Sunita Sharma, in the sankalp.',
  },
  {
    _id: '66d2b3c4d5e6f70803000002',
    poojaName: 'Sankat Nashan Ganesh Puja at Siddhivinayak',
    selectedPackage: 'Individual Puja',
    amount: 501,
    scheduledDate: '2026-01-03T08:30:00+05:30',
    createdAt: '2025-12-31T04:40:00.000Z',
    orderStatus: 'processing',
    paymentMethod: 'PhonePe',
    specialInstructions: '',
  },
  {
    _id: '66d2b3c4d5e6f708030000ab',
    poojaName: 'Navagraha Shanti Puja',
    selectedPackage: 'Couple Puja',
    amount: 1101,
    scheduledDate: '',
    createdAt: '2026-01-05T09:00:00.000Z',
    orderStatus: 'cancelled',
    paymentMethod: 'UPI',
  },
]

export const chadavaOrders: ChadavaOrder[] = [
  {
    _id: '66d2b3c4d5e6f70804000001',
    chadavaName: 'Bilva Patra and Gangajal Chadava',
    selectedOfferings: [
      { name: 'Bilva Patra (108 leaves)', description: 'A garland of 108 fresh bilva leaves.', price: 151 },
      { name: 'Gangajal Abhishek', description: 'Holy water of the Ganga poured on the linga.', price: 201 },
    ],
    amount: 352,
    scheduledDate: '2025-12-22T07:00:00+05:30',
    createdAt: '2025-12-21T15:05:00.000Z',
    orderStatus: 'pending',
    paymentMethod: 'PhonePe',
    specialInstructions: 'For the good health of my grandmother.',
  },
  {
    _id: '66d2b3c4d5e6f70804000002',
    chadavaName: 'Ghee Diya Offering',
    selectedOfferings: [{ name: 'Ghee Diya', description: 'A pure ghee lamp lit in your name.', price: 51 }],
    amount: 51,
    scheduledDate: '2026-01-10T07:00:00+05:30',
    createdAt: '2026-01-08T15:05:00.000Z',
    orderStatus: 'on hold',
    paymentMethod: 'PhonePe',
  },
]
