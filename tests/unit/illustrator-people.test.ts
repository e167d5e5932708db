import { describe, expect, it } from 'vitest'
import { styleOf } from '~/.server/generation/offline/illustrator/companions'
import { dressFor, moodOf, pageFace } from '~/.server/generation/offline/illustrator/crowd'
import { type Dress, personLook, ROLE_STYLES } from '~/.server/generation/offline/illustrator/looks'
import { resolveEntry, resolveNoun } from '~/.server/generation/offline/illustrator/props'
import type { Face, SceneSpec } from '~/.server/generation/scene'

const at = { x: 400, y: 500, m: 100, facing: 1 as const, lw: 2, pose: 'standing' as const, face: 'happy' as const, id: 't' }

function page(over: Partial<SceneSpec> & { face?: Face } = {}): SceneSpec {
  const { face = 'happy', ...rest } = over
  return {
    theme: 'adventure',
    place: 'village',
    time: 'day',
    weather: 'clear',
    view: 'medium',
    hero: {
      name: 'Mia',
      age: 6,
      pronouns: 'she',
      pose: 'standing',
      face,
      look: { skinTone: 3, hairStyle: 'bun', hairColor: 'brown', glasses: false, wheelchair: false, hearingAid: false },
    },
    companion: null,
    others: [],
    objects: [],
    caption: 'Mia walks through the village.',
    ...rest,
  }
}

