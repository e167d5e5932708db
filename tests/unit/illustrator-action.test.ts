import { describe, expect, it } from 'vitest'
import { composeScene, sceneLayout } from '~/.server/generation/offline/illustrator'
import { heroAct } from '~/.server/generation/offline/illustrator/action'
import { drawPerson } from '~/.server/generation/offline/illustrator/person'
import { resolveEntry, resolveNoun } from '~/.server/generation/offline/illustrator/props'
import type { Pose, SceneSpec } from '~/.server/generation/scene'
import type { IllustrateRequest } from '~/.server/generation/types'
import type { HeroLook } from '~/lib/hero-look'
import { heroLook } from '~/.server/generation/offline/illustrator/looks'

const LOOK: HeroLook = { skinTone: 3, hairStyle: 'bun', hairColor: 'brown', glasses: false, wheelchair: false, hearingAid: false }

type Page = {
  caption: string
  pose: Pose
  objects: string[]
  place?: SceneSpec['place']
  view?: SceneSpec['view']
  look?: Partial<HeroLook>
}

function scene({ caption, pose, objects, place = 'garden', view = 'medium', look = {} }: Page): SceneSpec {
  return {
    theme: 'adventure',
    place,
    time: 'day',
    weather: 'clear',
    view,
    hero: { name: 'Nia', age: 7, pronouns: 'she', pose, face: 'determined', look: { ...LOOK, ...look } },
    companion: null,
    others: [],
    objects,
    caption,
  }
}

const request = (page: Page, seed = 3): IllustrateRequest => ({ scene: scene(page), seed, index: 1, total: 6, childAge: 7 })

/** How far apart two boxes are (0 when they touch or overlap). */
function gap(a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }): number {
  const dx = Math.max(0, a.x - (b.x + b.w), b.x - (a.x + a.w))
  const dy = Math.max(0, a.y - (b.y + b.h), b.y - (a.y + a.h))
  return Math.hypot(dx, dy)
}

