/** The companion parser against a corpus of phrasings parents really type (tests/fixtures/companions.ts). */
import { describe, expect, it } from 'vitest'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { CORPUS, type CompanionCase } from '../fixtures/companions'

function expected(item: CompanionCase) {
  return {
    name: item.name,
    kind: item.kind,
    category: item.category,
    fallback: false,
    ...(item.pronoun ? { pronoun: item.pronoun } : {}),
    ...(item.details ? { details: item.details } : {}),
    ...(item.role !== undefined ? { role: item.role } : {}),
    ...(item.owner !== undefined ? { owner: item.owner } : {}),
    ...(item.belongsToChild !== undefined ? { belongsToChild: item.belongsToChild } : {}),
  }
}

describe('the companion corpus', () => {
  it('has a few hundred phrasings', () => {
    expect(Object.values(CORPUS).flat().length).toBeGreaterThanOrEqual(300)
  })

  for (const [group, items] of Object.entries(CORPUS)) {
    describe(group, () => {
      it.each(items.map((item) => [item.text, item] as const))('%s', (text, item) => {
        expect(parseCompanion(text, item.child ?? 'she')).toMatchObject(expected(item))
      })
    })
  }

  it('keeps the name the parent used, never the kind word in its place', () => {
    for (const item of Object.values(CORPUS).flat()) {
      const parsed = parseCompanion(item.text, 'she')
      if (parsed.name && !parsed.kindIsName) expect(item.text.toLowerCase()).toContain(parsed.name.toLowerCase().split(' ').at(-1))
    }
    expect(parseCompanion('Grandad').name).toBe('Grandad')
    expect(parseCompanion('her grandad, who is a vet').name).toBe('Grandad')
  })

  it('never takes a lone title or junk for a name', () => {
    for (const text of ['Mr', 'Sir', 'Mr Mr Mr', 'the', 'called', 'whose name is', ',,,', 'a '.repeat(80)])
      expect(parseCompanion(text), text).toMatchObject({ name: null, fallback: true })
    expect(parseCompanion("her grandma's")).toMatchObject({ name: 'Grandma', kindIsName: true, owner: null })
    expect(parseCompanion('Mr and Mrs Bear')).toMatchObject({ name: 'Mrs Bear', kind: 'bear' })
  })

  it('keeps describing words out of names and only known words in details', () => {
    const parsed = parseCompanion('a very very sparkly dragon who likes cake, called Bob')
    expect(parsed).toMatchObject({ name: 'Bob', kind: 'dragon' })
    expect(parseCompanion('a xyzzy qwerty dragon').details).toEqual([])
  })
})
