import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { talesOf } from '~/.server/generation/tales/catalogue'
import { bestOutlines, outlineFit } from '~/.server/generation/tales/fit'
import { FIT_CHILDREN, listenerOfFit } from '~/.server/generation/tales/fit-tool'

const child = (over: Partial<Parameters<typeof listenerFor>[0]> = {}) =>
  listenerFor({ childName: 'Ada', childAge: 7, pronouns: 'she', mainCharacter: 'her big sister', ...over })

describe('a grown-up companion’s own workplace fits the story set there', () => {
  it('a crotchety old museum guard gets the museum trip, and is no second neighbour beside Mrs Dewhurst', () => {
    const ada = child({ mainCharacter: 'a crotchety old museum guard called Mr Abernathy', interests: 'drawing' })
    expect(outlineFit('history', 1, ada).reasons).toContain('where a museum guard works')
    expect(bestOutlines('history', ada)).toEqual([1])
    expect(outlineFit('history', 2, ada).reasons.join()).not.toMatch(/two of a kind/)
    // The T. rex museum sleepover in dinosaurs, for a child whose interest says nothing of it.
    expect(bestOutlines('dinosaurs', child({ mainCharacter: 'a museum guard called Mr Pike', interests: 'drawing' }))).toEqual([2])
  })

  it('a firefighter uncle gets the fire crew (heroes/1) and the fire engine (vehicles/8), his workmates no second of a kind', () => {
    const ruby = child({
      childName: 'Ruby',
      childAge: 6,
      mainCharacter: 'her uncle Dev, who is a firefighter',
      interests: 'climbing trees',
    })
    expect(outlineFit('heroes', 1, ruby).reasons).toContain('where a firefighter works')
    expect(bestOutlines('heroes', ruby)).toEqual([1])
    const leo = child({
      childName: 'Leo',
      childAge: 4,
      pronouns: 'he',
      mainCharacter: 'Uncle Sam the firefighter',
      interests: 'fire engines',
    })
    expect(outlineFit('vehicles', 8, leo).reasons).not.toContain('two of a kind (a second firefighter)')
    expect(bestOutlines('vehicles', leo)).toEqual([8])
  })

  it('a librarian granny gets the library, however the parent says her job', () => {
    for (const said of ['her granny, who is a librarian', 'her granny, a librarian', 'Granny, who works at the library']) {
      const evie = child({ childName: 'Evie', mainCharacter: said, interests: 'drawing' })
      expect(bestOutlines('technology', evie), said).toEqual([4])
      expect(bestOutlines('adventure', evie), said).toEqual([1])
    }
  })

  it('a farmer gets the farm, the fisherman grandad plays the story’s fisherman, the pilot the aeroplane', () => {
    const bea = child({ childName: 'Bea', childAge: 3, mainCharacter: 'a farmer called Mrs Dean', interests: 'pigs' })
    // farm-life/4's premise never says farm, but its pages are on the farmyard.
    expect(outlineFit('farm-life', 4, bea).reasons).toContain('where a farmer works')
    expect(bestOutlines('farm-life', bea)).toEqual([4])
    const freya = child({ childName: 'Freya', childAge: 8, mainCharacter: 'her grandad, who is a fisherman', interests: 'boats' })
    expect(outlineFit('ocean', 5, freya).reasons).toContain('where a fisherman works')
    expect(bestOutlines('ocean', freya)).toEqual([5])
    const priya = child({ childName: 'Priya', childAge: 9, mainCharacter: 'her mum, who is a pilot', interests: 'clouds' })
    expect(bestOutlines('vehicles', priya)).toEqual([4])
  })

  it('a grandparent with no job, or another job, is not at work on the farm they only play', () => {
    // farm-life/2's farmer is a grandparent any grandparent may play: that is not a nurse's workplace.
    const nurse = child({ mainCharacter: 'her granny, who is a nurse' })
    for (const n of talesOf('farm-life')) expect(outlineFit('farm-life', n, nurse).reasons.join()).not.toMatch(/works/)
    expect(outlineFit('heroes', 5, nurse).reasons).toContain('where a nurse works')
    const granny = child({ mainCharacter: 'her granny' })
    for (const theme of ['farm-life', 'heroes', 'history'] as const)
      for (const n of talesOf(theme)) expect(outlineFit(theme, n, granny).reasons.join()).not.toMatch(/works/)
    // A zookeeper has no zoo among the tales: no story is his workplace.
    const tom = child({ mainCharacter: 'his uncle, who is a zookeeper' })
    for (const n of talesOf('animals')) expect(outlineFit('animals', n, tom).reasons.join()).not.toMatch(/works/)
  })

  it('water "running low" in the desert is no story about running', () => {
    const milo = child({ childName: 'Milo', pronouns: 'he', mainCharacter: 'his granny, a librarian', interests: 'running' })
    expect(outlineFit('adventure', 5, milo).reasons).not.toContain('about running')
    expect(bestOutlines('adventure', milo)).toEqual([1])
  })

  it('the forty children of `stories -- fit`: every one gets the tale we would give', () => {
    const missed = FIT_CHILDREN.filter((c) => !bestOutlines(c.theme, listenerOfFit(c)).every((n) => c.best.includes(n))).map((c) => c.name)
    expect(missed).toEqual([])
  })
})

describe('snorkelling is an interest', () => {
  it('a snorkeller gets the coral reef (ocean/4), and hears what snorkelling is', () => {
    for (const interests of ['snorkelling', 'snorkeling, coral']) {
      const ravi = child({ childName: 'Ravi', pronouns: 'he', mainCharacter: 'his big sister', interests })
      expect(outlineFit('ocean', 4, ravi).reasons, interests).toContain('about snorkelling')
      expect(bestOutlines('ocean', ravi), interests).toEqual([4])
    }
  })
})