describe('the hero does the page’s deed', () => {
  it('reads the caption’s verb for the hero as a pose or a deed, with the thing it is done to', () => {
    const act = (caption: string, pose: Pose, objects: string[]) => heroAct(scene({ caption, pose, objects }))
    expect(
      act('Close up, Nia digs into the side of a huge, hard snowdrift with a small shovel, snow flying, while Waddles helps.', 'kneeling', [
        'snowdrift',
        'shovel',
      ]),
    ).toEqual({
      pose: 'kneeling',
      action: 'digging',
      thing: 'snowdrift',
      tool: 'shovel',
    })
    expect(
      act('Seen from behind, Nia and Noor strain to push a wooden handcart piled high with blankets up a hill.', 'pulling', [
        'blankets',
        'wooden handcart',
      ]),
    ).toMatchObject({
      pose: 'standing',
      action: 'pushing',
      thing: 'wooden handcart',
    })
    expect(
      act('Close up, Nia and the girl in plaits push and knead a lump of flat dough on a floury table.', 'holding', [
        'mixing bowl',
        'dough',
      ]),
    ).toMatchObject({
      action: 'kneading',
      thing: 'dough',
    })
    expect(
      act('Close up, Nia holds up a withered yellow pumpkin flower that has dropped off.', 'holding', [
        'pompom flowers',
        'fallen pumpkin flower',
      ]),
    ).toMatchObject({
      action: 'holding-up',
      thing: 'fallen pumpkin flower',
    })
    expect(
      act('Nia sits sleepily at the table holding a faded old recipe card from a tin.', 'sitting', ['recipe tin', 'old recipe card']),
    ).toEqual({
      pose: 'sitting',
      thing: 'old recipe card',
    })
    expect(act('Nia hauls the blue flag up the flagpole.', 'standing', ['flagpole', 'flag'])).toMatchObject({
      pose: 'pulling',
      thing: 'flag',
    })
    expect(
      act('Outside the snow cave, Nia and Waddles gaze up as the northern lights ripple.', 'standing', ['northern lights']),
    ).toMatchObject({
      action: 'gazing-up',
    })
    expect(act('Nia reads a fat book of spells by the fire.', 'sitting', ['fire', 'book'])).toMatchObject({
      pose: 'sitting',
      action: 'reading',
      thing: 'book',
    })
  })

  it('never takes a name, someone else’s deed or a look through binoculars for the hero’s deed', () => {
    const act = (caption: string, pose: Pose = 'standing', objects = ['bucket']) => heroAct(scene({ caption, pose, objects }))
    // The companion called Dig is not digging; the hero waved back is not the subject.
    expect(act('Nia and Dig set off with a bucket past a sign.', 'walking').action).toBeUndefined()
    expect(act('A warden waves Nia and Dig back from the foot of the cliffs.').action).toBeUndefined()
    // Watching someone reach is not reaching; a name before a comma is not the subject.
    expect(act('Nia and Bertie watch Marigold, a big orange digger, reach her long arm down.').pose).toBe('standing')
    expect(act('Seen from behind Nia, Marigold pushes the stone out of the mud.').action).toBeUndefined()
    expect(act('Nia holds a pair of old binoculars up to her eyes.', 'holding', ['binoculars'])).toEqual({
      pose: 'holding',
      thing: 'binoculars',
    })
    // Someone else does it to the hero, or beside them; a noun is not a verb.
    expect(act('At dusk, a very old woman hands Nia a lantern and points towards a distant ridge.', 'standing', ['lantern']).pose).toBe(
      'standing',
    )
    expect(act('Nia and Zib stand with a travelling bard carrying a lute.', 'standing', ['lute']).pose).toBe('standing')
    expect(act('Nia kneels at a rainy window holding an old tin with three paint pots.', 'kneeling', ['paint pots']).action).toBeUndefined()
    // A deed that cannot be drawn is not drawn: a thumb held up, a stick pushed; arms thrown in the air are a cheer, not a throw.
    expect(act('Seen from behind, Nia holds up a thumb at arm’s length.', 'pointing', []).pose).toBe('pointing')
    expect(act('Nia pushes a long stick down into the deep river.', 'reaching', ['long stick']).action).toBeUndefined()
    expect(act('Nia throws her arms in the air with a whoop.', 'standing', ['bike']).action).toBe('cheering')
    // Whole-body poses keep theirs: asleep in bed, swimming.
    expect(act('Nia lies in bed reading a book.', 'lying', ['book']).pose).toBe('lying')
  })

  it('puts the pushed cart against the hands, the sledge on a rope and the dug snow at the spade, even seen from behind', () => {
    const pushing: Page = {
      caption: 'Seen from behind, Nia strains to push a wooden handcart up a steep, snowy hill.',
      pose: 'pulling',
      objects: ['wooden handcart', 'blankets'],
      place: 'street',
      view: 'behind',
    }
    const pulling: Page = {
      caption: 'Across a wide white snowfield, Nia pulls a little sledge.',
      pose: 'pulling',
      objects: ['sledge'],
      place: 'snowfield',
      view: 'wide',
    }
    const digging: Page = {
      caption: 'Close up, Nia digs into the side of a huge snowdrift with a small shovel.',
      pose: 'kneeling',
      objects: ['snowdrift', 'shovel'],
      place: 'snowfield',
      view: 'close',
    }
    for (const page of [pushing, pulling, digging])
      for (const seed of [1, 2, 3]) {
        const { hero, key } = sceneLayout(request(page, seed))
        expect(key, page.caption).toBeDefined()
        // Within a hand's length of the hero: done, not stood beside.
        expect(gap(hero.box, key?.box ?? hero.box), page.caption).toBeLessThan(hero.box.h * 0.5)
      }
  })

  it('draws a wheelchair user’s arms doing the deed, not folded in the lap', () => {
    const look = { ...heroLook({ ...LOOK, wheelchair: true }, 7, 'she', 'Sam') }
    const at = (pose: Pose, action?: 'digging' | 'holding-up') =>
      drawPerson(look, pose, 'happy', { x: 400, y: 500, height: 200, facing: 1, lw: 2, id: 'h', ...(action ? { action } : {}) })
    const sitting = at('sitting')
    for (const pose of ['reaching', 'carrying', 'pulling'] as const) expect(at(pose).markup, pose).not.toBe(sitting.markup)
    // Reaching up: a hand above the head; holding something up: both hands at the head or higher.
    const reach = at('reaching')
    expect(Math.min(...reach.hands.map((h) => h[1]))).toBeLessThan(reach.head[1])
    const up = at('sitting', 'holding-up')
    expect(Math.max(...up.hands.map((h) => h[1]))).toBeLessThan(sitting.hands[0]?.[1] ?? 0)
  })

  it('draws the story things the editor missed as themselves', () => {
    const drawn = (noun: string) => {
      const r = resolveNoun(noun)
      return r?.type === 'prop' ? r.prop.draw({ c: (c: string) => c, lw: 2 } as never, 100, 100, 50, false) : ''
    }
    expect(resolveEntry('grandfather clock')?.name).toBe('grandfather clock')
    expect(resolveEntry('pumpkin plant')?.name).toBe('pumpkin plant')
    expect(drawn('bee hotel')).not.toBe(drawn('box'))
    // A blue-and-white teapot is china (blue on white), not recoloured white or drawn as a red icon.
    const pot = composeScene(
      request({ caption: 'An old blue-and-white teapot lies in the seaweed.', pose: 'standing', objects: ['teapot'], place: 'underwater' }),
    )
    expect(pot).toContain('#2f5fa8')
  })
})

