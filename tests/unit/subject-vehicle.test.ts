/**
 * The child's own vehicle at the heart of the story (vehicles/9, `subject: vehicle`): the bin lorry,
 * the tractor, the crane … doing its own job is the seed, the trouble and the key; Surprise me picks
 * it for a child who loves one, unless another tale is written around that very vehicle.
 */
import { describe, expect, it } from 'vitest'
import { resolveEntry } from '~/.server/generation/offline/illustrator'
import { listenerFor } from '~/.server/generation/profile'
import { ownSubject, SUBJECTS } from '~/.server/generation/profile/subjects'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { bestOutlines, outlineFit, writtenAround } from '~/.server/generation/tales/fit'
import { tell } from '~/.server/generation/tales/render'
import { storyRequestData } from '~/.server/generation/openai/writer'

const VEHICLES = SUBJECTS.vehicle ?? {}
const child = (over: Partial<Parameters<typeof listenerFor>[0]> = {}) =>
  listenerFor({ childName: 'Tom', childAge: 5, pronouns: 'he', mainCharacter: 'his grandad', ...over })
const tale = taleFor('vehicles', 9)
if (!tale) throw new Error('vehicles/9 is missing')
const text = (listener: ReturnType<typeof child>) =>
  tell(tale, 'vehicles', listener, 1)
    .pages.map((p) => p.text)
    .join('\n')

