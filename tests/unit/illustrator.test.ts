import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { composeScene, offlineIllustrator } from '~/.server/generation/offline/illustrator'
import { personFigure } from '~/.server/generation/offline/illustrator/characters'
import { hasIcon } from '~/.server/generation/offline/illustrator/icons'
import { companionIcon, iconForNoun, iconsInText, KEYWORDS, resolveProps, THEME_PROPS } from '~/.server/generation/offline/illustrator/props'
import { THEME_SCENERY } from '~/.server/generation/offline/illustrator/scenery'
import type { IllustrateRequest, SceneSpec } from '~/.server/generation/types'
import { THEME_IDS, type ThemeId } from '~/lib/themes'

const TIMES = ['morning', 'day', 'dusk', 'night'] as const
const ROLES = ['beginning', 'problem', 'attempt', 'turn', 'ending'] as const

function scene(overrides: Partial<SceneSpec> = {}): SceneSpec {
  return {
    theme: 'adventure',
    beat: 'a windy tangle in an old oak',
    role: 'beginning',
    setting: 'a misty hillside',
    timeOfDay: 'day',
    mood: 'joyful',
    props: ['kite', 'oak tree'],
    heroName: 'Mia',
    companion: 'a shy dragon',
    imagePrompt: 'A child and a dragon fly a kite.',
    ...overrides,
  }
}

function request(overrides: Partial<SceneSpec> = {}, index = 0, seed = 7): IllustrateRequest {
  return { scene: scene(overrides), seed, index, total: 5, childAge: 6 }
}