describe('the people of a page', () => {
  it('draws several people of one noun each as their own person, never clones', () => {
    for (const noun of ['villagers', 'children', 'crowd', 'football team', 'fairies']) {
      const r = resolveNoun(noun)
      if (r?.type !== 'actor' || !r.nth) throw new Error(`${noun} is not a group of people`)
      const people = [0, 1, 2].map((k) => r.nth?.(k) ?? r.actor)
      const drawings = people.map((p) => p.draw(at).markup)
      expect(new Set(drawings).size, noun).toBe(3)
      // They differ in build too: not one body in three outfits.
      expect(new Set(people.map((p) => p.height.toFixed(3))).size, noun).toBeGreaterThan(1)
    }
  })

  it('dresses people by their role: a uniform, a railway fireman with his coal shovel, a chef in whites', () => {
    const look = (role: string, dress: Dress = {}) => personLook(`${role}|1`, 'adult', undefined, styleOf(role, dress), dress)
    const stoker = look('fireman', { railway: true })
    expect(stoker).toMatchObject({ hat: 'cap', tool: 'shovel', outfit: { top: 'dungarees' } })
    // Away from the railway, a fireman puts out fires.
    expect(look('fireman')).toMatchObject({ hat: 'fire-helmet', tool: 'hose' })
    expect(look('engine driver')).toMatchObject({ hat: 'cap', outfit: { top: 'dungarees' } })
    expect(look('police officer')).toMatchObject({ hat: 'cap', outfit: { top: 'coat', topColor: ROLE_STYLES['police officer']?.topColor } })
    expect(look('nurse')).toMatchObject({ outfit: { top: 'tunic' } })
    expect(look('chef')).toMatchObject({ hat: 'chef', outfit: { topColor: '#ffffff' } })
    expect(look('farmer')).toMatchObject({ outfit: { top: 'dungarees' } })
    // The nouns of story pages reach those roles.
    expect(resolveEntry('fireman')?.entry).toMatchObject({ kind: 'person', role: 'fireman' })
    expect(resolveEntry('engine driver')?.entry).toMatchObject({ kind: 'person', role: 'engine driver' })
    expect(resolveEntry('plumber')?.entry).toMatchObject({ kind: 'person', role: 'plumber' })
  })

  it('puts the players of a sports page in their team’s kit, one colour a team', () => {
    const kit = (noun: string, k: number, sport: Dress['kit'], pronoun?: 'she' | 'he') =>
      personLook(`${noun}|${k}`, 'child', pronoun, undefined, { kit: sport }, noun)
    const team = [0, 1, 2].map((k) => kit('children', k, 'football'))
    for (const p of team) expect(p.outfit).toMatchObject({ top: 'tshirt', bottom: 'shorts' })
    expect(new Set(team.map((p) => p.outfit.topColor)).size).toBe(1)
    // Each player their own skin or hair, though the shirts match.
    expect(new Set(team.map((p) => `${p.skin}${p.hair}${p.hairColor}`)).size).toBeGreaterThan(1)
    expect(kit('girls', 0, 'netball', 'she').outfit).toMatchObject({ top: 'vest', bottom: 'skirt' })
    expect(kit('children', 0, 'cricket').outfit).toMatchObject({ top: 'shirt', topColor: '#f7f4ea', bottom: 'trousers' })
    // Who wears kit: the page's words say which sport, on a sports page.
    expect(dressFor(page({ theme: 'sports', place: 'sports-field', caption: 'Mia takes the penalty as the goalkeeper dives.' })).kit).toBe(
      'football',
    )
    expect(dressFor(page({ theme: 'sports', place: 'sports-field', caption: 'Mia catches the ball by the stumps.' })).kit).toBe('cricket')
    expect(dressFor(page({ theme: 'sports', place: 'hall', caption: 'Mia shoots at the netball hoop.' })).kit).toBe('netball')
    expect(dressFor(page({ place: 'village', caption: 'Mia kicks a football in the lane.' })).kit).toBeUndefined()
  })

  it('dresses people in the clothes of long ago in stories set then, and not at home today', () => {
    const modern = new Set(['tshirt', 'hoodie', 'dungarees', 'vest'])
    for (let i = 0; i < 40; i++)
      for (const group of ['child', 'adult', 'older'] as const) {
        const look = personLook(`villager|${i}`, group, undefined, undefined, { period: true })
        expect(modern.has(look.outfit.top), `${group} ${i}: ${look.outfit.top}`).toBe(false)
      }
    expect(dressFor(page({ theme: 'history', place: 'village' })).period).toBe(true)
    expect(dressFor(page({ theme: 'castles', place: 'castle-hall' })).period).toBe(true)
    expect(dressFor(page({ theme: 'adventure', place: 'old-kitchen' })).period).toBe(true)
    expect(dressFor(page({ theme: 'time-travel', place: 'bedroom' })).period).toBeUndefined()
    expect(dressFor(page({ theme: 'sports', place: 'village' })).period).toBeUndefined()
    // A castles story's sandcastle on the beach is today; its castle's village is long ago.
    expect(dressFor(page({ theme: 'castles', place: 'beach' })).period).toBeUndefined()
    expect(dressFor(page({ theme: 'legends', place: 'village' })).period).toBe(true)
    // A farmer long ago wears a smock, not dungarees, and keeps the sun hat; a knight keeps his armour.
    const farmer = personLook('farmer', 'adult', 'he', ROLE_STYLES.farmer, { period: true })
    expect(farmer.hat).toBe('sunhat')
    expect(modern.has(farmer.outfit.top)).toBe(false)
    expect(personLook('knight', 'adult', 'he', ROLE_STYLES.knight, { period: true })).toMatchObject({
      hat: 'knight',
      outfit: { top: 'tunic' },
    })
  })

  it('gives the people faces that follow the page: no grins round a frightened child, cheers on a cheering page', () => {
    const grins: Face[] = ['happy', 'excited', 'laughing', 'proud']
    const scared = moodOf(page({ face: 'scared', caption: 'Mia hides behind the stall as the thunder booms.' }))
    expect(scared.faces.some((f) => grins.includes(f))).toBe(false)
    expect(scared.still).toBe(true)
    const cheering = moodOf(page({ face: 'excited', caption: 'Mia scores, and the whole crowd cheers.' }))
    expect(cheering.cheering).toBe(true)
    expect(cheering.faces[0]).toBe('excited')
    expect(moodOf(page({ face: 'sad' })).faces).not.toContain('excited')
    // Tears on a page of joy are the page's joy; tears on a sad page stay.
    expect(pageFace('sad', page({ face: 'excited', caption: 'Mia laughs and cheers as the kite soars.' }))).toBe('excited')
    expect(pageFace('sad', page({ face: 'sad', caption: 'Mia cries because the kite is lost.' }))).toBe('sad')
    expect(pageFace('worried', page({ face: 'worried', caption: 'Mia grins nervously at the dark stairs.' }))).toBe('worried')
  })
})