describe('the vehicle lexicon', () => {
  it('has every vehicle the brief names, each going wrong in its own way, in child-level words', () => {
    for (const key of [
      'bin lorry',
      'tractor',
      'crane',
      'dumper truck',
      'cement mixer',
      'tow truck',
      'road sweeper',
      'tipper truck',
      'forklift',
      'combine harvester',
      'ice-cream van',
      'milk float',
      'gritter',
      'digger',
      'fire engine',
    ])
      expect(VEHICLES[key], key).toBeDefined()
    for (const [key, entry] of Object.entries(VEHICLES)) {
      for (const field of ['wrong', 'wrongs', 'fix', 'fixes', 'knows', 'fact', 'play', 'plays'] as const)
        expect(entry[field], `${key}.${field}`).toMatch(/^[a-z"{]/)
      for (const field of ['bad', 'good'] as const) expect(entry[field], `${key}.${field}`).toMatch(/^(?:an?|no) /)
      expect(entry.kept, key).toBe(`{their} toy ${entry.name}`)
    }
    // The bin lorry's own trouble: the back is full, and its crusher makes room (not bins facing the wrong way).
    expect(VEHICLES['bin lorry']?.wrong).toMatch(/full right up to the top/)
    expect(VEHICLES['bin lorry']?.knows).toMatch(/crusher/)
    // The mixer's drum turns one way to mix and the other to pour.
    expect(VEHICLES['cement mixer']?.knows).toMatch(/one way to mix, and the other way round to pour/)
    // Each has a job in the park, a loud sound of its own and its own way of trying harder.
    for (const [key, entry] of Object.entries(VEHICLES))
      for (const field of ['job', 'loud', 'harder', 'harders'] as const) {
        expect(entry[field], `${key}.${field}`).toMatch(/^[a-z]/)
        expect(entry[field], `${key}.${field}`).not.toBe(entry.play)
      }
    expect(VEHICLES['bin lorry']?.loud).toMatch(/BEEP, BEEP, BEEP/)
    expect(VEHICLES['tow truck']?.knows).toMatch(/handbrake/)
    expect(VEHICLES['road sweeper']?.wrong).toMatch(/brushes/)
  })

  it('finds the child’s own vehicle in what the parent said, and never a lorry driver or a flying crane', () => {
    expect(ownSubject('vehicle', ['bin lorries | mad about bin lorries'])).toBe('bin lorry')
    expect(ownSubject('vehicle', ['the rubbish truck'])).toBe('bin lorry')
    expect(ownSubject('vehicle', ['recycling lorries'])).toBe('bin lorry')
    expect(ownSubject('vehicle', ['tractors'])).toBe('tractor')
    expect(ownSubject('vehicle', ['JCBs'])).toBe('digger')
    expect(ownSubject('vehicle', ['cement mixers'])).toBe('cement mixer')
    expect(ownSubject('vehicle', ['the ice cream van'])).toBe('ice-cream van')
    expect(ownSubject('vehicle', ['lorry drivers'])).toBeUndefined()
    expect(ownSubject('vehicle', ['cranes flying south'])).toBeUndefined()
  })

  it('draws every vehicle with something the illustrator has (the closest where it has none)', () => {
    for (const [key, entry] of Object.entries(VEHICLES)) expect(resolveEntry(entry.drawn)?.name, key).toBe(entry.drawn)
    expect(VEHICLES['road sweeper']?.drawn).toBe('bin lorry')
    expect(VEHICLES['milk float']?.drawn).toBe('van')
    expect(VEHICLES.gritter?.drawn).toBe('tipper truck')
  })
})

describe('vehicles/9, the big job', () => {
  const tariq = child({
    childName: 'Tariq',
    interests: 'bin lorries',
    mainCharacter: 'his big sister Layla who is nine and very bossy',
    fears: 'loud noises',
  })
  const theo = child({ childName: 'Theo', childAge: 3, interests: 'tractors', mainCharacter: 'a big yellow digger called Dougal' })
  const ivy = child({
    childName: 'Ivy',
    childAge: 10,
    pronouns: 'she',
    interests: 'cranes',
    mainCharacter: 'her grandad who used to drive a crane',
  })
  const mia = child({ childName: 'Mia', pronouns: 'she', interests: 'owls' })

  it('tells the child’s own vehicle at the seed, the trouble and the key, and the bin lorry for anyone else', () => {
    expect(text(tariq)).toMatch(/the back was full right up to the top, with no room for one more bag/)
    expect(text(tariq)).toMatch(/pressed the big crusher button, and CRUNCH/)
    expect(text(theo)).toMatch(/the big wheels spin and dig into the mud/i)
    expect(text(ivy)).toMatch(/the wind had caught the load on the hook/)
    expect(text(ivy)).toMatch(/a rope on the load, held from the ground, stops it spinning/)
    expect(text(mia)).toMatch(/bin lorry/)
    for (const listener of [tariq, theo, ivy, mia]) expect(text(listener)).not.toMatch(/[{}]/)
  })

  it('tells the trouble as the job going wrong, never the engine, and the driver trying harder at the job itself', () => {
    // Blind readers: "engine trouble turns out to be bins facing the wrong way", a garbled "try harder" template.
    for (const listener of [tariq, theo, ivy, mia]) {
      const told = text(listener)
      expect(told).not.toMatch(/engine ROARED|the engine roared|ROAR! No good/)
      expect(told).not.toMatch(/bins faced the wrong way/)
    }
    expect(text(tariq)).toMatch(/She tipped the bin again, higher, and shook it hard/)
    expect(text(theo)).toMatch(/She presses the pedal right down, and the wheels spin faster/)
    expect(text(tariq)).toMatch(/we have to empty every bin in the park/)
  })

  it('puts the bin lorry’s real noise on the page for a child afraid of loud noises, and has it borne at the end', () => {
    const ravi = (childAge: number) =>
      text(
        child({
          childName: 'Ravi, mad about bin lorries',
          childAge,
          mainCharacter: 'his toy bin lorry called Stomp',
          fears: 'loud noises',
        }),
      )
    for (const age of [4, 7, 10]) {
      const told = ravi(age)
      expect(told, `${age}`).toMatch(/BEEP, BEEP, BEEP of the lorry backing up/)
      expect(told, `${age}`).toMatch(/covers his ears|hands over his ears/)
      expect(told, `${age}`).toMatch(/CRUNCH/)
      expect(told, `${age}`).toMatch(/kept his hands down|keeps his hands down/)
      // Stomp is the toy bin lorry: never a second toy bin lorry on the shelf beside him.
      expect(told, `${age}`).not.toMatch(/toy bin lorry (?:is|was) on the shelf/)
    }
  })

  it('draws the child’s own vehicle, and the toy one by the bed', () => {
    const objects = (listener: ReturnType<typeof child>) => tell(tale, 'vehicles', listener, 1).pages.flatMap((p) => p.scene.objects)
    expect(objects(tariq)).toContain('bin lorry')
    expect(objects(theo)).toContain('tractor')
    expect(objects(ivy)).toContain('crane')
    expect(objects(child({ interests: 'road sweepers' }))).toContain('bin lorry')
  })
})

describe('the fit of the vehicle subject', () => {
  it('wins Surprise me for a bin-lorry, tractor or crane child, above the bus with the bin lorry in it', () => {
    for (const childAge of [3, 6, 10]) {
      expect(bestOutlines('vehicles', child({ childAge, interests: 'bin lorries' })), `${childAge}`).toEqual([9])
      expect(bestOutlines('vehicles', child({ childAge, interests: 'tractors' })), `${childAge}`).toEqual([9])
      expect(bestOutlines('vehicles', child({ childAge, interests: 'cranes' })), `${childAge}`).toEqual([9])
      expect(bestOutlines('vehicles', child({ childAge, interests: 'cement mixers' })), `${childAge}`).toEqual([9])
    }
    expect(outlineFit('vehicles', 9, child({ interests: 'bin lorries' })).reasons).toContain("the bin lorry is the story's own")
    expect(outlineFit('vehicles', 9, child({ interests: 'owls' })).reasons.join()).not.toMatch(/own/)
  })

  it('leaves the digger and the fire engine to the tales written around them', () => {
    expect(writtenAround('vehicles', 9, 'vehicle', 'digger')).toBe(2)
    expect(writtenAround('vehicles', 9, 'vehicle', 'fire engine')).toBe(8)
    expect(writtenAround('vehicles', 9, 'vehicle', 'bin lorry')).toBeUndefined()
    for (const childAge of [3, 6, 10]) {
      expect(bestOutlines('vehicles', child({ childAge, interests: 'diggers' })), `${childAge}`).toEqual([2])
      expect(bestOutlines('vehicles', child({ childAge, interests: 'fire engines' })), `${childAge}`).toEqual([8])
      expect(bestOutlines('vehicles', child({ childAge, interests: 'steam trains' })), `${childAge}`).not.toContain(9)
    }
    expect(outlineFit('vehicles', 9, child({ interests: 'diggers' })).reasons).toContain(
      "the digger is the story's own, and vehicles/2 is written around it",
    )
  })
})

describe('the vehicle subject for OpenAI', () => {
  it('asks for the hero to see what is wrong and the driver to do it', () => {
    const tariq = child({ childName: 'Tariq', interests: 'bin lorries' })
    const data = storyRequestData({ theme: 'vehicles' } as Parameters<typeof storyRequestData>[0], tariq, 9) as Record<string, unknown>
    expect(data.centralThing).toMatchObject({
      vehicle: 'bin lorry',
      mendedBy: expect.stringMatching(/^the hero sees it, and the driver pressed the big crusher button/),
    })
  })
})
