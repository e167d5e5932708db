/**
 * An actor is anything that stands in a picture and can take a pose: the hero, a person, an
 * animal, a dragon, a robot, a digger. The staging only knows this interface; each kind of actor
 * decides what a pose and a face mean for it (a digger cannot wave; a dog can sit and sleep).
 */
import type { Face, Pose } from '~/.server/generation/scene'
import type { SizeWord } from './moment'
import { type Drawn, drawPerson, type PersonLook, type PersonOptions } from './person'

/** How the staging asks an actor to draw itself: a person's options, sized by the depth's scale. */
export type DrawOptions = Omit<PersonOptions, 'height'> & {
  /** World units per metre at this depth. */
  m: number
  pose: Pose
  face: Face
}

export type { Drawn }

export type Actor = {
  kind: 'person' | 'animal' | 'creature' | 'robot' | 'vehicle' | 'toy' | 'thing'
  /** Height and width in metres, standing. */
  height: number
  width: number
  /** Hovers above the ground (birds, fairies, ghosts, rockets in flight). */
  flies?: boolean
  /** Swims (fish, whales): drawn in water, or hovering under the sea. */
  swims?: boolean
  /** Swims, and lies out on rocks and sand too (a seal, a turtle): drawn on the ground, never in a bowl. */
  hauls?: boolean
  /** The hero can ride it: the saddle is this share of its height above the ground, at this share of its width from its centre (toward its head). */
  ride?: { seat: number; forward: number }
  /** Which way the drawing faces before mirroring. */
  faces: 1 | -1 | 0
  /** The poses this actor can really take; others become the nearest one it can. */
  pose: (pose: Pose) => Pose
  draw: (o: DrawOptions) => Drawn
  /** A person's look, so the page can change it: the family's skin, a coat taken off, a tool in the hand. */
  look?: PersonLook
}

/** A person actor from a look (the hero, family, villagers). */
export function personActor(look: PersonLook): Actor {
  return {
    kind: 'person',
    height: look.build.height,
    width: look.build.height * 0.42,
    faces: 1,
    pose: (p) => p,
    look,
    draw: (o) =>
      drawPerson(look, o.pose, o.face, {
        x: o.x,
        y: o.y,
        height: look.build.height * o.m,
        facing: o.facing,
        lw: o.lw,
        id: o.id,
        ...(o.back ? { back: true } : {}),
        ...(o.aim ? { aim: o.aim } : {}),
        ...(o.action ? { action: o.action } : {}),
        ...(o.held ? { held: o.held } : {}),
        ...(o.seat !== undefined ? { seat: o.seat } : {}),
        ...(o.worn ? { worn: o.worn } : {}),
        ...(o.mounted ? { mounted: true } : {}),
        ...(o.eyesOpen ? { eyesOpen: true } : {}),
      }),
  }
}

/**
 * How wide a figure stands on the ground in a pose: seated (on a chair, or in a wheelchair) or
 * kneeling, a person's knees reach out in front, so two seated side by side need more room than two
 * standing (a grown-up's chair was drawn over a wheelchair hero).
 */
export function widthIn(actor: Actor, pose: Pose | undefined): number {
  const seated = actor.kind === 'person' && (pose === 'sitting' || pose === 'kneeling' || !!actor.look?.wheelchair)
  return seated ? Math.max(actor.width, actor.height * 0.62) : actor.width
}

/** The same person in a changed look (the hero's skin on Nana, Grandad's coat off); any other actor as it is. */
export function restyled(actor: Actor, change: (look: PersonLook) => PersonLook): Actor {
  if (!actor.look) return actor
  const look = change(actor.look)
  return { ...actor, look, draw: personActor(look).draw }
}

/** The same actor drawn `k` times its size (a house-sized mother dinosaur, a tiny fairy). */
export function resized(actor: Actor, k: number): Actor {
  if (k === 1 || !Number.isFinite(k) || k <= 0) return actor
  return { ...actor, height: actor.height * k, width: actor.width * k, draw: (o) => actor.draw({ ...o, m: o.m * k }) }
}

/**
 * How many times its drawn size the words make a figure: a creature huge or as tall as a house,
 * little or tiny; a person only tiny (a fairy in a pocket) or house-high, never shrunk for "little"
 * (a little sister is drawn at her age). `sized` says the drawing already took its own size word
 * (a companion's details), so only a stronger one counts.
 */
export function sizeFactor(actor: Actor, size: SizeWord | undefined, sized: SizeWord | undefined = undefined): number {
  if (!size) return 1
  // A person's drawing takes no size word of its own.
  if (actor.kind === 'person' || actor.kind === 'robot') return size === 'tiny' ? 0.25 : size === 'house' ? 1.6 : 1
  if (size === sized) return 1
  const h = actor.height
  if (actor.kind === 'vehicle' || actor.kind === 'thing') return 1
  // The drawing took "big" or "little" already: from there.
  const base = sized === 'big' ? 1.35 : sized === 'small' ? (h > 1 ? 0.45 : 0.65) : 1
  const want =
    size === 'house'
      ? Math.max(3, 5.5 / Math.max(h / base, 0.05))
      : size === 'huge'
        ? 2.2
        : size === 'big'
          ? 1.35
          : size === 'small'
            ? h / base > 1
              ? Math.max(0.5 / (h / base), 0.45)
              : 0.65
            : actor.kind === 'toy'
              ? 0.5
              : h / base > 1
                ? Math.max(0.25 / (h / base), 0.15)
                : 0.35
  return want / base
}
