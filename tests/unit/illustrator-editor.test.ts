import { describe, expect, it } from 'vitest'
import { composeScene, sceneLayout } from '~/.server/generation/offline/illustrator'
import { companionActor, drawingFor } from '~/.server/generation/offline/illustrator/companions'
import { pronounOf } from '~/.server/generation/offline/illustrator/crowd'
import { iconSvg } from '~/.server/generation/offline/illustrator/icons'
import { genderOf, resolveNoun } from '~/.server/generation/offline/illustrator/props'
import { namesCompanion } from '~/.server/generation/offline/illustrator/stage'
import type { SceneCompanion } from '~/.server/generation/scene'
import type { IllustrateRequest } from '~/.server/generation/types'
import { type TestPage, testRequest } from '../fixtures/scene-request'

// The faults an editor found in the offline pictures: a big vehicle named second left out, a
// sailing ship drawn as a liner, women captains with beards, the robot dog drawn twice, a wizard's
// beard drawn as a floating old man's head, a sleepy companion lying on the grass.

type Page = TestPage
const request = (page: Page, seed = 5): IllustrateRequest => testRequest(page, { seed })

const ROBOT_DOG: SceneCompanion = { kind: 'robot dog', category: 'toy', name: 'Bolt', details: [], pose: 'standing', face: 'happy' }
/** The robot's antenna light: one per robot dog drawn. */
const ANTENNA = 'fill="#ffd6d6"'
const count = (svg: string, s: string) => svg.split(s).length - 1
/** A piece of an emoji icon's own markup, to tell whether the icon is in a picture. */
const iconMark = (name: string) => (/ d="([^"]{24})/.exec(iconSvg(name, { x: 0, y: 0, size: 100 }, 'z'))?.[1] ?? name) as string

