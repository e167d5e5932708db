import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { EXAMPLES } from '~/.server/generation/tales/cli'
import { SAMPLE_INPUTS } from '~/.server/stories/samples'
import { composeScene, heroPortrait, offlineIllustrator, sceneLayout } from '~/.server/generation/offline/illustrator'
import { drawPerson } from '~/.server/generation/offline/illustrator/person'
import { isThePlace } from '~/.server/generation/offline/illustrator/stage'
import { companionActor, drawingFor, KIND_DRAWINGS } from '~/.server/generation/offline/illustrator/companions'
import { hasIcon } from '~/.server/generation/offline/illustrator/icons'
import { heroLook } from '~/.server/generation/offline/illustrator/looks'
import { buildOf, childBuild, headRatio } from '~/.server/generation/offline/illustrator/person'
import { PLACE_RECIPES } from '~/.server/generation/offline/illustrator/places'
import { recoloured, resolveEntry, resolveNoun, TABLE_ICONS } from '~/.server/generation/offline/illustrator/props'
import { KINDS } from '~/.server/generation/profile/kinds'
import {
  COMPANION_CATEGORIES,
  type CompanionCategory,
  FACES,
  PLACE_IDS,
  POSES,
  type SceneCompanion,
  type SceneSpec,
  TIMES,
  VIEWS,
  WEATHERS,
} from '~/.server/generation/scene'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import type { IllustrateRequest } from '~/.server/generation/types'
import type { HeroLook } from '~/lib/hero-look'

const LOOK: HeroLook = { skinTone: 4, hairStyle: 'braids', hairColor: 'black', glasses: true, wheelchair: false, hearingAid: false }

const companion = (kind: string, category: CompanionCategory, extra: Partial<SceneCompanion> = {}): SceneCompanion => ({
  name: null,
  kind,
  category,
  details: [],
  pose: 'standing',
  face: 'happy',
  ...extra,
})

type Overrides = Partial<Omit<SceneSpec, 'hero'>> & { hero?: Partial<SceneSpec['hero']> }

function scene({ hero, ...overrides }: Overrides = {}): SceneSpec {
  return {
    theme: 'adventure',
    place: 'meadow',
    time: 'day',
    weather: 'clear',
    view: 'medium',
    hero: { name: 'Mia', age: 6, pronouns: 'she', pose: 'standing', face: 'happy', look: LOOK, ...hero },
    companion: companion('dragon', 'creature', { details: ['little'] }),
    others: [],
    objects: ['kite', 'oak tree'],
    caption: 'A child and a dragon fly a kite.',
    ...overrides,
  }
}

function request(overrides: Overrides = {}, index = 0, seed = 7): IllustrateRequest {
  return { scene: scene(overrides), seed, index, total: 6, childAge: overrides.hero?.age ?? 6 }
}

