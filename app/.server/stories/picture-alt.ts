import { FACES, INDOOR_PLACES, PLACES, POSES, type Face, type Place, type Pose, type SceneSpec } from '../generation/scene'

/**
 * A page picture's alt text, made from the scene it was drawn from (the page's stored SceneSpec):
 * where it is, who is there and what they do, and the page's key things. Built from the scene's
 * fields rather than its caption: both illustrators draw those fields, while the caption is a prompt
 * the offline pictures do not always follow. Never the page text again: a screen reader reads that
 * next. An unreadable scene (an old or broken row) gives a plain 'Picture for page N'.
 */
export function pictureAlt(sceneJson: string, sequence: number): string {
  const scene = parseScene(sceneJson)
  const fallback = `Picture for page ${sequence}`
  if (!scene) return fallback
  const sentences = [setting(scene), figures(scene), things(scene, heldThing(scene))].filter((s): s is string => !!s)
  return sentences.length > 0 ? sentences.join(' ') : fallback
}

const POSE_WORDS: Record<Pose, string> = {
  standing: 'standing',
  walking: 'walking',
  running: 'running',
  jumping: 'jumping',
  climbing: 'climbing',
  sitting: 'sitting',
  lying: 'lying down',
  sleeping: 'asleep',
  pointing: 'pointing',
  holding: 'holding',
  reaching: 'reaching out',
  carrying: 'carrying',
  pulling: 'pulling',
  waving: 'waving',
  hugging: 'hugging',
  kneeling: 'kneeling',
  swimming: 'swimming',
  riding: 'riding',
  flying: 'flying',
}
/** Poses that take the page's first key thing: 'holding the map'. */
const TAKES_THING: ReadonlySet<Pose> = new Set<Pose>(['holding', 'carrying', 'pulling'])

const FACE_WORDS: Record<Face, string> = {
  happy: 'looking happy',
  excited: 'looking excited',
  laughing: 'laughing',
  calm: 'looking calm',
  curious: 'looking curious',
  surprised: 'looking surprised',
  worried: 'looking worried',
  scared: 'looking scared',
  sad: 'looking sad',
  determined: 'looking determined',
  proud: 'looking proud',
  sleepy: 'looking sleepy',
}

const TIME_WORDS: Record<string, string> = { morning: 'in the morning', dusk: 'at dusk', night: 'at night' }
const WEATHER_WORDS: Record<string, string> = {
  cloudy: 'under a cloudy sky',
  rain: 'in the rain',
  snow: 'in the snow',
  frost: 'on a frosty winter day',
  wind: 'on a windy day',
  fog: 'in the fog',
  storm: 'in a storm',
}
const VIEW_WORDS: Record<string, string> = { close: 'Close up: ', behind: 'Seen from behind: ' }

/** 'A forest of tall trees with a path and ferns, at night, in the rain.' */
function setting(scene: SceneSpec): string | null {
  const place = PLACES[scene.place] as string | undefined
  if (!place) return null
  const when = [TIME_WORDS[scene.time], INDOOR_PLACES.has(scene.place) ? undefined : WEATHER_WORDS[scene.weather]].filter(Boolean)
  const view = VIEW_WORDS[scene.view]
  return `${view ? `${view}${place}` : capitalise(place)}${when.length ? `, ${when.join(', ')}` : ''}.`
}

/** 'Mia is kneeling, looking happy, and the sleepy owl Hoot is sitting nearby.' */
function figures(scene: SceneSpec): string | null {
  const hero = scene.hero
  if (!hero?.name) return null
  const thing = heldThing(scene)
  const pose = POSES.includes(hero.pose) ? `${POSE_WORDS[hero.pose]}${thing ? ` the ${thing}` : ''}` : null
  const face = FACES.includes(hero.face) ? FACE_WORDS[hero.face] : null
  const doing = [pose, face].filter(Boolean).join(', ')
  let sentence = doing ? `${hero.name} is ${doing}` : `${hero.name} is there`
  const companion = scene.companion
  if (companion) {
    const who = companionName(companion)
    const where = POSES.includes(companion.pose) ? `is ${POSE_WORDS[companion.pose]} nearby` : 'is nearby'
    sentence += `, and ${who} ${where}`
  }
  return `${sentence}.`
}

/** What the hero holds, carries or pulls: the page's first key thing. */
function heldThing(scene: SceneSpec): string | null {
  return scene.hero && TAKES_THING.has(scene.hero.pose) ? (scene.objects[0] ?? null) : null
}

/** 'Hoot the owl', 'Grandma', 'a one-eyed robot'. */
function companionName(companion: NonNullable<SceneSpec['companion']>): string {
  const kind = [...companion.details.slice(0, 2), companion.kind].join(' ')
  if (!companion.name) return `${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}`
  if (companion.name.toLowerCase() === companion.kind.toLowerCase()) return companion.name
  return `${companion.name} the ${kind}`
}

/** 'Also in the picture: a lighthouse keeper, map, whistle and torch.' */
function things(scene: SceneSpec, held: string | null): string | null {
  const named = new Set([...scene.others, ...scene.objects].map((t) => t.trim()).filter((t) => t && t !== held))
  const list = [...named].slice(0, 6)
  if (list.length === 0) return null
  const last = list.pop()
  return `Also in the picture: ${list.length ? `${list.join(', ')} and ${last}` : last}.`
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string')

/** The stored scene when it has the shape the alt text reads; null otherwise. */
export function parseScene(json: string): SceneSpec | null {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const scene = value as Partial<SceneSpec>
  if (typeof scene.place !== 'string' || !(scene.place in PLACES)) return null
  const hero = scene.hero && typeof scene.hero === 'object' && typeof scene.hero.name === 'string' ? scene.hero : null
  const companion =
    scene.companion && typeof scene.companion === 'object' && typeof scene.companion.kind === 'string'
      ? {
          ...scene.companion,
          name: typeof scene.companion.name === 'string' ? scene.companion.name : null,
          details: isStringList(scene.companion.details) ? scene.companion.details : [],
        }
      : null
  return {
    ...(scene as SceneSpec),
    place: scene.place as Place,
    hero: hero as SceneSpec['hero'],
    companion,
    others: isStringList(scene.others) ? scene.others : [],
    objects: isStringList(scene.objects) ? scene.objects : [],
  }
}
