import { describe, expect, it } from 'vitest'
import { composeScene } from '~/.server/generation/offline/illustrator'
import { companionActor } from '~/.server/generation/offline/illustrator/companions'
import { writeStory } from '~/.server/generation/offline/writer'
import { buildStoryMessages, parseStoryReply } from '~/.server/generation/openai/writer'
import { listenerFor } from '~/.server/generation/profile'
import { companionViolations } from '~/.server/generation/profile/limits'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { type CompanionChild, companionFromChild, companionWords, siblingKind } from '~/.server/generation/profile/family'
import type { SceneCompanion } from '~/.server/generation/scene'
import { type HeroLook, SKIN_TONE_COLORS } from '~/lib/hero-look'

const MAE_LOOK: HeroLook = { skinTone: 6, hairStyle: 'bun', hairColor: 'red', glasses: true, wheelchair: true, hearingAid: true }
const HERO_LOOK: HeroLook = { skinTone: 1, hairStyle: 'short', hairColor: 'blonde', glasses: false, wheelchair: false, hearingAid: false }
const mae = (age: number, pronouns: CompanionChild['pronouns'] = 'she'): CompanionChild => ({ name: 'Mae', pronouns, age, look: MAE_LOOK })

describe('a remembered child as the companion: the kind by the ages', () => {
  it.each([
    // companion's age, hero's age, pronouns → kind, and the age the story gives them
    [1, 6, 'she', 'baby sister', 'baby'],
    [1, 6, 'he', 'baby brother', 'baby'],
    [1, 6, 'they', 'baby sibling', 'baby'],
    [2, 6, 'she', 'little sister', 'baby'],
    [3, 8, 'he', 'little brother', 'baby'],
    [4, 8, 'he', 'little brother', 'child'],
    [5, 9, 'they', 'little sibling', 'child'],
    [9, 5, 'she', 'big sister', 'child'],
    [12, 4, 'he', 'big brother', 'child'],
    [9, 5, 'they', 'big sibling', 'child'],
    [3, 2, 'she', 'big sister', 'baby'],
    [6, 6, 'she', 'sister', 'child'],
    [6, 6, 'they', 'sibling', 'child'],
    [14, 9, 'he', 'big brother', 'teen'],
  ] as const)('%i beside a hero of %i (%s): %s acting as %s', (age, heroAge, pronouns, kind, acts) => {
    expect(siblingKind(age, heroAge, pronouns)).toEqual({ kind, age: acts })
  })

  it('is the companion the words "his little sister Mae" make, with the profile’s name, pronoun, age and look', () => {
    const built = companionFromChild(mae(3), { age: 7 })
    const parsed = parseCompanion('his little sister Mae', 'he')
    const same = ['name', 'kind', 'category', 'pronoun', 'details', 'role', 'owner', 'kindIsName', 'belongsToChild', 'fallback'] as const
    for (const key of same) expect(built[key], key).toEqual(parsed[key])
    // A three-year-old acts as a toddler: the tales' baby passages, a giggle, her own look and age.
    expect(built).toMatchObject({ age: 'baby', sound: 'giggled', look: MAE_LOOK, years: 3 })
    expect(companionFromChild(mae(1), { age: 7 }).sound).toBe('gurgled')
    expect(companionFromChild(mae(9), { age: 7 })).toMatchObject({ kind: 'big sister', age: 'child', sound: 'laughed' })
  })

  it('keeps a toddler looked after: checking the gear or going first is out of kind, so stories where he does fit less', () => {
    const toddler = companionFromChild(mae(2, 'he'), { age: 6 })
    const told = (text: string) => companionViolations(text, toddler).map((v) => v.cannot)
    expect(told('Mae checked the laces on both pairs of boots.')).toEqual(['look after the others'])
    expect(told('Mae went first on the slippy rocks and held out a hand at every one.')).toEqual(['look after the others'])
    expect(told('Mae clapped and shouted, "Bong!"')).toEqual([])
    expect(companionViolations('Mae checked the laces.', companionFromChild(mae(8), { age: 6 }))).toEqual([])
  })

  it('keeps a "they" child "they", a sibling in the story, as the words would', () => {
    const built = companionFromChild(mae(9, 'they'), { age: 6 })
    expect(built).toMatchObject({ name: 'Mae', kind: 'big sibling', pronoun: 'they' })
    const parsed = parseCompanion(companionWords(mae(9, 'they'), { age: 6, pronouns: 'she' }), 'she')
    expect(parsed).toMatchObject({ name: 'Mae', kind: 'big sibling', pronoun: 'they', category: 'person' })
  })

  it('keeps the words a parent would write, for the story row', () => {
    expect(companionWords(mae(2), { age: 6, pronouns: 'he' })).toBe('his little sister Mae')
    expect(companionWords(mae(9), { age: 6, pronouns: 'they' })).toBe('their big sister Mae')
  })

  it('takes the companion from the profile, not the words, when both are given', () => {
    const listener = listenerFor({ childName: 'Sam', childAge: 6, pronouns: 'he', mainCharacter: 'a shy dragon', companionChild: mae(2) })
    expect(listener.companion).toMatchObject({ name: 'Mae', kind: 'little sister', pronoun: 'she', look: MAE_LOOK })
    expect(listenerFor({ childName: 'Sam', childAge: 6, pronouns: 'he', mainCharacter: 'a shy dragon' }).companion.kind).toBe('dragon')
  })
})

