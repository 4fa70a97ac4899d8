import { describe, expect, it } from 'vitest'
import { familyCapacity } from '../../../src/domain/booking/bookingOrder'
import {
  addMember,
  areMembersValid,
  canPick,
  changeMember,
  emptyMember,
  pickMember,
  removeMember,
  sankalpNamesOf,
  trimMembers,
  validateMembers,
} from '../../../src/domain/family/familyMembers'
import { chadavaOrder, pujaOrder } from '../../../src/testing/fixtures/bookingOrders'
import { bookingFormMessages } from '../../../src/content/messages/booking'
import { textOf } from '../../../src/content/text'
import { spoken } from '../../../src/testing/spoken'

const ravi = { name: 'Ravi Verma', relation: 'spouse', gotra: 'Kashyap' } as const
const meera = { name: 'Meera Verma', relation: 'daughter', gotra: 'Kashyap' } as const
/** A blank row's messages, as the rules name them, and as they read. */
const required = {
  name: textOf(bookingFormMessages.member, 'name'),
  relation: textOf(bookingFormMessages.member, 'relation'),
  gotra: textOf(bookingFormMessages.member, 'gotra'),
}
const requiredWords = {
  name: 'Full name is required',
  relation: 'Relation is required',
  gotra: 'Gotra is required',
}

describe('family members', () => {
  it('a puja package for N persons takes N - 1 family members; chadava and no order take none', () => {
    expect(familyCapacity(pujaOrder)).toBe(3)
    expect(familyCapacity({ ...pujaOrder, pkg: { ...pujaOrder.pkg, persons: 1 } })).toBe(0)
    expect(familyCapacity(chadavaOrder)).toBe(0)
    expect(familyCapacity(null)).toBe(0)
  })

  it('adds empty rows up to the maximum, never beyond', () => {
    expect(addMember([], 2)).toEqual([emptyMember])
    expect(addMember([ravi, meera], 2)).toEqual([ravi, meera])
  })

  it("removing a row moves the later rows' messages up with them", () => {
    const rows = removeMember({ members: [ravi, emptyMember, meera], errors: [{}, required, {}] }, 0)
    expect(spoken(rows)).toEqual({ members: [emptyMember, meera], errors: [requiredWords, {}] })
  })

  it("a change clears that field's message; a relation that is not a family relation reads as none", () => {
    const start = { members: [emptyMember], errors: [required] }
    const named = changeMember(start, 0, 'name', 'Ravi')
    expect(spoken(named.errors)).toEqual([{ relation: requiredWords.relation, gotra: requiredWords.gotra }])
    expect(changeMember(named, 0, 'relation', 'self').members[0]!.relation).toBe('')
    expect(changeMember(named, 0, 'relation', 'father').members[0]!.relation).toBe('father')
    expect(changeMember(named, 5, 'name', 'x')).toEqual(named)
  })

  it('validates each row with SPEC’s name and gotra messages (trimmed) and a relation', () => {
    expect(spoken(validateMembers([{ name: '  ', relation: '', gotra: ' ' }, ravi]))).toEqual([
      requiredWords,
      {},
    ])
    expect(areMembersValid([ravi, meera])).toBe(true)
    expect(areMembersValid([ravi, { ...meera, gotra: ' ' }])).toBe(false)
    expect(areMembersValid([])).toBe(true)
  })

  it('a picked member fills the first blank row, else a new row while there is room, never twice', () => {
    const rows = { members: [ravi, emptyMember], errors: [{}, required] }
    expect(pickMember(rows, meera, 3)).toEqual({ members: [ravi, meera], errors: [{}, {}] })
    expect(pickMember({ members: [ravi], errors: [] }, meera, 3)).toEqual({
      members: [ravi, meera],
      errors: [{}, {}],
    })
    expect(pickMember({ members: [ravi], errors: [{}] }, ravi, 3).members).toEqual([ravi])
    expect(pickMember({ members: [ravi, meera], errors: [] }, { ...ravi, name: 'Kamla' }, 2).members).toEqual(
      [ravi, meera],
    )
    expect(canPick([ravi, meera], 2)).toBe(false)
    expect(canPick([ravi, emptyMember], 2)).toBe(true)
  })

  it("the sankalp's names are the devotee ('self') first, then the family, trimmed", () => {
    const family = trimMembers([{ name: ' Ravi Verma ', relation: 'spouse', gotra: ' Kashyap ' }])
    expect(sankalpNamesOf({ fullName: ' Asha Verma ', gotra: 'Kashyap ' }, family)).toEqual([
      { name: 'Asha Verma', relation: 'self', gotra: 'Kashyap' },
      ravi,
    ])
  })
})
