import { describe, expect, it } from 'vitest'
import { ACTIONS } from '~/.server/generation/offline/illustrator/action'
import { heroLook } from '~/.server/generation/offline/illustrator/looks'
import { drawPerson } from '~/.server/generation/offline/illustrator/person'
import { POSES } from '~/.server/generation/scene'

type Pt = [number, number]

/** How near a segment comes to a point. */
function distance(p: Pt, a: Pt, b: Pt): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]]
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)))
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy))
}

/** How near the near arm (drawn over the head) comes to the middle of the face, in head radii: over the hair is fine. */
function armToFace(age: number, pose: (typeof POSES)[number], action?: (typeof ACTIONS)[number]): number {
  const look = heroLook(
    { skinTone: 3, hairStyle: 'curly', hairColor: 'brown', glasses: false, wheelchair: false, hearingAid: false },
    age,
    'he',
    'Rafa',
  )
  const d = drawPerson(look, pose, 'happy', { x: 0, y: 0, height: 200, facing: 1, lw: 2, id: 't', ...(action ? { action } : {}) })
  // The arm is swung clear rather than hidden: a reaching hand that vanished behind the head would lose the page's deed.
  expect(d.nearArmUnderHead).toBe(false)
  const [shoulder, elbow, wrist] = d.nearArm as [Pt, Pt, Pt]
  const face: Pt = [d.head[0] + d.headR * 0.35, d.head[1] + d.headR * 0.15]
  return Math.min(distance(face, shoulder, elbow), distance(face, elbow, wrist)) / d.headR
}

// A swimming toddler's arm lay right across the face (a blind editor's page of Rafa, two, under the sea).
describe('the near arm never crosses the face', () => {
  for (const age of [2, 6, 10]) {
    for (const pose of POSES) it(`${pose}, age ${age}`, () => expect(armToFace(age, pose)).toBeGreaterThan(0.6))
    for (const action of ACTIONS)
      it(`standing and ${action}, age ${age}`, () => expect(armToFace(age, 'standing', action)).toBeGreaterThan(0.6))
  }
})
