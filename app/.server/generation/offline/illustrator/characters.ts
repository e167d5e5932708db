import { openPeeps } from '@dicebear/collection'
import { createAvatar } from '@dicebear/core'
import { Pen } from './draw'
import { iconSvg, prefixIds, round } from './icons'
import type { CompanionIcon } from './props'
import { hashString, Rng } from './random'

/**
 * Characters. People are DiceBear "Open Peeps" (by Pablo Stanley, remixed by DiceBear; licence
 * CC0 1.0 per node_modules/@dicebear/open-peeps meta.license) — a colourful hand-drawn upper body,
 * to which we add hand-drawn legs, shoes and hands with roughjs so they stand in the scene. The
 * avatar is seeded by the name alone, so a hero looks the same on every page of a story. Creature
 * companions are Fluent Emoji Flat icons (MIT).
 *
 * Open Peeps draws its torso and arms beyond its 704×704 viewBox and masks them off; we drop the mask
 * and widen the viewBox to show the whole upper body.
 */

const SKIN = ['ffdbb4', 'edb98a', 'd08b5b', 'ae5d29', '694d3d'] as const
const SHIRTS = ['e78276', 'ffcf77', 'fdea6b', '78e185', '9ddadb', '8fa7df', 'e279c7'] as const
const TROUSERS = ['3d5a80', '5b4b8a', '2f6f6a', '7a4b2a', '34495e', '8a3b52', 'c2553f'] as const
const SHOES = ['e4572e', '2b2d42', 'f2a541', '3a86ff', 'f4f1ea'] as const
/** Child-friendly hair styles (no grey hair, beards or big hats). */
const HEADS = [
  'afro', 'bangs', 'bangs2', 'bantuKnots', 'bun', 'bun2', 'buns', 'cornrows', 'cornrows2', 'dreads1', 'dreads2', 'flatTop', 'hatBeanie',
  'hijab', 'long', 'longAfro', 'longBangs', 'longCurly', 'medium1', 'medium2', 'medium3', 'mediumBangs', 'mediumBangs2', 'mediumBangs3',
  'mediumStraight', 'pomp', 'short1', 'short2', 'short3', 'short4', 'short5', 'turban', 'twists', 'twists2',
] as const
/** Happy, friendly expressions only. */
const FACES = ['smile', 'smile', 'smile', 'calm', 'awe', 'lovingGrin1', 'cheeky'] as const

/** A character drawing in its own coordinates, ready to be placed. Its feet are at the bottom of the box. */
export type Figure = {
  /** Inner markup of the character's <svg> (identical wherever the same character appears). */
  inner: string
  viewBox: string
  /** width / height of the box. */
  aspect: number
  /** Which way the drawing looks before any mirroring. */
  facing: 'left' | 'right' | 'front'
  flying: boolean
  kind: 'person' | 'creature'
}

const PERSON_BOX = { x: -130, y: -20, w: 964, h: 1558 }

/** Open Peeps markup for a seed, without its metadata, mask or outer <svg>. */
function peepsMarkup(seed: string, colours: { skin: string; shirt: string }, idPrefix: string, rng: Rng): string {
  const svg = createAvatar(openPeeps, {
    seed,
    head: [rng.pick(HEADS)],
    face: [rng.pick(FACES)],
    skinColor: [colours.skin],
    clothingColor: [colours.shirt],
    facialHairProbability: 0,
    maskProbability: 0,
    accessoriesProbability: rng.chance(0.15) ? 100 : 0,
    accessories: ['glasses', 'glasses2', 'glasses3', 'glasses4'],
  }).toString()
  const inner = svg
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<metadata[\s\S]*?<\/metadata>/g, '')
    .replace(/<mask id="viewboxMask">[\s\S]*?<\/mask>/, '')
    .replace(/ mask="url\(#viewboxMask\)"/, '')
  return prefixIds(inner, idPrefix)
}

/** A standing person: hand-drawn legs and shoes, the Open Peeps upper body, and hands. */
export function personFigure(seedText: string, idPrefix: string): Figure {
  const seed = seedText.trim().toLowerCase().slice(0, 200) || 'friend'
  const rng = new Rng(hashString(`person:${seed}`))
  const skin = rng.pick(SKIN)
  const shirt = rng.pick(SHIRTS)
  const trousers = rng.pick(TROUSERS)
  const shoes = rng.pick(SHOES)
  const pen = new Pen(rng.fork('pen'))
  const ink = '#1a1a1a'
  const legs = pen.polygon(
    [
      [138, 1120],
      [570, 1120],
      [562, 1478],
      [394, 1478],
      [366, 1275],
      [342, 1275],
      [314, 1478],
      [146, 1478],
    ],
    { fill: `#${trousers}`, fillStyle: 'solid', stroke: ink, strokeWidth: 9, roughness: 0.9, bowing: 0.6 },
  )
  const shoe = (cx: number): string =>
    pen.ellipse(cx, 1494, 214, 80, { fill: `#${shoes}`, fillStyle: 'solid', stroke: ink, strokeWidth: 9, roughness: 0.8 })
  const hand = (cx: number): string => pen.circle(cx, 1205, 104, { fill: `#${skin}`, fillStyle: 'solid', stroke: ink, strokeWidth: 9, roughness: 0.7 })
  const inner = `${legs}${shoe(226)}${shoe(480)}${peepsMarkup(seed, { skin, shirt }, idPrefix, rng.fork('peeps'))}${hand(38)}${hand(668)}`
  return {
    inner,
    viewBox: `${PERSON_BOX.x} ${PERSON_BOX.y} ${PERSON_BOX.w} ${PERSON_BOX.h}`,
    aspect: PERSON_BOX.w / PERSON_BOX.h,
    facing: 'right',
    flying: false,
    kind: 'person',
  }
}

export function creatureFigure(creature: CompanionIcon, idPrefix: string): Figure {
  const svg = iconSvg(creature.icon, { x: 0, y: 0, size: 32 }, idPrefix)
  return { inner: svg, viewBox: '0 0 32 32', aspect: 1, facing: creature.facing, flying: creature.flying, kind: 'creature' }
}

/** Places a figure with its feet at (cx, foot), `height` tall, mirrored when asked. */
export function placeFigure(figure: Figure, at: { cx: number; foot: number; height: number; mirror: boolean }): string {
  const w = at.height * figure.aspect
  const transform = `translate(${round(at.cx)} ${round(at.foot - at.height)})${at.mirror ? ' scale(-1 1)' : ''}`
  return `<g transform="${transform}"><svg x="${round(-w / 2)}" y="0" width="${round(w)}" height="${round(at.height)}" viewBox="${figure.viewBox}">${figure.inner}</svg></g>`
}
