import { describe, expect, it } from 'vitest'
import { companionActor } from '~/.server/generation/offline/illustrator/companions'
import { isKin } from '~/.server/generation/offline/illustrator/crowd'
import { composeScene } from '~/.server/generation/offline/illustrator/index'
import { heroLook, KIN_SHADE, personLook, ROLE_STYLES, toneOf } from '~/.server/generation/offline/illustrator/looks'
import type { SceneSpec } from '~/.server/generation/scene'
import { writeStory } from '~/.server/generation/offline/writer'
import { withOthersAsTold } from '~/.server/generation/tales/described'
import { presentIn } from '~/.server/generation/tales/present'
import { SKIN_TONE_COLORS, type SkinTone } from '~/lib/hero-look'

function page(over: Partial<SceneSpec> = {}): SceneSpec {
  return {
    theme: 'adventure',
    place: 'beach',
    time: 'day',
    weather: 'clear',
    view: 'medium',
    hero: {
      name: 'Mia',
      age: 6,
      pronouns: 'she',
      pose: 'standing',
      face: 'happy',
      look: { skinTone: 4, hairStyle: 'short', hairColor: 'black', glasses: false, wheelchair: false, hearingAid: false },
    },
    companion: null,
    others: [],
    objects: [],
    caption: 'Mia walks along the beach.',
    ...over,
  }
}

/** The looks a story's words give its others, page by page. */
const looksOf = (pages: Array<{ text: string; scene: SceneSpec }>) => withOthersAsTold(pages, ['Mia']).map((s) => s.looks)

describe('the others drawn as the words have them', () => {
  it('takes she or he from the words: a title, "a man", "she said"; a title alone (Dr, the warden) says neither', () => {
    const [warden, , expert, doctor] = looksOf([
      {
        text: '"Not there!" A man in a bright orange jacket came hurrying up. It was Mr Stobbart, the beach warden. "Never go near the cliffs," he said.',
        scene: page({ others: ['warden'], caption: 'A beach warden in a bright jacket waves Mia back from the cliffs.' }),
      },
      { text: 'Mia looked low and went slow.', scene: page({ others: [] }) },
      {
        text: 'At the fossil centre, Dr Amberley looked at it through a magnifying glass. "An ichthyosaur tooth," she said.',
        scene: page({ place: 'museum', others: ['expert'], caption: 'An expert peers through a magnifying glass at the tooth.' }),
      },
      { text: 'Dr Oduya looked at the tooth. "Lovely," said Dr Oduya.', scene: page({ place: 'museum', others: ['doctor'] }) },
    ])
    expect(warden?.warden?.pronoun).toBe('he')
    expect(expert?.expert?.pronoun).toBe('she')
    // Nothing but the title: the drawing's own choice.
    expect(doctor?.doctor).toBeUndefined()
  })

  it('dresses a person in the colour the words give their clothes, on every page they are drawn', () => {
    const looks = looksOf([
      {
        text: 'It was the beach warden, Mr Stobbart, a tall man in a bright orange jacket, slightly out of breath.',
        scene: page({ others: ['warden'] }),
      },
      { text: 'Mia waved goodbye to the warden.', scene: page({ others: ['warden', 'old woman'] }) },
      {
        text: 'The coach blew her whistle. "Spread out!" she called. She wore a red cap and a yellow scarf.',
        scene: page({ place: 'park', others: ['coach'] }),
      },
    ])
    expect(looks[0]?.warden).toEqual({ pronoun: 'he', wears: [{ garment: 'jacket', colour: 'orange' }] })
    expect(looks[1]?.warden).toEqual(looks[0]?.warden)
    expect(looks[1]?.['old woman']).toBeUndefined()
    expect(looks[2]?.coach).toEqual({
      pronoun: 'she',
      wears: [
        { garment: 'cap', colour: 'red' },
        { garment: 'scarf', colour: 'yellow' },
      ],
    })
  })

  it('never gives one person’s words to another: "Miss Bright, her teacher" is not the page’s warden; Mum stays Mum', () => {
    const [beach, school] = looksOf([
      {
        text: 'Miss Bright, her teacher, had set a job. "Find the oldest thing you can," she said. Mum handed him a bucket.',
        scene: page({ others: ['warden', 'mum'] }),
      },
      { text: 'On Monday, Miss Bright put the fossils on the display.', scene: page({ place: 'classroom', others: ['teacher'] }) },
    ])
    expect(beach?.warden).toBeUndefined()
    // The child's words and the child's pronoun are the child's: Mia speaks to the cook; "his finger" is Leo's.
    const [galley] = looksOf([
      { text: 'Mia looked at the heap, then at the cook. "We\'ll make another," she said.', scene: page({ others: ['cook'] }) },
    ])
    expect(galley?.cook).toBeUndefined()
    const leo = page({ others: ['neighbour'], caption: 'Leo points at a window, while the neighbour follows his finger.' })
    expect(
      withOthersAsTold([{ text: 'Leo looked up.', scene: { ...leo, hero: { ...leo.hero, name: 'Leo', pronouns: 'he' } } }], ['Leo'])[0]
        ?.looks,
    ).toBeUndefined()
    expect(beach?.mum).toBeUndefined()
    expect(school?.teacher?.pronoun).toBe('she')
  })

  it('draws the words’ clothes and she or he on the figure', () => {
    const draw = (scene: SceneSpec) => composeScene({ scene, seed: 7, index: 1, total: 6, childAge: 6 })
    const beach = page({ others: ['warden'], caption: 'The warden waves Mia back from the cliffs.' })
    const orange = '#f28c38'
    expect(draw(beach)).not.toContain(orange)
    expect(draw({ ...beach, looks: { warden: { wears: [{ garment: 'jacket', colour: 'orange' }] } } })).toContain(orange)
    expect(draw({ ...beach, looks: { warden: { pronoun: 'he' } } })).not.toBe(draw({ ...beach, looks: { warden: { pronoun: 'she' } } }))
  })

  it('crops a man’s afro under a cap or a helmet, which drawn round the face reads as a woman’s bob', () => {
    for (let i = 0; i < 40; i++) {
      for (const role of ['warden', 'coach', 'firefighter'] as const)
        expect(personLook(`${role}|${i}`, 'adult', 'he', ROLE_STYLES[role]).hair, `${role} ${i}`).not.toBe('afro')
    }
  })
})