describe('things drawn as what they are', () => {
  it('reads the nouns the last pass found misread', () => {
    const prop = (noun: string) => {
      const r = resolveNoun(noun)
      if (r?.type !== 'prop') throw new Error(`${noun} is not a thing`)
      return r.prop
    }
    const ctx = { c: (c: string) => c, lw: 2, defs: { radial: () => '#fff' } } as never
    // A garden net is netting over the plants, not a child's fishing net.
    expect(prop('garden net').draw(ctx, 100, 100, 50, false)).not.toBe(prop('net').draw(ctx, 100, 100, 50, false))
    expect(prop('garden net').holdable).toBe(false)
    // A crow's nest is the ship's lookout, high on the mast; a diving bell is big enough to climb into.
    expect(prop("crow's nest").where).toBe('landmark')
    expect(prop('diving bell').size).toBeGreaterThan(1.5)
    // A tide table is a printed sheet, never a table to sit at.
    expect(prop('tide table')).toMatchObject({ holdable: true })
    expect(prop('tide table').size).toBeLessThan(0.5)
    // A badge is a round pin badge with a star.
    expect(prop('badge').draw(ctx, 100, 100, 50, false)).toContain('#fff4c2')
    // An animal's family is the animals; an octopus mayor is an octopus.
    expect(resolveEntry('triceratops family')).toMatchObject({ entry: { kind: 'being' }, count: 3 })
    expect(resolveEntry('griffin mother')).toMatchObject({ entry: { kind: 'being' }, count: 1 })
    expect(resolveEntry('octopus mayor')?.entry.kind).toBe('being')
    expect(resolveEntry('park keeper')?.entry).toMatchObject({ kind: 'person', role: 'warden' })
    // A stone lion is a statue, not a lion walking down the street.
    expect(resolveEntry('stone lion')?.entry.kind).toBe('prop')
    // A sun hat is not a top hat.
    expect(prop('sun hat').draw(ctx, 100, 100, 50, false)).not.toBe(prop('top hat').draw(ctx, 100, 100, 50, false))
  })
})