/** Markup that must never be in a picture: text, scripts, foreign content, external references, fonts. */
const FORBIDDEN = [/<text\b/i, /<tspan\b/i, /<foreignObject\b/i, /<script\b/i, /<image\b/i, /href\s*=\s*["']?\s*(https?:|data:|\/\/)/i, /url\(\s*["']?(https?:|data:|\/\/)/i, /@import/i, /font-family/i, /<style\b/i, /\bon[a-z]+\s*=/i]

describe('composeScene', () => {
  it('draws no text, scripts, foreign content, fonts or external references', () => {
    const hostile = request({
      heroName: '<script>alert(1)</script>',
      companion: '"><text>hello</text><foreignObject/>',
      beat: 'a map at https://evil.example/x.png and <tspan>',
      setting: "<image href='http://evil.example/i.png'/>",
      props: ['<script>', 'kite', 'javascript:alert(2)'],
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
    expect(composeScene(request({ timeOfDay: 'night', theme: 'space' }, 3, 99))).toBe(composeScene(request({ timeOfDay: 'night', theme: 'space' }, 3, 99)))
  })

  it('draws a different picture for every segment of a story, even with the same scene', () => {
    const story = ROLES.map((role, index) => composeScene(request({ role }, index)))
    expect(new Set(story).size).toBe(5)
    const sameScene = [0, 1, 2, 3, 4].map((index) => composeScene(request({}, index)))
    expect(new Set(sameScene).size).toBe(5)
  })

  it('draws a different picture for every theme', () => {
    const pictures = THEME_IDS.map((theme) => composeScene(request({ theme })))
    expect(new Set(pictures).size).toBe(THEME_IDS.length)
  })

  it('keeps the hero (and a human companion) identical across the segments of a story', () => {
    const hero = personFigure('Mia', 'hero').inner
    const friend = personFigure('my best friend Sam', 'comp').inner
    expect(hero.length).toBeGreaterThan(1000)
    ROLES.forEach((role, index) => {
      const svg = composeScene(request({ role, companion: 'my best friend Sam', timeOfDay: TIMES[index % 4] }, index))
      expect(svg).toContain(hero)
      expect(svg).toContain(friend)
    })
    // A different hero looks different.
    expect(personFigure('Leo', 'hero').inner).not.toBe(hero)
  })

  it('draws a creature companion as its emoji rather than as a person', () => {
    const svg = composeScene(request({ companion: 'a shy dragon' }))
    expect(svg).not.toContain(personFigure('a shy dragon', 'comp').inner)
    expect(svg).toContain('viewBox="0 0 32 32"><svg')
  })

  it('survives odd input (unknown theme, missing fields) with a full picture', () => {
    const odd = { scene: { theme: 'nope', props: null } as unknown as SceneSpec, seed: Number.NaN, index: -3, total: 0, childAge: 3 }
    const svg = composeScene(odd)
    expect(svg).toContain('</svg>')
    for (const pattern of FORBIDDEN) expect(svg).not.toMatch(pattern)
  })
})

describe('prop keywords', () => {
  it('maps nouns to icons', () => {
    expect(iconForNoun('kite')).toBe('kite')
    expect(iconForNoun('oak tree')).toBe('deciduous-tree')
    expect(iconForNoun('Two red Apples')).toBe('red-apple')
    expect(iconForNoun('autumn leaves')).toBe('fallen-leaf')
    expect(iconForNoun('polar bear')).toBe('polar-bear')
    expect(iconForNoun('magnifying glass')).toBe('magnifying-glass-tilted-left')
    expect(iconForNoun('moon')).toBe('crescent-moon')
    expect(iconForNoun('glorbnax')).toBeUndefined()
    expect(iconsInText('a windy tangle in an old oak by the pond with two puppies')).toEqual(['deciduous-tree', 'dog'])
  })

  it('falls back to the theme defaults for unknown words', () => {
    const space = resolveProps({ theme: 'space', props: ['glorbnax', 'wibble'], beat: 'zzz', setting: 'qqq' })
    expect(space).toEqual(THEME_PROPS.space.slice(0, 2))
    const mixed = resolveProps({ theme: 'ocean', props: ['kite', 'glorbnax'], beat: '', setting: '' })
    expect(mixed[0]).toBe('kite')
    expect(mixed.length).toBeGreaterThanOrEqual(2)
  })

  it('recognises creature companions', () => {
    expect(companionIcon('a shy dragon')?.icon).toBe('dragon')
    expect(companionIcon('Olly the wise old owl')).toMatchObject({ icon: 'owl', flying: true })
    expect(companionIcon('a Robot who loves tea')?.icon).toBe('robot')
    expect(companionIcon('my best friend Sam')).toBeUndefined()
  })

  it('only names icons that exist, and covers every theme', () => {
    const names = [...Object.values(KEYWORDS), ...Object.values(THEME_PROPS).flat()]
    expect(names.filter((name) => !hasIcon(name))).toEqual([])
    expect(Object.keys(KEYWORDS).length).toBeGreaterThanOrEqual(150)
    for (const theme of THEME_IDS) {
      expect(THEME_SCENERY[theme]).toBeDefined()
      expect(THEME_PROPS[theme].length).toBeGreaterThanOrEqual(2)
    }
    expect(new Set(Object.values(THEME_SCENERY).map((s) => s.family)).size).toBe(12)
  })
})

describe('offlineIllustrator', () => {
  it('renders every theme to an 800×600 WebP', { timeout: 30_000 }, async () => {
    const pictures = await Promise.all(
      THEME_IDS.map((theme: ThemeId, i) =>
        offlineIllustrator.illustrate(request({ theme, timeOfDay: TIMES[i % 4], role: ROLES[i % 5], companion: i % 2 ? 'a curious owl' : 'cousin Priya' }, i % 5, i)),
      ),
    )
    for (const picture of pictures) {
      expect(picture.contentType).toBe('image/webp')
      expect(picture.extension).toBe('webp')
      const meta = await sharp(picture.data).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.width).toBe(800)
      expect(meta.height).toBe(600)
      expect(picture.data.length).toBeGreaterThan(3 * 1024)
      expect(picture.data.length).toBeLessThan(120 * 1024)
    }
  })

  it('stops when aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(offlineIllustrator.illustrate(request(), controller.signal)).rejects.toThrow()
  })
})
