/**
 * What the hero does on the page, read from the caption's verb. The scene's pose is coarse (standing,
 * kneeling, holding); the caption says "Nia digs into the snowdrift with a small shovel". The deed
 * sets the hero's arms (the legs stay the pose's: kneeling while digging, seated in a wheelchair),
 * names the thing it is done to, which becomes the page's key thing, and the tool in the hands, so
 * the picture shows the hero doing it, not standing beside it.
 */
import type { Pose, SceneSpec } from '~/.server/generation/scene'

/** Deeds the person rig draws beyond the scene's poses: their arms are the action's own. */
export const ACTIONS = ['holding-up', 'pushing', 'digging', 'kneading', 'throwing', 'painting', 'reading', 'stamping'] as const
export type Action = (typeof ACTIONS)[number]

export type Act = {
  /** The pose the figure takes (its legs): the scene's, or the one the verb says. */
  pose: Pose
  action?: Action
  /** The page's object the deed is done to ("wooden handcart"), as the scene names it. */
  thing?: string
  /** The page's object the hands use for it ("shovel" in "digs … with a small shovel"). */
  tool?: string
}

/** The caption's verbs for the hero, most telling first: "push and knead" is kneading. */
const VERBS: ReadonlyArray<readonly [RegExp, Action | Pose]> = [
  [/\bknead(?:s|ing)?\b/, 'kneading'],
  [/\b(?:digs?|digging|dug|shovels|shovelling)\b/, 'digging'],
  [/\b(?:paints?|painting|draws|sketches|sketching)\b/, 'painting'],
  [/\b(?:reads|reading)\b/, 'reading'],
  [/\b(?:throws?|throwing|threw|toss(?:es|ing)?|flings?|flinging|bowls|bowling)\b/, 'throwing'],
  [/\b(?:stamps?|stamping|stomps?|stomping)\b/, 'stamping'],
  // Held up to show, not up to the eyes (binoculars are looked through, at the face).
  [
    /\b(?:hold(?:s|ing)?|lift(?:s|ing)?|rais(?:es|ing)|held) (?:[a-z'-]+ ){0,6}?up\b(?! to (?:his|her|their|its|the) (?:eyes?|face|ear))|\blift(?:s|ing)?\b/,
    'holding-up',
  ],
  [/\b(?:push(?:es|ing)?|shov(?:es|ing)|wheels (?:a|the))\b/, 'pushing'],
  [/\b(?:pull(?:s|ing)?|haul(?:s|ing)?|drag(?:s|ging)?|tug(?:s|ging)?|heav(?:es|ing)?|tows?|towing)\b/, 'pulling'],
  [/\bcarr(?:y|ies|ying)\b/, 'carrying'],
  [/\b(?:hold(?:s|ing)?|clutch(?:es|ing)?|grips?|gripping)\b/, 'holding'],
  [/\breach(?:es|ing)?\b/, 'reaching'],
  [/\bpoint(?:s|ing)?\b/, 'pointing'],
]

/** Scene poses a deed may refine: the body stays put while the hands act. Whole-body poses keep theirs. */
const REFINED: ReadonlySet<Pose> = new Set<Pose>([
  'standing',
  'walking',
  'holding',
  'carrying',
  'pulling',
  'pointing',
  'reaching',
  'kneeling',
  'sitting',
])
/** Poses whose legs a deed keeps: kneeling while kneading, sitting while reading. */
const KEEPS_LEGS: ReadonlySet<Pose> = new Set<Pose>(['kneeling', 'sitting'])
/** Scene poses a plain verb may replace: "hauls the flag" is pulling, though the tale said standing. */
const VAGUE: ReadonlySet<Pose> = new Set<Pose>(['standing', 'holding', 'walking'])

/** Verbs of watching or waiting: what follows them is done by someone else. */
const WATCHING = /\b(?:watch(?:es|ing)?|looks?|looking|sees?|stares?|gazes?|peers?|peep|peeps|listens?|waits?|cheers?)\b/

const isAction = (v: Action | Pose): v is Action => (ACTIONS as readonly string[]).includes(v)

/**
 * The hero's part of the caption: from their name to the end of their clause ("…, while Noor
 * helps"), case kept so that a name is never read as a verb ("Jack and Dig set off"). A comma
 * before someone else's name ends it; one in a list does not ("a huge, hard snowdrift"), and a
 * name followed by a comma is not the subject ("Seen from behind Arlo, Marigold stretches").
 */
export function heroClause(caption: string, name: string): string {
  const plain = name.replace(/[^\p{L}' -]/gu, '').trim()
  if (!plain) return ''
  const at = new RegExp(`(?<![\\p{L}])${plain}(?![\\p{L}])(?:'s)?`, 'u').exec(caption)
  if (!at) return ''
  const rest = caption.slice(at.index + at[0].length)
  const end = /[.;:]|\b(?:while|as|but|where|until)\b|, (?=[A-Z]|and\b)|^,/.exec(rest)
  return end ? rest.slice(0, end.index) : rest
}

/** Content words of an object's name that a caption would repeat: "nail in a saucer of water" → nail, saucer, water. */
function namesOf(object: string): string[] {
  return object
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2 && !STOP.has(w))
    .map((w) => w.replace(/(?:es|s)$/, ''))
}
const STOP = new Set(['the', 'and', 'with', 'old', 'big', 'small', 'little', 'tiny', 'huge', 'for', 'from', 'into', 'onto', 'its'])

/**
 * Where an object is named in the text, or -1: by its head noun ("card" of "old recipe card"), else,
 * ranked after every head, by another of its words ("recipe tin" is not the card held). Of two named
 * at one place, the one more of whose words the text repeats ("pumpkin flower", not "pompom flowers").
 */
function firstMention(text: string, object: string): number {
  const at = (w: string) => new RegExp(`\\b${w}(?:e?s)?\\b`, 'i').exec(text)?.index ?? -1
  const words = namesOf(object)
  const headWords = namesOf(object.split(/ (?:of|in|on|with|for) /)[0] ?? object)
  const head = headWords.length ? at(headWords[headWords.length - 1] as string) : -1
  const found = words.map(at).filter((i) => i >= 0)
  if (!found.length) return -1
  const base = head >= 0 ? head : 1000 + Math.min(...found)
  return base - found.length / (words.length + 1)
}

/** The deed the caption gives the hero, with the thing it is done to and the tool. */
export function heroAct(scene: SceneSpec): Act {
  const pose = scene.hero.pose
  const none: Act = { pose }
  if (!REFINED.has(pose)) return none
  const clause = heroClause(scene.caption ?? '', scene.hero.name)
  if (!clause) return none
  const found = VERBS.map(([re, to]) => ({ to, at: re.exec(clause) })).find((v) => v.at)
  if (!found?.at) return none
  // "watch Marigold reach her arm down": the deed after a watching verb is someone else's.
  const watching = WATCHING.exec(clause)
  if (watching && watching.index < found.at.index) return none
  // The thing is named after the verb's first word ("holds a pair of binoculars up").
  const after = clause.slice(found.at.index + (found.at[0].split(' ')[0]?.length ?? 0))
  const toolAt = /\bwith (?:a|an|the|his|her|their|some) /.exec(after)
  const beforeTool = toolAt ? after.slice(0, toolAt.index) : after
  const mentioned = (text: string) =>
    scene.objects
      .map((o) => ({ o, i: firstMention(text, o) }))
      .filter((m) => m.i >= 0)
      .sort((a, b) => a.i - b.i)[0]?.o
  const thing = mentioned(beforeTool)
  // Only hands that work with something take a tool ("digs with a small shovel"), not "pulls a sledge with a tent".
  const tool = toolAt && (found.to === 'digging' || found.to === 'painting') ? mentioned(after.slice(toolAt.index)) : undefined
  const parts = { ...(thing ? { thing } : {}), ...(tool && tool !== thing ? { tool } : {}) }
  if (isAction(found.to)) return { pose: KEEPS_LEGS.has(pose) ? pose : 'standing', action: found.to, ...parts }
  // A plain verb: the pose it names, where the tale's pose said less.
  const verbPose = found.to
  return { pose: VAGUE.has(pose) || verbPose === pose ? verbPose : pose, ...parts }
}

/** The scene with the deed's thing first among its objects: the key thing is what the hero acts on. */
export function withActedThingFirst(scene: SceneSpec, act: Act): SceneSpec {
  if (!act.thing || scene.objects[0] === act.thing) return scene
  return { ...scene, objects: [act.thing, ...scene.objects.filter((o) => o !== act.thing)] }
}