describe('the editor faults', () => {
  it('draws a big vehicle named second among the things, not only the first', () => {
    const pages: Page[] = [
      {
        view: 'close',
        hero: { pose: 'standing', face: 'worried' },
        companion: { ...ROBOT_DOG, pose: 'reaching' },
        others: ['firefighter'],
        objects: ['hydrant', 'fire engine', 'hose'],
        caption:
          'Close by the fire red engine, a firefighter heaves on the big tap of the fire hydrant, while Mia and Bolt watch the flat hose, worried.',
      },
      {
        view: 'close',
        hero: { pose: 'holding', face: 'determined' },
        companion: ROBOT_DOG,
        others: ['firefighters', 'kitten'],
        objects: ['ladder', 'fire engine', 'helmet'],
        caption:
          'Close up, Mia holds the foot of a long silver ladder steady beside a firefighter, while another firefighter climbs down with the kitten, and Bolt watches.',
      },
      { place: 'street', view: 'medium', companion: ROBOT_DOG, objects: ['cones', 'ice-cream van'], caption: 'Mia waves at the cones.' },
      {
        place: 'field',
        view: 'close',
        companion: ROBOT_DOG,
        objects: ['bucket', 'tractor'],
        caption: 'Mia holds the bucket by the tractor.',
      },
    ]
    for (const page of pages)
      for (const seed of [1, 5, 9]) {
        const layout = sceneLayout(request(page, seed))
        const word = page.objects?.[1] as string
        const box = layout.things?.[word]
        expect(box, `${word} (seed ${seed})`).toBeDefined()
        if (!box) continue
        // In the frame and big enough to know, behind the pair (never over the hero's face).
        const f = layout.frame
        const inside = Math.max(0, Math.min(box.x + box.w, f.x + f.w) - Math.max(box.x, f.x))
        expect(inside).toBeGreaterThan(box.w * 0.5)
        expect(box.h).toBeGreaterThan(f.h * 0.2)
        const head = layout.hero.head
        const overFace = head[0] > box.x && head[0] < box.x + box.w && head[1] > box.y && head[1] < box.y + box.h
        if (overFace) expect(layout.things?.[word] && box.y + box.h).toBeLessThanOrEqual(layout.hero.box.y + layout.hero.box.h + 1)
      }
  })

  it("draws a vehicle's seat on the vehicle, never a second tractor beside it", () => {
    const svg = composeScene(
      request({
        place: 'farmyard',
        view: 'behind',
        objects: ['old red tractor', 'tractor seat'],
        others: ['hen'],
        caption: 'Seen from behind, Mia tiptoes after the hen as she hops onto the seat of an old red tractor.',
      }),
    )
    expect(svg).not.toContain(iconMark('tractor'))
  })

  it('draws a sailing ship of old for a pirate ship, a galleon, a tall ship, never a cruise liner', () => {
    const liner = iconMark('ship')
    for (const word of ['pirate ship', 'galleon', 'tall ship', 'sailing ship', 'ship', 'two pirate ships']) {
      expect(resolveNoun(word)).toMatchObject({ type: 'prop', prop: { where: 'landmark' } })
      for (const place of ['beach', 'harbour', 'open-sea'] as const) {
        const svg = composeScene(request({ place, view: 'wide', objects: [word], caption: `Mia looks at the ${word}.` }))
        expect(svg, `${word} at the ${place}`).not.toContain(liner)
      }
    }
    // A pirate ship flies the black flag; a cruise ship is still a liner.
    const pirate = composeScene(
      request({ place: 'beach', view: 'wide', objects: ['pirate ship'], caption: 'Mia waves at the pirate ship.' }),
    )
    expect(pirate).toContain('#1d1d24')
    expect(
      composeScene(request({ place: 'harbour', view: 'wide', objects: ['cruise ship'], caption: 'Mia sees a cruise ship.' })),
    ).toContain(liner)
    // On the ship's own deck, its sails and the ship itself are the place: no toy boat beside the child.
    const deck = sceneLayout(request({ place: 'ship-deck', objects: ['pirate ship', 'patched sails'], caption: 'Mia stands on the deck.' }))
    expect(deck.key).toBeUndefined()
    expect(deck.things).toBeUndefined()
  })

  it('draws women captains as women, with no beard, from the words', () => {
    expect(genderOf('woman pirate captain')).toBe('she')
    expect(genderOf('lady skipper')).toBe('she')
    expect(genderOf('man pirate captain')).toBe('he')
    expect(genderOf('pirate captain')).toBeUndefined()
    expect(genderOf('mango')).toBeUndefined()
    expect(drawingFor('woman pirate captain')).toMatchObject({ by: 'person', role: 'pirate captain', pronoun: 'she' })
    for (const word of ['woman pirate captain', 'woman skipper', 'woman captain', 'lady captain', 'woman sea captain']) {
      const r = resolveNoun(word)
      expect(r?.type === 'actor' && r.actor.look?.beard, word).toBeFalsy()
      expect(r?.type === 'actor' && r.actor.look?.outfit.top, word).toBe('coat')
    }
    // The caption's pronoun, in the person's own words only.
    expect(pronounOf('the captain strides past with a yellow parrot on her shoulder.', 'pirate captain', ['Mia'])).toBe('she')
    expect(pronounOf('Captain Fettle waves his hat at Mia.', 'captain', ['Mia'])).toBe('he')
    expect(pronounOf('Mia stands by the captain, while Bolt wags his tail.', 'captain', ['Mia', 'Bolt'])).toBeUndefined()
    expect(pronounOf('the captain smiles at Mia, who holds her hat.', 'captain', ['Mia'])).toBeUndefined()
    expect(resolveNoun('pirate captain', undefined, undefined, 'she')).toMatchObject({ type: 'actor' })
    const she = resolveNoun('pirate captain', undefined, undefined, 'she')
    expect(she?.type === 'actor' && she.actor.look?.beard).toBeFalsy()
    // A pirate captain wears the pirate's hat, not a sea captain's cap.
    expect(she?.type === 'actor' && she.actor.look?.hat).toBe('pirate')
  })

  it('draws the robot dog once when the page names it among its things or people', () => {
    expect(namesCompanion('robot dog', ROBOT_DOG)).toBe(true)
    expect(namesCompanion('little copper robot dog', ROBOT_DOG)).toBe(true)
    expect(namesCompanion('Bolt', ROBOT_DOG)).toBe(true)
    expect(namesCompanion('robot dogs', ROBOT_DOG)).toBe(false)
    expect(namesCompanion('big dog', ROBOT_DOG)).toBe(false)
    const dog: SceneCompanion = { kind: 'dog', category: 'animal', name: 'Biscuit', details: [], pose: 'standing', face: 'happy' }
    // The tale's own dog stays, unless the words say it is the companion.
    expect(namesCompanion('dog', dog, 'Mia and Biscuit meet a dog.')).toBe(false)
    expect(namesCompanion('dog', dog, 'Biscuit, a scruffy dog, sits.')).toBe(true)
    for (const page of [
      { view: 'close', objects: ['robot dog', 'doorstep'], caption: 'Close up, Mia kneels on the doorstep beside Bolt, the robot dog.' },
      {
        view: 'wide',
        objects: ['robot dog', 'garden gates'],
        others: ['dogs'],
        caption: 'Dogs bark while Bolt, a robot dog, sits silent.',
      },
      { view: 'medium', objects: ['bench'], others: ['robot dog'], caption: 'Mia and Bolt the robot dog walk in the park.' },
    ] as Page[])
      for (const seed of [1, 2, 3]) expect(count(composeScene(request({ ...page, companion: ROBOT_DOG }, seed)), ANTENNA)).toBe(1)
  })

  it("draws a wizard's beard on the wizard, never as a floating old man's head", () => {
    const head = iconMark('old-man')
    for (const word of ['beard', 'huge grey beard']) {
      const page: Page = {
        place: 'tower-room',
        view: 'close',
        others: ['wizard'],
        objects: ['tonic bottle', 'mirror', word],
        caption:
          'In a cosy wizard tower, an old wizard with a thin, wispy beard drinks from a fizzing green bottle while Mia and Bolt watch.',
        companion: ROBOT_DOG,
      }
      const svg = composeScene(request(page))
      expect(svg).not.toContain(head)
      // The wizard is there, in his hat, whatever the room left.
      expect(count(svg, 'wizard') + (svg.match(/#4b3fa0|#5b4bb7/g)?.length ?? 0)).toBeGreaterThan(0)
      expect(sceneLayout(request(page)).things?.[word]).toBeUndefined()
      // Alone, a beard is a beard.
      expect(
        composeScene(request({ objects: [word], hero: { pose: 'holding' }, caption: 'Mia holds up a dressing-up beard.' })),
      ).not.toContain(head)
    }
  })

  it('draws the grown-up the page is about however little room is left: the old lady handed her wallet', () => {
    const dragon: SceneCompanion = {
      kind: 'dragon',
      category: 'creature',
      name: 'Ember',
      details: ['little'],
      pose: 'standing',
      face: 'happy',
    }
    for (const seed of [1, 3, 5]) {
      const layout = sceneLayout(
        request(
          {
            place: 'hallway',
            view: 'medium',
            hero: { pose: 'holding' },
            companion: dragon,
            others: ['old woman', 'neighbour'],
            objects: ['wallet', 'purple hat', 'handbag'],
            caption:
              'On the landing, an old lady in a purple hat smiles at her open front door as Mia hands her the brown wallet, with Ember and the neighbour beside her.',
          },
          seed,
        ),
      )
      const box = layout.things?.['old woman']
      expect(box, `seed ${seed}`).toBeDefined()
      if (!box) continue
      // Behind the pair, face clear of the hero's.
      const head = layout.hero.head
      expect(head[0] > box.x && head[0] < box.x + box.w && head[1] > box.y && head[1] < box.y + box.h * 0.35).toBe(false)
    }
  })

  it('keeps a sleepy companion with the hero: carried, or sitting and dozing, not lying on the grass', () => {
    const teddy: SceneCompanion = { kind: 'teddy', category: 'toy', name: 'Teddy', details: [], pose: 'sleeping', face: 'sleepy' }
    // Carried home asleep: in the hero's arms, off the ground.
    const carried = sceneLayout(
      request({
        time: 'dusk',
        hero: { pose: 'carrying', face: 'sleepy' },
        companion: teddy,
        objects: ['path'],
        caption: 'At dusk Mia carries sleepy Teddy home along the path.',
      }),
    )
    const c = carried.companion?.box
    const h = carried.hero.box
    expect(c).toBeDefined()
    if (!c) return
    expect(c.x < h.x + h.w && c.x + c.w > h.x).toBe(true)
    expect(c.y + c.h).toBeLessThan(h.y + h.h * 0.8)
    // A wizard asleep beside a child at supper sits and dozes; the words' "dozes" sits a robot dog the tale has sitting.
    const wizard: SceneCompanion = { kind: 'wizard', category: 'person', name: 'Merlin', details: [], pose: 'sleeping', face: 'calm' }
    const supperWith = (pose: 'sitting' | 'lying') =>
      sceneLayout(
        request({
          place: 'kitchen',
          time: 'night',
          hero: { pose, face: 'sleepy' },
          companion: wizard,
          objects: ['teapot'],
          caption: 'Mia rests after supper while Merlin snores.',
        }),
      ).companion?.box
    const sits = supperWith('sitting')
    const liesToo = supperWith('lying')
    expect(sits && liesToo && sits.h / sits.w > (liesToo.h / liesToo.w) * 1.2).toBe(true)
    const dozing = sceneLayout(
      request({
        time: 'dusk',
        hero: { pose: 'sitting', face: 'sleepy' },
        companion: { ...ROBOT_DOG, pose: 'sitting', face: 'sleepy' },
        objects: ['ice cream'],
        caption: 'Mia eats an ice cream, while Bolt dozes nearby.',
      }),
    ).companion?.box
    // Sitting up (a lying dog is about four times as long as it is high).
    expect(dozing && dozing.h / dozing.w > 0.55).toBe(true)
  })
})

describe('a grown-up companion by role', () => {
  it('is drawn as the words say: a woman lighthouse keeper has no beard', () => {
    const keeper = (pronouns: 'she' | 'he') =>
      companionActor({
        name: 'Pengelly',
        kind: 'lighthouse keeper',
        category: 'person',
        pronouns,
        details: ['old'],
        pose: 'standing',
        face: 'happy',
      } as SceneCompanion)
    expect(keeper('she').look?.beard).toBeFalsy()
    expect(keeper('he').look?.beard).toBe('full')
  })
})
