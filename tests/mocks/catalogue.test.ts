import { describe, expect, it } from 'vitest'
import { chadavaListReplySchema, pujaListReplySchema } from '../../src/api/schemas'
import { currentChadavas, currentPujas } from '../../mocks/backend/catalogue'
import { initialDb } from '../../mocks/backend/seed'
import seed from '../../db.json'
import { API, useMockServer } from './mswServer'

useMockServer()

describe('the seed', () => {
  const db = initialDb(seed, new Date('2026-01-01T06:00:00Z'))

  it('has at least 8 pujas at different temples with 3-4 packages priced in rupees ending in 1', () => {
    expect(db.pujas.length).toBeGreaterThanOrEqual(8)
    expect(new Set(db.pujas.map((puja) => puja.location)).size).toBe(db.pujas.length)
    for (const puja of db.pujas) {
      expect(puja.pujaPackages.length).toBeGreaterThanOrEqual(3)
      expect(puja.pujaPackages.length).toBeLessThanOrEqual(4)
      expect(puja.imageUrls.length).toBeGreaterThanOrEqual(2)
      expect(puja.desc.length).toBeGreaterThan(120)
      for (const pkg of puja.pujaPackages) expect(pkg.price % 10).toBe(1)
    }
  })

  it('has at least 6 chadava services with 4-8 offerings, some without an image, one without a date', () => {
    expect(db.chadavas.length).toBeGreaterThanOrEqual(6)
    for (const chadava of db.chadavas) {
      expect(chadava.availableOfferings.length).toBeGreaterThanOrEqual(4)
      expect(chadava.availableOfferings.length).toBeLessThanOrEqual(8)
    }
    expect(db.chadavas.flatMap((c) => c.availableOfferings).some((o) => o.imageUrl === undefined)).toBe(true)
    expect(db.chadavas.some((c) => c.datetime === undefined)).toBe(true)
  })

  it('uses only local images', () => {
    const urls = [
      ...db.pujas.flatMap((p) => p.imageUrls),
      ...db.chadavas.flatMap((c) => [
        ...c.imagesUrls,
        ...c.availableOfferings.flatMap((o) => o.imageUrl ?? []),
      ]),
    ]
    for (const url of urls) expect(url).toMatch(/^\/images\/[a-z]+\/[a-z0-9-]+\.svg$/)
  })
})

describe('date shifting', () => {
  it('moves every puja by whole days so the same ones are today, upcoming and past on any day', () => {
    const onSeedDay = currentPujas(
      initialDb(seed, new Date('2026-01-01T06:00:00Z')),
      new Date('2026-01-01T06:00:00Z'),
    )
    const later = new Date('2026-07-19T06:00:00Z')
    const onLaterDay = currentPujas(initialDb(seed, later), later)
    const flags = (list: typeof onSeedDay) =>
      Object.fromEntries(list.map((p) => [p._id, [p.isToday, p.isUpcoming]]))
    expect(flags(onLaterDay)).toEqual(flags(onSeedDay))
    const days = 199
    for (const puja of onLaterDay) {
      const original = onSeedDay.find((p) => p._id === puja._id)!
      expect(Date.parse(puja.dateTime) - Date.parse(original.dateTime)).toBe(days * 86_400_000)
    }
  })

  it('has pujas today, upcoming and past, listed today first then upcoming then past', () => {
    const now = new Date('2026-03-10T04:00:00Z')
    const pujas = currentPujas(initialDb(seed, now), now)
    const kinds = pujas.map((p) => (p.isToday ? 'today' : p.isUpcoming ? 'upcoming' : 'past'))
    expect(kinds.filter((k) => k === 'today').length).toBeGreaterThanOrEqual(2)
    expect(kinds.filter((k) => k === 'upcoming').length).toBeGreaterThanOrEqual(3)
    expect(kinds.filter((k) => k === 'past').length).toBeGreaterThanOrEqual(1)
    expect(kinds).toEqual(
      [...kinds].sort(
        (a, b) => ['today', 'upcoming', 'past'].indexOf(a) - ['today', 'upcoming', 'past'].indexOf(b),
      ),
    )
    for (const puja of pujas.filter((p) => p.isToday))
      expect(puja.dateTime.slice(0, 10) <= '2026-03-10').toBe(true)
  })

  it('moves a puja of today whose time has passed to tomorrow, so the first one listed can be booked at any hour', () => {
    const evening = new Date('2026-03-10T16:00:00Z')
    const pujas = currentPujas(initialDb(seed, evening), evening)
    const morning = new Date('2026-03-10T04:00:00Z')
    const performedToday = currentPujas(initialDb(seed, morning), morning).filter(
      (puja) => puja.isToday && Date.parse(puja.dateTime) <= evening.getTime(),
    )
    expect(performedToday.length).toBeGreaterThan(0)
    for (const { _id, dateTime } of performedToday)
      expect(pujas.find((puja) => puja._id === _id)).toMatchObject({
        dateTime: new Date(Date.parse(dateTime) + 86_400_000).toISOString(),
        isToday: false,
        isUpcoming: true,
      })
    expect(Date.parse(pujas[0]!.dateTime)).toBeGreaterThan(evening.getTime())
  })

  it("uses India's calendar day: 20:00 UTC is already the next day in India", () => {
    const now = new Date('2026-01-01T20:00:00Z')
    const pujas = currentPujas(initialDb(seed, now), now)
    const kashi = pujas.find((p) => p.title.includes('Kashi'))!
    expect(kashi.dateTime).toBe('2026-01-02T13:00:00.000Z')
  })

  it('moves chadava dates and leaves a missing date missing', () => {
    const now = new Date('2026-01-03T06:00:00Z')
    const chadavas = currentChadavas(initialDb(seed, now), now)
    expect(chadavas[0]!.datetime).toBe('2026-01-07T01:30:00.000Z')
    expect(chadavas.filter((c) => c.datetime === undefined)).toHaveLength(1)
  })
})