/** Markup that must never be in a picture: text, scripts, foreign content, external references, fonts. */
const FORBIDDEN = [
  /<text\b/i,
  /<tspan\b/i,
  /<foreignObject\b/i,
  /<script\b/i,
  /<image\b/i,
  /href\s*=\s*["']?\s*(https?:|data:|\/\/)/i,
  /url\(\s*["']?(https?:|data:|\/\/)/i,
  /@import/i,
  /font-family/i,
  /<style\b/i,
  /\bon[a-z]+\s*=/i,
]

async function expectWebp(data: Buffer, maxKb = 40): Promise<void> {
  const meta = await sharp(data).metadata()
  expect(meta.format).toBe('webp')
  expect(meta.width).toBe(800)
  expect(meta.height).toBe(600)
  expect(data.length).toBeGreaterThan(2 * 1024)
  expect(data.length).toBeLessThanOrEqual(maxKb * 1024)
}

/** The stories' nouns: every object and other figure named in app/themes/*\/*.md. */
function storyNouns(): Map<string, number> {
  const nouns = new Map<string, number>()
  for (const { theme, n } of allTales()) {
    for (const page of taleFor(theme, n)?.pages ?? []) {
      for (const noun of [...page.scene.objects, ...page.scene.others]) nouns.set(noun, (nouns.get(noun) ?? 0) + 1)
    }
  }
  return nouns
}

describe('composeScene', () => {
  it('draws no text, scripts, foreign content, fonts or external references', () => {
    const hostile = request({
      hero: { name: '<script>alert(1)</script>' },
      companion: companion('"><text>hello</text><foreignObject/>', 'creature', { name: '<tspan>', details: ['javascript:alert(3)'] }),
      caption: 'a map at https://evil.example/x.png and <tspan>',
      others: ["<image href='http://evil.example/i.png'/>", 'old woman'],
      objects: ['<script>', 'kite', 'javascript:alert(2)', 'url(http://evil.example)'],
    })
    for (const svg of [composeScene(request()), composeScene(hostile)]) {
      for (const pattern of FORBIDDEN) expect(svg).not.toMatch(pattern)
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"')).toBe(true)
    }
    const svg = composeScene(hostile)
    for (const leaked of ['alert', 'evil.example', 'hello', 'javascript']) expect(svg).not.toContain(leaked)
  })

  it('is deterministic: the same request draws the same picture', () => {
    expect(composeScene(request())).toBe(composeScene(request()))
    const night = request({ time: 'night', place: 'space', view: 'close' }, 3, 99)
    expect(composeScene(night)).toBe(composeScene(night))
  })

  it('draws a different picture for every page of a story, even with the same scene', () => {
    const pages = VIEWS.map((view, index) => composeScene(request({ view }, index)))
    expect(new Set(pages).size).toBe(VIEWS.length)
    const same = [0, 1, 2, 3, 4].map((index) => composeScene(request({}, index, 7 + index)))
    expect(new Set(same).size).toBe(5)
  })

  it('frames the picture by the view: wide shows the whole place, close zooms in on the hero', () => {
    const zoom = (view: SceneSpec['view']): number => Number(/scale\(([\d.]+)\)/.exec(composeScene(request({ view })))?.[1])
    expect(zoom('wide')).toBe(1)
    expect(zoom('medium')).toBeGreaterThan(1.1)
    expect(zoom('close')).toBeGreaterThan(zoom('medium'))
    // From behind: the hero's back (no eyes drawn on the hero's head) fills the front.
    expect(composeScene(request({ view: 'behind' }))).not.toBe(composeScene(request({ view: 'medium' })))
  })

  it('keeps the hero the same child on every page: skin, hair and clothes come from the name and look, never the page', () => {
    const hero = heroLook(LOOK, 6, 'she', 'Mia')
    const pages = PLACE_IDS.slice(0, 8).map((place, index) =>
      composeScene(request({ place, time: TIMES[index % 4], view: VIEWS[index % 4], hero: { pose: POSES[index] } }, index, 1000 + index)),
    )
    for (const svg of pages) {
      expect(svg).toContain(hero.skin)
      expect(svg).toContain(hero.outfit.topColor)
      expect(svg).toContain(hero.hairColor)
    }
    expect(heroLook(LOOK, 6, 'she', 'Mia')).toEqual(hero)
    expect(heroLook({ ...LOOK, skinTone: 1 }, 6, 'she', 'Mia').skin).not.toBe(hero.skin)
  })

  it('draws every pose and every face differently', () => {
    const look = heroLook(LOOK, 7, 'he', 'Leo')
    const at = { x: 400, y: 560, height: 200, facing: 1 as const, lw: 2, id: 'h' }
    const poses = POSES.map((pose) => drawPerson(look, pose, 'happy', at).markup)
    expect(new Set(poses).size).toBe(POSES.length)
    const faces = FACES.map((face) => drawPerson(look, 'standing', face, at).markup)
    expect(new Set(faces).size).toBe(FACES.length)
  })

  it('survives odd input (unknown place, missing fields) with a full picture', () => {
    const odd = {
      scene: { place: 'nope', objects: null, hero: { age: 'x' } } as unknown as SceneSpec,
      seed: Number.NaN,
      index: -3,
      total: 0,
      childAge: 3,
    }
    const svg = composeScene(odd)
    expect(svg).toContain('</svg>')
    for (const pattern of FORBIDDEN) expect(svg).not.toMatch(pattern)
  })
})

describe('the hero', () => {
  it('is drawn with age proportions: a 3-year-old is smaller, with a bigger head, than an 11-year-old, and never an adult', () => {
    const three = childBuild(3)
    const eleven = childBuild(11)
    expect(three.group).toBe('toddler')
    expect(childBuild(6).group).toBe('child')
    expect(eleven.group).toBe('preteen')
    expect(three.height).toBeLessThan(eleven.height)
    expect(headRatio(three)).toBeGreaterThan(headRatio(eleven))
    expect(three.legs).toBeLessThan(eleven.legs)
    const adult = buildOf('adult')
    for (const age of [2, 5, 8, 12, 14]) {
      expect(childBuild(age).height).toBeLessThan(adult.height)
      expect(headRatio(childBuild(age))).toBeGreaterThan(headRatio(adult))
    }
  })

  it('draws the wheelchair and hearing aids of the look on every page and in the portrait', () => {
    const count = (svg: string, colour: string) => svg.split(colour).length - 1
    const CHAIR = '#3d405b'
    const AID = '#2f9bd6'
    const looks = { plain: LOOK, chair: { ...LOOK, wheelchair: true }, aids: { ...LOOK, hearingAid: true } }
    for (const [index, place] of PLACE_IDS.slice(0, 6).entries()) {
      const page = (look: HeroLook) =>
        composeScene(request({ place, view: VIEWS[index % 4], hero: { pose: POSES[index], look } }, index, 2000 + index))
      const plain = page(looks.plain)
      expect(count(page(looks.chair), CHAIR)).toBeGreaterThan(count(plain, CHAIR))
      if (VIEWS[index % 4] !== 'behind') expect(count(page(looks.aids), AID)).toBeGreaterThan(count(plain, AID))
    }
    expect(count(heroPortrait(looks.chair, 7, 'he'), CHAIR)).toBeGreaterThan(0)
    expect(count(heroPortrait(looks.aids, 7, 'he'), AID)).toBeGreaterThan(0)
    expect(count(heroPortrait(LOOK, 7, 'he'), CHAIR) + count(heroPortrait(LOOK, 7, 'he'), AID)).toBe(0)
  })

  it('never draws the place a page is set in as a thing in it (a pirate ship on its own deck)', () => {
    expect(isThePlace('ship-deck', 'pirate ship')).toBe(true)
    expect(isThePlace('ship-deck', 'the old ship')).toBe(true)
    expect(isThePlace('ship-deck', 'ship in a bottle')).toBe(false)
    expect(isThePlace('ship-deck', 'ropes')).toBe(false)
    expect(isThePlace('beach', 'pirate ship')).toBe(false)
    expect(isThePlace('castle-hall', 'castle')).toBe(true)
  })

  it('asleep or lying down, a wheelchair user lies as anyone does, the chair parked upright beside them', () => {
    const at = { x: 400, y: 560, height: 200, facing: 1 as const, lw: 2, id: 'h' }
    for (const pose of ['sleeping', 'lying'] as const) {
      const inChair = drawPerson(heroLook({ ...LOOK, wheelchair: true }, 7, 'he', 'Leo'), pose, 'sleepy', at)
      const without = drawPerson(heroLook(LOOK, 7, 'he', 'Leo'), pose, 'sleepy', at)
      expect(inChair.box).toEqual(without.box)
      expect(inChair.head).toEqual(without.head)
      expect(inChair.markup.split('#3d405b').length).toBeGreaterThan(without.markup.split('#3d405b').length)
    }
  })

  it('has a portrait: deterministic, no text, head and shoulders on a round background', async () => {
    const svg = heroPortrait(LOOK, 5, 'she')
    expect(svg).toBe(heroPortrait(LOOK, 5, 'she'))
    expect(svg).toContain('viewBox="0 0 256 256"')
    for (const pattern of FORBIDDEN) expect(svg).not.toMatch(pattern)
    expect(heroPortrait({ ...LOOK, hairStyle: 'afro' }, 5, 'she')).not.toBe(svg)
    const png = await sharp(Buffer.from(svg)).png().toBuffer()
    expect((await sharp(png).metadata()).width).toBe(256)
  })
})

describe('companions', () => {
  it('resolves every kind in the kinds table to a drawing, and only people to a person', () => {
    const kinds = new Set([...Object.keys(KINDS), ...Object.values(KINDS).map((k) => k.noun.toLowerCase())])
    const missing: string[] = []
    for (const kind of kinds) {
      const info = KINDS[kind] ?? Object.values(KINDS).find((k) => k.noun.toLowerCase() === kind)
      const drawing = drawingFor(kind)
      if (!drawing) {
        missing.push(kind)
        continue
      }
      const person = drawing.by === 'person'
      expect(person, `${kind} is ${info?.category}`).toBe(
        info?.category === 'person' ||
          (info?.category === 'creature' &&
            ['fairy', 'fairy godmother', 'pixie', 'elf', 'giant', 'gnome', 'genie', 'sprite'].includes(kind)),
      )
    }
    expect(missing).toEqual([])
  })

  it('draws a rubber duck as a small yellow toy, not a mallard', () => {
    expect(drawingFor('toy duck', 'toy')).toMatchObject({ by: 'icon', icon: 'duck', paint: '#f6cf45' })
    expect(drawingFor('duck', 'animal')).toMatchObject({ by: 'icon', icon: 'duck' })
    expect(drawingFor('duck', 'animal')).not.toHaveProperty('paint')
  })

  it('draws a woman wizard as a woman (no beard), a wizard as the old man with the beard', () => {
    expect(drawingFor('woman wizard')).toMatchObject({ by: 'person', role: 'wizard', pronoun: 'she' })
    expect(drawingFor('wizard')).toMatchObject({ by: 'person', role: 'wizard', pronoun: 'he' })
  })

  it('has a drawing for the companion of every sample story and every docs/stories example', () => {
    const companions = [...SAMPLE_INPUTS, ...EXAMPLES].map((input) => parseCompanion(input.mainCharacter))
    expect(companions.filter((c) => !drawingFor(c.kind, c.category)).map((c) => c.kind)).toEqual([])
    expect(companions.filter((c) => c.fallback).map((c) => c.kind)).toEqual([])
  })

  it('draws each category as what it is', () => {
    expect(companionActor(companion('grandma', 'person')).kind).toBe('person')
    expect(companionActor(companion('stegosaurus', 'animal')).kind).toBe('animal')
    expect(companionActor(companion('digger', 'vehicle')).kind).toBe('vehicle')
    expect(companionActor(companion('robot', 'robot')).kind).toBe('robot')
    expect(companionActor(companion('teddy bear', 'toy')).kind).toBe('toy')
    expect(companionActor(companion('toy dinosaur', 'toy')).height).toBeLessThan(0.6)
    // Grandma is an older adult, the big sister a teenager, the baby brother a baby.
    expect(companionActor(companion('Grandma', 'person')).height).toBeGreaterThan(1.5)
    expect(companionActor(companion('baby brother', 'person')).height).toBeLessThan(0.8)
    // A brother or sister is drawn a few years from the hero: a four-year-old's big sister is a
    // child, taller than the hero and far from grown; a twelve-year-old's is a teenager.
    const bigSister = (heroAge: number) => companionActor(companion('big sister', 'person'), heroAge).height
    expect(bigSister(4)).toBeLessThan(1.4)
    expect(bigSister(4)).toBeGreaterThan(1.0)
    expect(bigSister(12)).toBeGreaterThan(1.55)
    expect(companionActor(companion('little brother', 'person'), 9).height).toBeLessThan(bigSister(4))
    // A kind nobody drew becomes a friendly creature, never a person.
    expect(companionActor(companion('glorbnax', 'creature')).kind).not.toBe('person')
    expect(drawingFor('glorbnax')).toBeUndefined()
  })

  it('draws the being a page is about beside the pair in wide and medium views, never lost to the background', () => {
    const cases: Overrides[] = [
      { place: 'kitchen', others: ['farmer', 'lamb'], objects: ['feeding bottle', 'cardboard box'] },
      { place: 'barn', others: ['sheep', 'lamb'], objects: ['straw'] },
      { place: 'farmyard', others: ['lamb'], objects: ['feeding bottle'], hero: { pose: 'running' } },
      { place: 'railway', others: ['engine driver'], objects: ['steam engine', 'whistle'] },
      { place: 'garden', others: [], objects: ['hedgehog', 'bird bath'], hero: { pose: 'kneeling' } },
    ]
    const missing: string[] = []
    for (const c of cases)
      for (const view of ['wide', 'medium'] as const)
        for (const seed of [1, 2, 3])
          if (!composeScene(request({ ...c, view }, 1, seed)).includes('data-focus')) missing.push(`${c.place} ${view} ${seed}`)
    expect(missing).toEqual([])
    // A person among the others is not the page's subject: the farmer stays in the background.
    expect(composeScene(request({ place: 'barn', others: ['farmer'], objects: ['straw'] }))).not.toContain('data-focus')
  })

  it('keeps a pet fish in its bowl out of the water, and free under the sea', () => {
    const fish = companion('goldfish', 'animal')
    expect(composeScene(request({ place: 'living-room', companion: fish }))).toContain('#8fd3ff')
    expect(composeScene(request({ place: 'underwater', companion: fish }))).not.toContain('#8fd3ff')
    // On the shore a small sea creature lies in a rock pool, never a goldfish bowl on the sand (the bowl's rim is #9cc7e0).
    for (const place of ['beach', 'rocky-shore'] as const)
      for (const kind of ['goldfish', 'octopus']) {
        const svg = composeScene(request({ place, companion: companion(kind, 'animal') }))
        expect(svg, `${kind} on the ${place}`).not.toContain('#9cc7e0')
        expect(svg, `${kind} on the ${place}`).toContain('#3f7d3a')
      }
    for (const kind of ['seal', 'turtle'])
      expect(composeScene(request({ place: 'beach', companion: companion(kind, 'animal') })), kind).not.toContain('#9cc7e0')
  })

  it('draws several people as different people, never clones', () => {
    const at = { x: 400, y: 560, m: 150, facing: 1 as const, lw: 2, pose: 'standing' as const, face: 'happy' as const, id: 'o' }
    for (const noun of ['neighbours', 'two girls', 'villagers']) {
      const r = resolveNoun(noun)
      if (r?.type !== 'actor' || !r.nth) throw new Error(`${noun} is not people`)
      const looks = new Set([0, 1, 2].map((k) => r.nth!(k).draw(at).markup))
      expect(looks.size, noun).toBe(3)
    }
  })

  it('draws a thing in the colour its words give', () => {
    const svg = (objects: string[]) => composeScene(request({ objects, others: [], companion: null }))
    expect(svg(['gold crayon'])).toContain('e9b84a')
    expect(svg(['crayon'])).not.toContain('e9b84a')
    expect(svg(['red kite'])).toContain('e4574c')
    expect(recoloured('<path fill="#00d26a"/><path fill="#00d26a"/><path fill="#ffffff"/>', '#e4574c')).toBe(
      '<path fill="#e4574c"/><path fill="#e4574c"/><path fill="#ffffff"/>',
    )
  })

  it('gives the hero’s own family the hero’s skin, and nobody else', () => {
    const at = { x: 400, y: 560, m: 150, facing: 1 as const, lw: 2, pose: 'standing' as const, face: 'happy' as const, id: 'c' }
    const skin = '#3b2219'
    for (const kind of ['baby brother', 'Grandma', 'big sister', 'twin brother', 'nonno', 'auntie'])
      expect(companionActor(companion(kind, 'person'), 6, skin).draw(at).markup, kind).toContain(skin)
    for (const kind of ['stepdad', 'teacher', 'friend'])
      expect(companionActor(companion(kind, 'person'), 6, skin).draw(at).markup, kind).not.toContain(skin)
  })

  it('shows details that matter: one eye covered, colours, size', () => {
    const at = { x: 400, y: 560, m: 150, facing: 1 as const, lw: 2, pose: 'standing' as const, face: 'happy' as const, id: 'c' }
    const cat = companionActor(companion('cat', 'animal')).draw(at).markup
    const oneEyed = companionActor(companion('cat', 'animal', { details: ['one-eyed'] })).draw(at).markup
    expect(oneEyed.length).toBeGreaterThan(cat.length)
    expect(companionActor(companion('dragon', 'creature', { details: ['purple'] })).draw(at).markup).toContain('#8a5cc9')
    expect(companionActor(companion('dragon', 'creature', { details: ['little'] })).height).toBeLessThan(
      companionActor(companion('dragon', 'creature')).height,
    )
  })

  it('only names icons that exist', () => {
    const icons = [...TABLE_ICONS, ...Object.values(KIND_DRAWINGS).flatMap((d) => (d.by === 'icon' ? [d.icon] : []))]
    expect(icons.filter((name) => !hasIcon(name))).toEqual([])
  })

  it('draws a raven, a crow and a blackbird black, never as the small red bird', () => {
    for (const kind of ['raven', 'crow', 'blackbird'])
      expect(drawingFor(kind, 'animal'), kind).toMatchObject({ by: 'icon', icon: 'blackbird' })
  })

  it('never draws an emoji with writing on it: the white flower is a Japanese "well done" stamp (an editor saw moonflowers as stamps)', () => {
    const icons = [...TABLE_ICONS, ...Object.values(KIND_DRAWINGS).flatMap((d) => (d.by === 'icon' ? [d.icon] : []))]
    expect(icons.filter((name) => /^(?:white-flower|japanese-|squared-|circled-|ideograph)/.test(name))).toEqual([])
  })
})

describe('composition', () => {
  type Box = { x: number; y: number; w: number; h: number }
  const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
  /** True when `over`, drawn at `depth`, hides part of `under` drawn at `underDepth`. */
  const covers = (over: { box: Box; depth: number }, under: Box, underDepth: number) => overlap(over.box, under) && over.depth > underDepth

  it('never lets a big companion or a passer-by cover the page’s being or the hero’s face', () => {
    const pages: Overrides[] = [
      {
        place: 'park',
        companion: companion('bus', 'vehicle', { details: ['red'] }),
        objects: ['digger', 'mud'],
        others: ['digger driver'],
      },
      { place: 'farmyard', companion: companion('horse', 'animal'), objects: ['lamb', 'feeding bottle'], others: ['farmer'] },
      { place: 'railway', companion: companion('dragon', 'creature'), objects: ['steam engine', 'whistle'], others: ['engine driver'] },
      { place: 'garden', companion: companion('elephant', 'animal'), objects: ['hedgehog'], hero: { pose: 'kneeling' } },
    ]
    const problems: string[] = []
    for (const page of pages)
      for (const view of ['wide', 'medium', 'close', 'behind'] as const)
        for (const seed of [1, 2, 3]) {
          const where = `${page.place} ${view} ${seed}`
          const { hero, companion: comp, focus } = sceneLayout(request({ ...page, view }, seed, seed))
          const face: Box = { x: hero.head[0] - hero.headR, y: hero.head[1] - hero.headR, w: hero.headR * 2, h: hero.headR * 2 }
          if (!focus) problems.push(`${where}: the page's being is not drawn`)
          else if (comp && covers(comp, focus.box, focus.depth)) problems.push(`${where}: the companion covers the page's being`)
          if (view !== 'behind' && comp && covers(comp, face, hero.depth)) problems.push(`${where}: the companion covers the hero's face`)
          if (view !== 'behind' && focus && covers(focus, face, hero.depth))
            problems.push(`${where}: the page's being covers the hero's face`)
        }
    expect(problems).toEqual([])
  })

  it('never lets the companion cover the key thing the hero points at, stands by or sits with', () => {
    const problems: string[] = []
    for (const comp of [companion('bus', 'vehicle'), companion('horse', 'animal'), companion('grandma', 'person')])
      for (const pose of ['pointing', 'standing', 'sitting', 'kneeling'] as const)
        for (const objects of [['treasure chest'], ['sandcastle', 'bucket'], ['big stone']])
          for (const view of ['wide', 'medium'] as const)
            for (const seed of [1, 2, 3]) {
              const page: Overrides = { place: 'beach', companion: comp, hero: { pose }, objects, others: ['fisherman'], view }
              const { companion: c, key } = sceneLayout(request(page, seed, seed))
              if (c && key && covers(c, key.box, key.depth)) problems.push(`${comp.kind} ${pose} ${objects[0]} ${view} ${seed}`)
            }
    expect(problems).toEqual([])
  })

  it('draws a close view wide enough for a key thing too big to hold, and keeps a close-up for a small one', () => {
    expect(sceneLayout(request({ view: 'close', objects: ['digger', 'mud'] })).view).toBe('medium')
    expect(sceneLayout(request({ view: 'close', objects: ['window', 'flag'], place: 'tower-room' })).view).toBe('medium')
    expect(sceneLayout(request({ view: 'close', objects: ['teddy'] })).view).toBe('close')
  })

  it('colours a thing as the caption names it: "a big orange digger" is orange', () => {
    const digger = (caption: string) => composeScene(request({ place: 'park', companion: null, objects: ['digger'], others: [], caption }))
    expect(digger('Marigold, a big orange digger, scoops mud.')).toContain('#f28c38')
    expect(digger('Marigold the digger scoops mud.')).not.toContain('#f28c38')
  })

  it('puts a bedtime page in a bed: lying in bed in a tower room is drawn in the bedroom', () => {
    const bedtime: Overrides = {
      place: 'tower-room',
      time: 'night',
      objects: ['bed', 'window', 'flag'],
      hero: { pose: 'lying', face: 'sleepy' },
      caption: 'At night, Sam lies in bed in the tower room with Grandpa asleep nearby.',
    }
    expect(sceneLayout(request(bedtime)).place).toBe('bedroom')
    // Not a bed: a nap on the rug by day, or a flower bed outdoors, stay where they are.
    expect(sceneLayout(request({ ...bedtime, objects: ['rug'], time: 'day', caption: 'Sam lies on the rug.' })).place).toBe('tower-room')
    expect(sceneLayout(request({ place: 'garden', objects: ['flower bed'], caption: 'Sam digs the flower bed.' })).place).toBe('garden')
    // Someone else in bed, or an egg tucked into the hay, is not the hero's bedtime.
    const barn = 'Sam lies curled round the golden egg, tucked deep into warm hay.'
    expect(sceneLayout(request({ ...bedtime, place: 'barn', objects: ['golden egg', 'hay'], caption: barn })).place).toBe('barn')
    const street = 'Sam holds the balloon up to a window where a child is sitting up in bed.'
    expect(
      sceneLayout(request({ ...bedtime, place: 'street', hero: { pose: 'holding' }, objects: ['balloon'], caption: street })).place,
    ).toBe('street')
  })
})

describe("the page's things", () => {
  it('resolves plain nouns, phrases and plurals to drawings', () => {
    expect(resolveNoun('map')?.type).toBe('prop')
    expect(resolveNoun('a big red torch')?.type).toBe('prop')
    expect(resolveNoun('jar of pennies')?.type).toBe('prop')
    expect(resolveNoun('lighthouse')).toMatchObject({ type: 'prop', prop: { where: 'landmark' } })
    expect(resolveNoun('moon')).toMatchObject({ type: 'prop', prop: { where: 'sky' } })
    expect(resolveNoun('old woman')).toMatchObject({ type: 'actor', actor: { kind: 'person' } })
    expect(resolveNoun('gulls')).toMatchObject({ type: 'actor', count: 3, actor: { flies: true } })
    expect(resolveNoun('baby elephant')).toMatchObject({ type: 'actor', actor: { kind: 'animal' } })
    // A cricket bat is the bat a child holds, not the animal; a set of stumps is one wicket.
    expect(resolveNoun('cricket bat')).toMatchObject({ type: 'prop', prop: { holdable: true } })
    expect(resolveNoun('stumps')).toMatchObject({ type: 'prop', count: 1 })
    expect(resolveNoun('glorbnax')).toBeUndefined()
  })

  it('draws at least 95 % of the nouns the story files use', () => {
    const nouns = storyNouns()
    const missing = [...nouns.keys()].filter((noun) => !resolveEntry(noun))
    const coverage = 1 - missing.length / Math.max(1, nouns.size)
    console.log(
      `[illustrator] nouns drawn: ${nouns.size - missing.length} of ${nouns.size} (${(coverage * 100).toFixed(1)} %); not drawn: ${missing.join(', ') || 'none'}`,
    )
    expect(nouns.size).toBeGreaterThan(100)
    expect(coverage).toBeGreaterThanOrEqual(0.95)
  })
})

describe('offlineIllustrator', () => {
  it('renders every place, time and weather to an 800×600 WebP', async () => {
    expect(Object.keys(PLACE_RECIPES).sort()).toEqual([...PLACE_IDS].sort())
    for (const [i, place] of PLACE_IDS.entries()) {
      const picture = await offlineIllustrator.illustrate(
        request(
          {
            place,
            time: TIMES[i % 4],
            weather: WEATHERS[i % WEATHERS.length],
            view: VIEWS[i % 4],
            objects: ['lantern', 'map'],
            others: i % 3 ? [] : ['gulls'],
          },
          i % 6,
          i,
        ),
      )
      expect(picture.contentType).toBe('image/webp')
      expect(picture.extension).toBe('webp')
      await expectWebp(picture.data)
    }
  })

  it('renders every companion category, pose and face', async () => {
    const kinds: Record<CompanionCategory, string> = {
      person: 'grandpa',
      animal: 'dog',
      creature: 'unicorn',
      robot: 'robot',
      vehicle: 'digger',
      toy: 'teddy bear',
    }
    const requests: IllustrateRequest[] = []
    for (const [i, category] of COMPANION_CATEGORIES.entries())
      requests.push(request({ companion: companion(kinds[category], category, { pose: POSES[i * 3] }), view: VIEWS[i % 4] }, i))
    for (const [i, pose] of POSES.entries())
      requests.push(
        request(
          {
            hero: { pose, face: FACES[i % FACES.length] },
            place: PLACE_IDS[(i * 7) % PLACE_IDS.length],
            companion: companion('cat', 'animal', { pose }),
          },
          i,
        ),
      )
    for (const r of requests) await expectWebp((await offlineIllustrator.illustrate(r)).data)
  })

  it('keeps pictures small: a sample of scenes stays within about 40 KB each', async () => {
    const sample = [
      request({ place: 'jungle', view: 'wide', weather: 'rain', others: ['monkeys', 'toucan'], objects: ['vines', 'map', 'bananas'] }),
      request({ place: 'fairground', time: 'night', view: 'wide', others: ['crowd'], objects: ['lanterns', 'bunting', 'balloon'] }),
      request({
        place: 'bedroom',
        time: 'night',
        view: 'close',
        hero: { pose: 'sleeping', face: 'sleepy' },
        objects: ['teddy bear', 'moon'],
      }),
      request({ place: 'city', weather: 'snow', view: 'medium', companion: companion('bus', 'vehicle') }),
      request({ place: 'underwater', view: 'behind', hero: { pose: 'swimming' }, others: ['fish', 'octopus'] }),
    ]
    for (const r of sample) await expectWebp((await offlineIllustrator.illustrate(r)).data, 40)
  })

  it('stops when aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(offlineIllustrator.illustrate(request(), controller.signal)).rejects.toThrow()
  })
})

describe('a golden eagle', () => {
  it('is brown all over with a golden nape, never the white head of the bald eagle the icon draws (picture editor, s37)', async () => {
    const { iconPaint } = await import('~/.server/generation/offline/illustrator/companions')
    const golden = KIND_DRAWINGS['golden eagle']
    expect(golden?.by === 'icon' ? golden.paint : undefined).toBeDefined()
    const paint = iconPaint('eagle', (golden as { paint: string }).paint)
    expect(paint?.['#d3d3d3']).toBeDefined()
    expect(paint?.['#d3d3d3']).not.toBe('#d3d3d3')
    expect(KIND_DRAWINGS['bald eagle']).not.toHaveProperty('paint')
  })
})