describe('the people the words have there', () => {
  it('adds the family and a titled grown-up the text has present, with their deed in the caption', async () => {
    const { withPeopleOfText } = await import('~/.server/generation/tales/present')
    const gate = withPeopleOfText(
      page({ others: ['pig'], caption: 'At sunset, Isla leans on the sty gate.' }),
      'At sunset, Mummy and Nana lean on the gate.',
      ['Isla'],
    )
    expect(gate.others).toEqual(expect.arrayContaining(['mummy', 'nana', 'pig']))
    expect(gate.caption).toContain('Mummy and Nana lean on the gate.')
    // Remembered, phoned or only spoken of is not there.
    const away = withPeopleOfText(page(), '"Mum will be proud," said Isla. Grandad had always said so. She phoned Nana.', ['Isla'])
    expect(away.others).toEqual([])
    // The Warden who speaks is there; a farmer the tale planned is the titled grown-up already.
    expect(withPeopleOfText(page(), '"The first light," said the Warden.', []).others).toEqual(['Warden'])
    expect(withPeopleOfText(page({ others: ['farmer'] }), 'Mrs Thistlewood bangs in a new bolt.', []).others).toEqual(['farmer'])
    // The companion is drawn as the companion, never twice.
    expect(withPeopleOfText(page(), 'Grandad waves.', ['Isla', 'Grandad', 'grandad']).others).toEqual([])
  })

  it('reads a grown-up’s deed and undress from the caption', async () => {
    const { personDeed, undressed, personNoun, isKin } = await import('~/.server/generation/offline/illustrator/crowd')
    expect(personDeed('Mum was waiting on the platform, waving.', 'mum')).toMatchObject({ pose: 'waving' })
    expect(personDeed('Mummy and Nana lean on the gate.', 'mummy')).toMatchObject({ pose: 'holding', prop: 'gate' })
    expect(personDeed('Grandad sat on the bench with his tea.', 'grandad')).toMatchObject({ pose: 'sitting', prop: 'bench' })
    expect(personDeed('Mrs Thistlewood bangs in a new bolt.', 'Mrs Thistlewood')).toMatchObject({ tool: 'hammer' })
    expect(personDeed('Jonah helps the farmer fix a new bolt onto the gate.', 'farmer')).toMatchObject({ tool: 'hammer' })
    expect(personDeed('Granny and Grandpa dug one by the gate.', 'granny')).toMatchObject({ action: 'digging', tool: 'shovel' })
    expect(personDeed('Then Mama and Baba tuck Rafi back into bed.', 'baba')).toMatchObject({ near: true })
    // Someone else's deed watched is not theirs.
    expect(personDeed('Nana watches Isla dig.', 'nana')).toBeUndefined()
    expect(undressed('The captain took off his coat. He took off his hat.', 'pirate captain')).toEqual({ coat: true, hat: true })
    expect(undressed('The captain floats on his back.', 'pirate captain')).toBeUndefined()
    expect(personNoun('Mrs Thistlewood')).toBe('woman')
    expect(personNoun('Warden Marrow')).toBe('warden')
    expect(isKin('nana')).toBe(true)
    expect(isKin('stepdad')).toBe(false)
    expect(isKin('mother duck')).toBe(false)
  })

  it('draws them: in a close-up, waving, with the hammer, the coat off, in the family’s skin', async () => {
    const { composeScene, sceneLayout } = await import('~/.server/generation/offline/illustrator/index')
    const draw = (scene: SceneSpec) => composeScene({ scene, seed: 7, index: 1, total: 6, childAge: 6 })
    // A close-up of the one grown-up the page names widens so she is in it.
    const close = page({
      place: 'tower-room',
      view: 'close',
      others: ['old woman'],
      caption: 'An old warden places a crystal in Mia’s hands.',
    })
    expect(sceneLayout({ scene: close, seed: 7, index: 1, total: 6, childAge: 6 }).view).toBe('close')
    const alone = draw({ ...close, others: [] })
    expect(draw(close).length).toBeGreaterThan(alone.length + 2000)
    const framed = sceneLayout({ scene: close, seed: 7, index: 1, total: 6, childAge: 6 }).frame
    expect(framed.w).toBeGreaterThan(sceneLayout({ scene: { ...close, others: [] }, seed: 7, index: 1, total: 6, childAge: 6 }).frame.w)
    // The deed changes the drawing; the coat taken off does too.
    const mum = page({ place: 'railway', view: 'wide', others: ['mum'], caption: 'Mia walks along the platform.' })
    expect(draw({ ...mum, caption: 'Mum was waiting on the platform, waving.' })).not.toBe(draw(mum))
    const captain = page({ place: 'beach', view: 'wide', others: ['captain'], caption: 'Mia stands on the sand.' })
    expect(draw({ ...captain, caption: 'Mia stands on the sand. The captain took off his coat.' })).not.toBe(
      draw({ ...captain, caption: 'Mia stands on the sand. The captain smiled at the sea.' }),
    )
  })
})