describe('GET /api/pooja and /api/chadava', () => {
  it('answer { success, data } in the schemas of the API contract', async () => {
    const pujas = pujaListReplySchema.parse(await (await fetch(`${API}/api/pooja`)).json())
    const chadavas = chadavaListReplySchema.parse(await (await fetch(`${API}/api/chadava`)).json())
    expect(pujas.success).toBe(true)
    expect(pujas.data!.length).toBeGreaterThanOrEqual(8)
    expect(chadavas.data!.length).toBeGreaterThanOrEqual(6)
  })

  it('answer on any API host', async () => {
    const reply = await fetch('https://api.sankalp.example/api/pooja')
    expect(reply.status).toBe(200)
  })
})

describe('the catalogue in Hindi (Accept-Language: hi)', () => {
  const hindi = { headers: { 'Accept-Language': 'hi' } }

  it('serves every puja and chadava text in Hindi, with the same ids, prices and packages, and never the stored translations', async () => {
    const english = pujaListReplySchema.parse(await (await fetch(`${API}/api/pooja`)).json()).data!
    const raw = (await (await fetch(`${API}/api/pooja`, hindi)).json()) as { data: Record<string, unknown>[] }
    expect(raw.data.every((puja) => !('translations' in puja))).toBe(true)
    const inHindi = pujaListReplySchema.parse(raw).data!
    expect(inHindi.map((puja) => puja._id)).toEqual(english.map((puja) => puja._id))
    for (const [index, puja] of inHindi.entries()) {
      expect(puja.title).toMatch(/[\u0900-\u097F]/)
      expect(puja.benefits.every((benefit) => /[\u0900-\u097F]/.test(benefit))).toBe(true)
      expect(puja.pujaPackages.map(({ price, persons }) => ({ price, persons }))).toEqual(
        english[index]!.pujaPackages.map(({ price, persons }) => ({ price, persons })),
      )
      expect(puja.pujaPackages.every((pkg) => /[\u0900-\u097F]/.test(pkg.packageName))).toBe(true)
    }
    const chadavas = chadavaListReplySchema.parse(
      await (await fetch(`${API}/api/chadava`, hindi)).json(),
    ).data!
    for (const chadava of chadavas) {
      expect(chadava.name).toMatch(/[\u0900-\u097F]/)
      expect(chadava.availableOfferings.every((offering) => /[\u0900-\u097F]/.test(offering.name))).toBe(true)
    }
  })

  it('serves English to a request in any other language, or none', async () => {
    for (const language of ['en-GB,en;q=0.9', 'fr', '']) {
      const reply = await fetch(`${API}/api/pooja`, { headers: { 'Accept-Language': language } })
      const pujas = pujaListReplySchema.parse(await reply.json()).data!
      expect(pujas.every((puja) => !/[\u0900-\u097F]/.test(puja.title))).toBe(true)
    }
  })
})