describe('the deeds story pages ask for', () => {
  const act = (caption: string, pose: Pose, objects: string[]) => heroAct(scene({ caption, pose, objects }))

  it('reads each deed from the caption, with the thing it is done to and what the hands use', () => {
    expect(act('Nia lifts the lid of a small wooden chest full of cupcakes.', 'kneeling', ['sundial', 'treasure chest'])).toEqual({
      pose: 'kneeling',
      action: 'opening',
      thing: 'treasure chest',
    })
    expect(act('Nia waters the bean rows with a green watering can.', 'holding', ['bean rows', 'watering can'])).toEqual({
      pose: 'standing',
      action: 'pouring',
      thing: 'bean rows',
      tool: 'watering can',
    })
    expect(act('Nia pours water into a row of glasses.', 'standing', ['glasses'])).toMatchObject({ action: 'pouring', tool: 'jug' })
    expect(act('Nia stirs the cake mixture in a big bowl.', 'standing', ['big bowl'])).toMatchObject({
      action: 'stirring',
      thing: 'big bowl',
      tool: 'wooden spoon',
    })
    // The bowl named before the verb is the one stirred; a stick stirring the sea stirs no bowl and not the torch.
    expect(act('Nia sits with a big mixing bowl held between her knees, stirring.', 'sitting', ['mixing bowl'])).toMatchObject({
      action: 'stirring',
      thing: 'mixing bowl',
    })
    expect(
      act('Nia kneels by the sea, shining the torch on the water and stirring it with a stick.', 'kneeling', ['torch', 'stick']),
    ).toEqual({
      pose: 'kneeling',
      action: 'stirring',
      tool: 'stick',
    })
    expect(act('Nia snips at the enormous beard with big scissors.', 'holding', ['beard', 'scissors'])).toMatchObject({
      action: 'cutting',
      thing: 'beard',
      tool: 'scissors',
    })
    expect(act('Nia plants seedlings with Bolt.', 'standing', ['seedlings'])).toEqual({
      pose: 'kneeling',
      action: 'planting',
      thing: 'seedlings',
    })
    expect(act('Nia kneels by a cage, holding out a carrot to a guinea pig.', 'kneeling', ['cage', 'carrot'])).toEqual({
      pose: 'kneeling',
      action: 'offering',
      thing: 'carrot',
    })
    expect(act('Nia sits writing the tune down in a notebook.', 'sitting', ['notebook'])).toMatchObject({
      action: 'writing',
      thing: 'notebook',
      tool: 'pencil',
    })
    expect(act('Nia waves the wand again.', 'pointing', ['wand'])).toMatchObject({ action: 'waving', thing: 'wand' })
    expect(act('Nia waves goodbye at the gate.', 'standing', ['gate'])).toEqual({ pose: 'waving' })
    expect(act('Nia marches at the front of the parade.', 'walking', ['drum'])).toMatchObject({ pose: 'standing', action: 'marching' })
    expect(act('Nia cheers as the ball flies in.', 'standing', ['ball'])).toMatchObject({ action: 'cheering' })
    expect(act('Nia hugs the puppy tight.', 'standing', [])).toEqual({ pose: 'hugging' })
    expect(act('Nia climbs the wooden ladder up to the hayloft.', 'standing', ['ladder', 'hayloft'])).toEqual({
      pose: 'climbing',
      thing: 'ladder',
    })
  })

  it('does not read a noun or an adjective as the deed', () => {
    // The sea's waves, the cut grass, a shape cut from card, a tipped-over bin, climbing into a basket.
    expect(act('Nia shines a torch at the waves.', 'holding', ['torch']).pose).toBe('holding')
    expect(act('Nia turns over the cut grass with a rake.', 'holding', ['rake']).action).toBeUndefined()
    expect(act('Nia glues a star cut from tissue paper over the hole.', 'holding', ['tissue paper']).action).toBeUndefined()
    expect(act('Nia and Bolt tip the compost bin over.', 'pulling', ['compost bin']).action).toBeUndefined()
    expect(act('Nia climbs into the basket of a balloon.', 'standing', ['basket']).pose).toBe('standing')
    // A word of the deed used otherwise: the mixing bowl beside her, stirring in one's sleep, a shortcut across the field,
    // feet planted, dripping wet, a hat tipped, copying a dance, riding over waves.
    expect(act('Nia sticks a sign on the kitchen door, beside the mixing bowl.', 'holding', ['mixing bowl']).action).toBeUndefined()
    expect(act('Nia stirs in her sleep by the window.', 'sitting', ['window']).action).toBeUndefined()
    expect(act('Nia cuts across the field to the gate.', 'walking', ['gate']).action).toBeUndefined()
    expect(act('Nia plants her feet and pulls the rope.', 'standing', ['rope'])).toEqual({ pose: 'pulling', thing: 'rope' })
    expect(act('Nia stands dripping on the doormat.', 'standing', ['doormat']).action).toBeUndefined()
    expect(act('Nia tips her hat to the old captain.', 'standing', ['hat']).action).toBeUndefined()
    expect(act('Nia copies the robot’s dance.', 'standing', []).action).toBeUndefined()
    expect(act('Nia surfs over waves on a blue board.', 'standing', ['board'])).toEqual({ pose: 'standing' })
    // A deed after "who" is someone else's: the old woman hugs her.
    expect(act('Nia stands by the old woman, who hugs her.', 'standing', []).pose).toBe('standing')
    // Opening a letter is reading it; climbing up from a wheelchair is not drawn.
    expect(act('Nia opens a letter with a foreign stamp.', 'sitting', ['letter'])).toMatchObject({ action: 'reading', thing: 'letter' })
    expect(
      heroAct({
        ...scene({ caption: 'Nia climbs the ladder.', pose: 'standing', objects: ['ladder'] }),
        hero: { ...scene({ caption: '', pose: 'standing', objects: [] }).hero, look: { ...LOOK, wheelchair: true } },
      }).pose,
    ).toBe('standing')
  })

  it('gives each deed its own arms, and keeps a wheelchair user seated', () => {
    const deeds = [
      'opening',
      'pouring',
      'stirring',
      'cutting',
      'planting',
      'offering',
      'writing',
      'waving',
      'marching',
      'cheering',
    ] as const
    const at = (look: ReturnType<typeof heroLook>, action?: (typeof deeds)[number]) =>
      drawPerson(look, 'standing', 'happy', { x: 400, y: 500, height: 200, facing: 1, lw: 2, id: 'h', ...(action ? { action } : {}) })
    const walker = heroLook(LOOK, 7, 'she', 'Sam')
    const rider = heroLook({ ...LOOK, wheelchair: true }, 7, 'she', 'Sam')
    const still = at(walker)
    const seated = at(rider)
    const hands = new Set<string>()
    for (const deed of deeds) {
      const d = at(walker, deed)
      hands.add(d.hands.map((h) => h.map(Math.round).join(',')).join(' '))
      expect(d.markup, deed).not.toBe(still.markup)
      // In the chair: the head stays at the seated height, whatever the deed.
      expect(Math.abs(at(rider, deed).head[1] - seated.head[1]), deed).toBeLessThan(20)
    }
    // No two deeds with the same hands.
    expect(hands.size).toBe(deeds.length)
    // Cheering and waving: a hand above the head; planting: both hands low, near the ground.
    expect(Math.min(...at(walker, 'cheering').hands.map((h) => h[1]))).toBeLessThan(at(walker, 'cheering').head[1])
    expect(Math.min(...at(walker, 'waving').hands.map((h) => h[1]))).toBeLessThan(at(walker, 'waving').head[1])
  })

  it('puts the deed’s thing where the deed puts it: the chest at the hands, the glass under the stream, the carrot held out', () => {
    const pages: Array<Page & { held?: boolean }> = [
      { caption: 'Nia lifts the lid of a wooden chest.', pose: 'kneeling', objects: ['treasure chest'] },
      { caption: 'Nia pours milk into a glass.', pose: 'standing', objects: ['glass', 'jug'], place: 'kitchen' },
      { caption: 'Nia stirs a big bowl of cake mixture.', pose: 'standing', objects: ['mixing bowl'], place: 'kitchen' },
      { caption: 'Nia plants a tiny seedling.', pose: 'standing', objects: ['seedling'], place: 'allotment' },
      { caption: 'Nia slices the big loaf on the board.', pose: 'standing', objects: ['big loaf'], place: 'kitchen' },
      { caption: 'Nia holds out a carrot to the pony.', pose: 'standing', objects: ['carrot'], place: 'farmyard', held: true },
      { caption: 'Nia writes a list in her notebook.', pose: 'sitting', objects: ['notebook'], place: 'classroom', held: true },
      { caption: 'Nia waves a red flag.', pose: 'standing', objects: ['flag'], place: 'park', held: true },
    ]
    for (const page of pages)
      for (const seed of [1, 2]) {
        const { hero, key, held } = sceneLayout(request(page, seed))
        const thing = page.held ? held : (key?.box ?? held)
        expect(thing, page.caption).toBeDefined()
        expect(gap(hero.box, thing ?? hero.box), page.caption).toBeLessThan(hero.box.h * 0.3)
      }
    // Held out at arm's length, not hugged to the chest: the carrot is ahead of the hero's middle.
    const offer = sceneLayout(request(pages[5] as Page, 1))
    const middle = offer.hero.box.x + offer.hero.box.w / 2
    expect(Math.abs((offer.held?.x ?? middle) + (offer.held?.w ?? 0) / 2 - middle)).toBeGreaterThan(offer.hero.box.w * 0.25)
  })

  it('lifts a small creature in the hands like a thing, above the face', () => {
    const page: Page = {
      caption: 'Nia kneels at the pond, lifting a ladybird out of the water on a leaf.',
      pose: 'kneeling',
      objects: ['ladybird', 'leaf'],
    }
    expect(heroAct(scene(page))).toMatchObject({ action: 'holding-up', thing: 'ladybird' })
    for (const seed of [1, 2, 3]) {
      const { hero, held } = sceneLayout(request(page, seed))
      expect(held).toBeDefined()
      // Held up over the head: its bottom above the eyes, never a ladybird for a face.
      expect((held?.y ?? 0) + (held?.h ?? 0)).toBeLessThan(hero.head[1])
    }
  })

  it('draws the hero up the ladder or the tree the caption names, and walking up a path', () => {
    const ladder = composeScene(
      request({ caption: 'Nia climbs the wooden ladder to the hayloft.', pose: 'climbing', objects: ['ladder', 'hayloft'], place: 'barn' }),
    )
    const plain = composeScene(request({ caption: 'Nia climbs.', pose: 'climbing', objects: ['hayloft'], place: 'barn' }))
    expect(ladder).not.toBe(plain)
    const uphill = sceneLayout(
      request({ caption: 'Nia climbs the steep path to the lighthouse.', pose: 'climbing', objects: ['lighthouse'], place: 'beach' }),
    )
    const up = sceneLayout(request({ caption: 'Nia climbs a tall tree.', pose: 'climbing', objects: ['tree'], place: 'park' }))
    // Up the tree, the feet are off the ground; up the path they are on it.
    expect(up.hero.box.y + up.hero.box.h).toBeLessThan(uphill.hero.box.y + uphill.hero.box.h - 10)
  })
})