describe('the hero’s family in the hero’s own skin', () => {
  const TONES: SkinTone[] = [1, 2, 3, 4, 5, 6]
  const apart = (a: string, b: string) => {
    const rgb = (h: string) => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16))
    const [x, y] = [rgb(a), rgb(b)]
    return Math.hypot(...x.map((v, i) => v - (y[i] as number)))
  }

  it('draws a great-uncle, a gran, an aunt, a cousin, Mum and Dad at most a shade from the hero, never a whole tone', () => {
    for (const tone of TONES) {
      const hero = heroLook(
        { skinTone: tone, hairStyle: 'short', hairColor: 'black', glasses: false, wheelchair: false, hearingAid: false },
        10,
        'he',
        'Dev',
      )
      const step = Math.max(
        ...[tone - 1, tone + 1].filter((t) => t >= 1 && t <= 6).map((t) => apart(hero.skin, SKIN_TONE_COLORS[t as SkinTone])),
      )
      for (const [kind, name] of [
        ['great-uncle', 'Great-Uncle Raj'],
        ['gran', 'Gran'],
        ['aunt', 'Aunt Priya'],
        ['cousin', 'Zain'],
        ['mum', 'Mum'],
        ['dad', 'Dad'],
        ['grandad', 'Grandad Kwame'],
        // The relation in the name only: "her auntie Zola, a vet" (drawn pale beside a tone-6 hero).
        ['vet', 'Auntie Zola'],
        ['train driver', 'Grandad Kwame'],
      ] as const) {
        const kin = companionActor({ name, kind, category: 'person', details: [], pose: 'standing', face: 'happy' }, 10, hero).look
        if (!kin) throw new Error(kind)
        expect(apart(kin.skin, hero.skin), `${kind} of a tone-${tone} hero`).toBeLessThanOrEqual(step * KIN_SHADE + 2)
        expect(toneOf(kin.skin)).toBe(tone)
      }
    }
  })

  it('draws a step-relation named so as themselves, whatever their job', () => {
    const hero = heroLook(
      { skinTone: 6, hairStyle: 'short', hairColor: 'black', glasses: false, wheelchair: false, hearingAid: false },
      10,
      'he',
      'Dev',
    )
    const tones = ['Stepdad Lee', 'Step-Grandma Jo', 'Stepmum Ana', 'Step-Uncle Bo'].map((name) =>
      toneOf(companionActor({ name, kind: 'vet', category: 'person', details: [], pose: 'standing', face: 'happy' }, 10, hero).look!.skin),
    )
    expect(tones.some((t) => t !== 6)).toBe(true)
  })

  it('draws the tale’s own relative (`kin:`) in the family’s skin: Zibby, the great-granny met as a girl of nine', () => {
    const story = writeStory({
      childName: 'Tomasz',
      childAge: 10,
      pronouns: 'he',
      mainCharacter: 'a clockwork fox called Tick',
      theme: 'time-travel',
      seed: 7494,
      outline: 1,
      hero: { skinTone: 2, hairStyle: 'short', hairColor: 'blonde', glasses: true, wheelchair: false, hearingAid: false },
      interests: null,
      fears: null,
      family: null,
    } as Parameters<typeof writeStory>[0])
    const met = story.segments.filter((s) => s.scene.others.includes('girl'))
    expect(met.length).toBeGreaterThan(2)
    for (const s of met) expect(s.scene.kin).toContain('girl')
  })

  it('knows a great-uncle or a great-gran among the page’s people as family', () => {
    expect(isKin('great-uncle raj')).toBe(true)
    expect(isKin('great-gran')).toBe(true)
    expect(isKin('great dane')).toBe(false)
    // In-laws and step-family look like themselves.
    expect(isKin('mother-in-law')).toBe(false)
    expect(isKin('stepdad')).toBe(false)
  })

  it('has the family there at the start of a paragraph after someone’s words: "Mum, Dad and Raj were waiting"', () => {
    const text =
      '"Little and often," he said. "It took you for me to hear it."\n\nMum, Dad and Raj were waiting at the end of the platform.'
    expect(presentIn(text).map((p) => p.name)).toEqual(expect.arrayContaining(['Mum', 'Dad']))
  })
})