it('never takes a titled animal for a grown-up', async () => {
  const { withPeopleOfText } = await import('~/.server/generation/tales/present')
  expect(withPeopleOfText(page(), 'Mrs Mallow quacks anxiously with her seven ducklings.', []).others).toEqual([])
  expect(withPeopleOfText(page(), 'Mrs Mallow is asleep, with eight ducklings tucked under her wings.', []).others).toEqual([])
})

describe('the others of a whole story', () => {
  it('keeps an animal as the story first described it, on every page: the grey cat stays grey', async () => {
    const { tell } = await import('~/.server/generation/tales/render')
    const { taleFor } = await import('~/.server/generation/tales/catalogue')
    const { listenerFor } = await import('~/.server/generation/profile')
    const listener = listenerFor({ childName: 'Oscar', childAge: 4, pronouns: 'he', mainCharacter: 'a fluffy sheepdog called Mop' })
    const told = tell(taleFor('talking-animals', 1)!, 'talking-animals', listener, 7)
    for (const page of told.pages) {
      expect(page.scene.others).toContain('grey cat')
      // The cat's name is the cat's: "Lady Pomfrey" says things, but no lady is drawn beside her.
      expect(page.scene.others).not.toContain('Lady Pomfrey')
    }
  })

  it('knows the names the story gives to animals and things, never to a person', async () => {
    const { namesOfBeasts } = await import('~/.server/generation/tales/present')
    expect(namesOfBeasts('Next door live a grey cat called Lady Pomfrey and a scruffy dog called Rumpus.')).toEqual([
      'Lady Pomfrey',
      'Rumpus',
    ])
    expect(namesOfBeasts('A farmer called Mrs Thistlewood waved.')).toEqual([])
  })

  // Mrs Ambergris, a turtle who hugs her baby, was drawn as a lady standing on the sea floor.
  it('knows a titled name set beside an animal, never beside a person', async () => {
    const { namesOfBeasts } = await import('~/.server/generation/tales/present')
    expect(namesOfBeasts('But Mrs Ambergris the turtle is counting her babies.')).toEqual(['Mrs Ambergris'])
    expect(namesOfBeasts('But Mrs Ambergris, the old turtle, was counting.')).toEqual(['Mrs Ambergris'])
    expect(namesOfBeasts('An old turtle, Mrs Ambergris, was counting her new babies.')).toEqual(['Mrs Ambergris'])
    expect(namesOfBeasts('Captain Reed, the pirate, laughed. A kind farmer, Mrs Thistlewood, waved.')).toEqual([])
  })

  it('never draws on the sea floor someone the words put above the water', async () => {
    const { withPeopleOfText } = await import('~/.server/generation/tales/present')
    const text = 'Down swim Rafa and Lucia to the reef.\n\nMamá and Papá wave from the boat. Bye-bye!'
    expect(withPeopleOfText(page({ place: 'underwater', others: [] }), text, ['Rafa', 'Lucia']).others).toEqual([])
    // "in the little boat up above" is above the water too.
    const above = 'Down swim Tariq and Sami.\n\nMum, Dad and his sisters were waiting in the little boat up above.'
    expect(withPeopleOfText(page({ place: 'underwater', others: [] }), above, ['Tariq', 'Sami']).others).toEqual([])
    // On the beach they are there to see.
    expect(withPeopleOfText(page({ place: 'beach', others: [] }), text, ['Rafa', 'Lucia']).others).not.toEqual([])
  })
})

describe('a grown-up in everyday clothes', () => {
  it('never wears a striped orange or yellow top, which reads as a hi-vis vest (Ivy’s Daddy drawn as a road worker)', () => {
    for (let i = 0; i < 400; i++)
      for (const group of ['adult', 'older'] as const) {
        const { outfit } = personLook(`daddy|${i}`, group, 'he')
        if (outfit.topColor === '#f28c38' || outfit.topColor === '#f4c542') expect(outfit.stripes, `daddy|${i}`).toBeUndefined()
      }
  })
})