describe('a remembered child as the companion in the story and the pictures', () => {
  const request = {
    childName: 'Sam, who loves maps',
    childAge: 6,
    pronouns: 'he' as const,
    mainCharacter: 'his little sister Mae',
    theme: 'adventure' as const,
    seed: 42,
    hero: HERO_LOOK,
    companionChild: mae(2),
  }

  it('introduces her by name and kind, and gives every picture her look, age and pronoun', () => {
    const story = writeStory(request)
    const text = story.segments.map((s) => s.text).join('\n')
    expect(text).toContain('Mae, his little sister')
    const drawn = story.segments.flatMap((s) => (s.scene.companion ? [s.scene.companion] : []))
    expect(drawn.length).toBeGreaterThan(0)
    for (const companion of drawn)
      expect(companion).toMatchObject({ name: 'Mae', kind: 'little sister', category: 'person', look: MAE_LOOK, age: 2, pronouns: 'she' })
  })

  it('draws her with her own skin, her wheelchair and her hearing aid, at her own size', () => {
    const story = writeStory(request)
    const page = story.segments.findIndex((s) => s.scene.companion && s.scene.view !== 'behind')
    const scene = story.segments[page]!.scene
    const svg = (companion: SceneCompanion) =>
      composeScene({ scene: { ...scene, companion }, seed: 7, index: page, total: story.segments.length, childAge: 6 })
    const count = (text: string, colour: string) => text.split(colour).length - 1
    const withMae = svg(scene.companion!)
    const plain = { ...scene.companion!, look: { ...MAE_LOOK, wheelchair: false, hearingAid: false } }
    // The hero's skin is the lightest, Mae's the darkest: her skin is drawn only because of her look.
    expect(count(withMae, SKIN_TONE_COLORS[6])).toBeGreaterThan(0)
    expect(count(withMae, '#3d405b')).toBeGreaterThan(count(svg(plain), '#3d405b')) // the wheelchair
    expect(count(withMae, '#2f9bd6')).toBeGreaterThan(count(svg(plain), '#2f9bd6')) // the hearing aid
    // A two-year-old beside a nine-year-old: smaller than her big sister would be.
    const asToddler = companionActor(scene.companion!, 6)
    const asNine = companionActor({ ...scene.companion!, age: 9 }, 6)
    expect(asToddler.height).toBeLessThan(asNine.height)
  })

  it('gives the OpenAI writer both children: the hero and the companion child’s name, pronoun, age, kind and look', () => {
    const { messages } = buildStoryMessages(request)
    const data = JSON.parse(/<story_request>\n(.*)\n<\/story_request>/s.exec(String(messages[1]!.content))![1]!)
    expect(data.hero).toMatchObject({ name: 'Sam', pronouns: 'he', age: 6 })
    expect(data.companion).toMatchObject({
      name: 'Mae',
      kind: 'little sister',
      pronoun: 'she',
      age: 2,
      actsAs: 'a toddler',
      looks: 'dark brown skin and red hair in a bun, with glasses',
      uses: ['a wheelchair', 'a hearing aid'],
    })
    // And the pages the model answers draw her with her look.
    const reply = JSON.stringify({
      title: 'Up the Fell',
      pages: Array.from({ length: 6 }, (_, i) => ({
        text: `Page ${i + 1}.`,
        role: 'setup',
        place: 'meadow',
        time: 'day',
        weather: 'clear',
        view: 'wide',
        hero: { pose: 'walking', face: 'happy' },
        companionPresent: true,
        companion: { pose: 'sitting', face: 'happy' },
        others: [],
        objects: [],
        shows: 'Sam and Mae in a meadow.',
      })),
    })
    for (const segment of parseStoryReply(reply, request).segments)
      expect(segment.scene.companion).toMatchObject({ name: 'Mae', look: MAE_LOOK, age: 2, pronouns: 'she' })
  })
})