describe('people only promised, remembered, phoned or at home are not drawn (pics16)', () => {
  const names = (text: string, place?: string) => presentIn(text, place).map((p) => p.name)
  it('reads a promise, a thought and home as absence, for every name of a list', () => {
    expect(names('Mum and Grandad had promised hot chocolate after.', 'shed')).toEqual([])
    expect(names('Up at the house, Mum and Grandad had the hot chocolate ready.', 'shed')).toEqual([])
    expect(names('Back at home, Mum and twin brother Kofi were still asleep under warm blankets.', 'prehistoric')).toEqual([])
    expect(names('Rosie thought about saving a cherry for Mum, Dad and Nana, and then ate it anyway.', 'ship-deck')).toEqual([])
    expect(names('Then home to Mum and Kofi, and into bed.', 'prehistoric')).toEqual([])
    expect(names('Mum and Dad were waiting at home.', 'park')).toEqual([])
  })
  it('reads "from home, where", "far away" and "waiting at the camp" as absence (c68/10 drew the family on the jelly planet)', () => {
    expect(
      names('And from very far away, from home, where Papá, Mamá and Abuela were waiting at the table, a voice called.', 'planet'),
    ).toEqual([])
    expect(names('Mum and Dad were still waiting at the camp.', 'mountain')).toEqual([])
    expect(names('Back at the camp, Grandad was lighting the stove.', 'forest')).toEqual([])
    // Waiting where the page is keeps them there.
    expect(names('Mum and Dad were waiting at the table.', 'kitchen')).toEqual(['Mum', 'Dad'])
  })
  it('keeps people the words have there, and "at home" on a page at home', () => {
    expect(names('Mum, Dad and Raj were waiting at the end of the platform.')).toEqual(['Mum', 'Dad'])
    expect(names('At home, Mum was making pancakes.', 'kitchen')).toEqual(['Mum'])
    expect(names('Nana waved from the gate.', 'garden')).toEqual(['Nana'])
  })
})