describe('a book the caption has open is read, in the hands (c68/3: "the book is closed on the floor", "already asleep")', () => {
  it('reads the book open on the bed, and sits up in bed to read it rather than lying asleep', () => {
    const sits = heroAct(
      scene({
        caption: 'At bedtime, Nia sits on the bed with a big dinosaur book open at a picture of a T. rex, and Grandpa beside her.',
        pose: 'sitting',
        objects: ['book', 'bed', 'toy dinosaur'],
        place: 'bedroom',
      }),
    )
    expect(sits).toMatchObject({ pose: 'sitting', action: 'reading', thing: 'book' })
    const lies = heroAct(
      scene({
        caption: 'At night, Nia lies tucked up in bed, smiling, with the dinosaur book open at the T. rex page.',
        pose: 'lying',
        objects: ['book', 'bed'],
        place: 'bedroom',
      }),
    )
    expect(lies).toMatchObject({ pose: 'sitting', action: 'reading', thing: 'book' })
  })
  it('leaves a book that is only there, and someone else’s open book', () => {
    expect(
      heroAct(scene({ caption: 'Nia lies in bed, fast asleep, the book on the floor.', pose: 'lying', objects: ['book', 'bed'] })).action,
    ).toBe(undefined)
    expect(
      heroAct(scene({ caption: 'Nia listens while Grandpa sits with the book open on his lap.', pose: 'sitting', objects: ['book'] }))
        .action,
    ).toBe(undefined)
  })
})

describe('a child conducting stands with both arms raised (c68/1: "Dev lies flat rather than conducting")', () => {
  it('reads conducting and arms raised like a conductor as both arms up, under the sea too', () => {
    for (const caption of [
      'A wide view of the ring of stones, with every sea creature singing, Nia conducting from a rock.',
      'Nia stands on a rock in the middle of the ring, arms raised like a conductor.',
      'Nia conducts the choir of frogs.',
    ])
      expect(heroAct(scene({ caption, pose: 'standing', objects: ['rock'], place: 'underwater' })).action).toBe('cheering')
  })
})

describe('only "as if conducting" keeps the hands on what they hold', () => {
  it('keeps the lead and the pointing of a child who only looks as if conducting', () => {
    const act = heroAct(
      scene({
        caption: 'Nia stands on the path holding the dog’s lead, pointing up at the cat on a fence, as if conducting them both.',
        pose: 'standing',
        objects: ['lead', 'fence'],
      }),
    )
    expect(act.action).not.toBe('cheering')
  })
})
