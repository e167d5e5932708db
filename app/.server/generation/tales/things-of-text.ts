/**
 * The things a told page's words have there, for its picture. A tale's scene lines name the things
 * it planned, but the telling adds the child's own: the yellow bucket of their interest, the
 * companion's notebook, the torch of a fear met in the dark. A blind editor marks a picture down for
 * each key thing the page names and the picture leaves out, so the things the words put in this
 * moment (narration, not speech; not promised, remembered or "like" something) join the objects,
 * after the tale's own, as the words colour them.
 */
import { escapeRegExp } from '../profile/limits'
import type { SceneSpec } from '../scene'
import { inPicture, momentSentences, namingsOf, type Thing } from './scene-check'

/** The illustrator draws the key thing and five more (stage.ts); the tale's own come first. */
const MOST_OBJECTS = 6
/** Added things at most a page: the picture stays a picture of its moment, never a catalogue. */
const MOST_ADDED = 2
/** A colour the drawing can take ("her yellow bucket"). */
const COLOUR = /^(?:red|orange|yellow|green|blue|purple|pink|white|black|brown|grey|golden|silver)$/
/** What the hero has by the look, drawn on every page already: never a thing beside them. */
const WORN = /^(?:wheelchair|chair|hearing aids?|glasses|spectacles)$/
/** Parts of a body the registry also draws as things: "his heart thudded", "up the giant's chest", "tears on her cheeks". */
const BODY = /^(?:heart|hearts|tears?|chest|elbow|cupped hands|knuckles?|cheeks?|tummy|belly)$/
/** What people wear: drawn on them, or lying about only when a hand moves it ("the terrier grabbed the sock"). */
const CLOTHES =
  /^(?:(?:woolly |big |bobble |sailor's )?(?:hats?|caps?|shoes?|boots?|slippers?|socks?|pyjamas|jumpers?|gloves?|costumes?|scarf|scarves|helmets?|wellies|capes?|coats?))$/
/** A sentence in someone's head or somewhere else: "he thought of the candle at home", "when you put a jar over it". */
const ELSEWHERE = /\b(?:thought (?:of|about)|thinks (?:of|about)|when you|if you|at home|back home|in (?:his|her|their) head)\b/i
/** Furniture makes a room: a bed on the hallway page is the next room's. */
const FURNITURE =
  /^(?:bed|beds|bunk beds|table|kitchen table|seat|bench|sofa|chair|chairs|desk|cupboard|wardrobe|shelf|stall|trunk|mattress)$/
/** A companion that lives in water, drawn in a bowl of its own on land. */
const WATER_PET = /\b(?:fish|goldfish|octopus|squid|crab|jellyfish|seahorse|axolotl|tadpole|starfish|lobster)\b/i
/** Words before a thing that say it is sought, not there: "looked for her bucket", "needs a key". */
const MISSING =
  /^(?:look(?:s|ed|ing)?|search(?:es|ed|ing)?|hunt(?:s|ed|ing)?|lost|lose|loses|missing|miss(?:es|ed)?|find|finding|want(?:s|ed)?|need(?:s|ed)?|wish(?:es|ed)?)$/
/** A thing counted out "of" something ("a string of bubbles", "a pile of leaves") is what it holds. */
const MEASURE =
  /^(?:string|chain|line|row|pile|heap|stack|bunch|handful|sheet|trail|ring|loop|piece|bit|pair|set|ball|wall|cloud|carpet|blanket|sea|river)$/
/** Hand words that move a thing; "has", "wore" only keep it on. */
const KEEPING = /^(?:has|had|have|wore|wears|set|sets|lay|laid)$/
/** A word that can follow a thing's name without making it part of another's ("the cup of", "the key turned"). */
const AFTER_A_THING =
  /^(?:and|or|but|with|in|on|at|to|of|from|into|onto|under|over|by|for|off|up|down|out|back|that|which|who|where|when|while|was|were|is|are|had|has|again|too|as|so|then|still|now|all|round|around|away|along|across|through|behind|beside|near|against|x|the|a|an|his|her|their|its|high|tight|open|shut|closed|[a-z]+(?:s|ed|ing|ly))$/
/** A word before a thing that has it in someone's hands: held, carried, opened, played. */
const HANDLED =
  /^(?:holds?|held|holding|carr(?:y|ies|ied|ying)|pick(?:s|ed)?|grab(?:s|bed)?|pull(?:s|ed)?|push(?:es|ed)?|open(?:s|ed)?|pour(?:s|ed)?|hug(?:s|ged)?|wav(?:es|ed)|show(?:s|ed)|gives?|gave|hand(?:s|ed)|t[ao]ok|takes|puts?|drop(?:s|ped)?|lift(?:s|ed)?|tip(?:s|ped)?|fill(?:s|ed)?|sh(?:akes|ook)|turn(?:s|ed)|r[ai]ng|rings|play(?:s|ed)|press(?:es|ed)|tap(?:s|ped)?|fetch(?:es|ed)|br(?:ings|ought)|clutch(?:es|ed)|f(?:ound|inds)|has|had|ha(?:ve)|hid|hides|raised?|raises|set|sets|lay|laid|unroll(?:s|ed)|unfold(?:s|ed)|wr(?:ote|ites)|drew|draws|read|reads|wore|wears|swung|swings|threw|throws|kick(?:s|ed)|strok(?:es|ed)|touch(?:es|ed)|tucked|tucks|squeez(?:es|ed)|stirr?(?:s|ed)?|blew|blows|(?:hold|carry|kick|play|throw|wav|clutch|hugg|pull|push|read|draw|swing|shak|fill|pour|tipp|lift|open|turn|ring|press|tapp|fetch|bring|stirr|blow|squeez|strok|touch|bounc|catch|hidd?|shar|munch|eat|nibbl|paint|writ)ing|kicks?|kicked|bounc(?:es|ed)|catch(?:es)?|caught|shar(?:es|ed)|munch(?:es|ed)|ate|eats)$/
/** A determiner that has the thing someone's own: "her bucket", "his notebook". */
const POSSESSIVE = /^(?:her|his|their|my|your|our)$/

/**
 * Words that have a fire burning now, in the narration or shouted as the alarm ("FIRE!" shouted Theo):
 * a blind editor marks down a fire page with no flames. A dragon's breath is not a fire on the ground.
 */
const BURNING =
  /\b(?:flames|ablaze|on fire|caught fire|catch(?:es)? fire|set fire|burning (?:bracken|grass|heather|gorse|undergrowth|bushes|hedge|trees|woods?|forest|field|barn|house|shed)|(?:bracken|grass|heather|gorse|forest|bush|heath|moor|brush) fire|wildfire)\b/i
/** "FIRE!" shouted: the alarm, not "Fire boils the water," said the driver. */
const ALARM = /["“]\s*(?:fire|help,? fire)\s*!/i
/** Words just before a fire that say there is none: "No flames!", "not on fire", "without flames". */
const NO_FIRE = /\b(?:no|not|never|nor|without|isn't|wasn't|weren't|hardly|barely)\s+(?:\w+\s+)?$/i
const BREATHED = /\b(?:breath\w*|blew|blow\w*|roar\w*|snort\w*|puff\w*|spout\w*|spit\w*|candles?|matches?)\b/i
/** What the fire is already drawn as: a thing that burns or glows with a flame. */
const FIERY =
  /\b(?:fire|fires|flames?|blaze|bonfire|campfire|fireplace|hearth|stove|torch|candles?|lantern|wildfire|firebox|furnace|forge|kiln|oven|boiler|brazier)\b/i
/** The fire put out: the page is after it, its bubbles or water over the ashes. */
const PUT_OUT =
  /\b(?:put(?:s|ting)? (?:it |the (?:fire|flames) )?out|smother\w*|extinguish\w*|(?:went|go|goes|gone|going|was|is) out\b|fizzl\w*|hiss\w* out|no more (?:fire|flames)|douse\w*)/i
/** Outdoor places where a fire runs along the ground. */
const WILD_PLACE = /^(?:forest|woods?|mountain|meadow|hills?|moor|fields?|countryside|jungle|savanna)$/
/** Fire loose in the undergrowth, not in a hearth or a ring of stones. */
const WILD = /\b(?:bracken|grass|heather|gorse|undergrowth|moor|heath|forest|woods?|pines?|trees)\b/i
const TAME = /\b(?:campfire|fireplace|hearth|stove|logs|marshmallows|bonfire|fire pit|kettle|toast(?:ing)?)\b/i

/**
 * The scene with the page's fire when its words have one burning: a plain fire or flames become
 * the burning undergrowth where the words have the bracken or the forest alight (a campfire stays),
 * and a fire the words have but the tale's objects leave out joins them.
 */
export function withFireOfText(scene: SceneSpec, text: string): SceneSpec {
  const words = `${text} ${scene.caption ?? ''}`
  const said = momentSentences(text)
    .map((m) => m.said)
    .concat(scene.caption ?? '')
    .filter((s) => !BREATHED.test(s))
    .join(' ')
  const burning = [...said.matchAll(new RegExp(BURNING.source, 'gi'))].some((m) => !NO_FIRE.test(said.slice(0, m.index)))
  if ((!burning && !ALARM.test(text)) || PUT_OUT.test(said)) return scene
  const wild = (WILD.test(words) || WILD_PLACE.test(scene.place)) && !TAME.test(words)
  const fire = wild ? 'bracken fire' : 'flames'
  const at = scene.objects.findIndex((o) => FIERY.test(o))
  if (at >= 0) {
    // A plain fire in the undergrowth is drawn as the undergrowth burning.
    if (!wild || !/^(?:(?:the|a|big|huge|roaring) )*(?:fire|flames)$/i.test(scene.objects[at] as string)) return scene
    return { ...scene, objects: scene.objects.map((o, i) => (i === at ? fire : o)) }
  }
  // The fire is the page's event: its key thing, what the hero points at.
  return { ...scene, objects: [fire, ...scene.objects].slice(0, MOST_OBJECTS) }
}

/**
 * A place within the page's place that the words name, and the thing that makes it that place: a
 * skate park is its ramps, backstage its costume rails (a blind editor: "a plain park, not a skate park").
 */
const SETTINGS: ReadonlyArray<{ words: RegExp; has: RegExp; thing: string }> = [
  { words: /\bskate ?parks?\b/i, has: /\b(?:ramps?|half[- ]?pipe|quarter pipe|skate ?park)\b/i, thing: 'skate ramp' },
  { words: /\bbackstage\b/i, has: /\b(?:costume|rail|rack|wardrobe)s?\b/i, thing: 'costume rail' },
]

/**
 * The scene with the thing that makes the place its caption names (the skate park's ramp), when the
 * tale's objects leave it out. The caption only: the telling also names places remembered ("quick
 * from all that practising at the skate park").
 */
export function withSettingOfText(scene: SceneSpec): SceneSpec {
  const said = scene.caption ?? ''
  const add = SETTINGS.filter((s) => s.words.test(said) && !scene.objects.some((o) => s.has.test(o))).map((s) => s.thing)
  if (add.length === 0 || scene.objects.length >= MOST_OBJECTS) return scene
  return { ...scene, objects: [...scene.objects, ...add].slice(0, MOST_OBJECTS) }
}

/**
 * The scene with the things its page's words have there. `skip`: words for who is drawn anyway (the
 * companion's kind, its name, the hero's): "the little aeroplane" is Swoop the companion, not a plane.
 */
export function withThingsOfText(scene: SceneSpec, text: string, skip: readonly string[]): SceneSpec {
  if (scene.objects.length >= MOST_OBJECTS) return scene
  // Only what someone in the picture has to do with: "The blackbird settled back on her nest" is
  // outside Maya's bedroom; "he thought of the jam jar at home" is in his head.
  const drawn = [...skip, ...scene.others, scene.hero.name, scene.companion?.name ?? '']
    .flatMap((s) => s.toLowerCase().split(/[^\p{L}]+/u))
    .filter((w) => w.length > 2 && !/^(?:the|and|her|his|their|little|big|old)$/.test(w))
  const subject = [scene.hero.pronouns, 'they', 'we', 'everyone', 'everybody']
  const someone = new RegExp(`\\b(?:${[...new Set([...drawn, ...subject])].map(escapeRegExp).join('|')})\\b`, 'iu')
  const moment = momentSentences(text).filter((m) => someone.test(m.said) && !ELSEWHERE.test(m.said))
  const said = moment.map((m) => m.said).join(' ')
  const skipped = new Set(skip.flatMap((s) => s.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length > 2))
  const added: string[] = []
  const objects = [...scene.objects]
  // Read with likenesses and what is said not to be there masked: "pulled out like a carrot" has no carrot.
  const found = new Map<string, { thing: Thing; times: number; handled: boolean }>()
  for (const { thing, before, after } of namingsOf(moment.map((m) => m.read).join(' '))) {
    // "the ticket booth", "the lollipop lady": the word names another thing.
    if (/^[a-z]/.test(after) && !AFTER_A_THING.test(after)) continue
    if (after === 'of' && MEASURE.test(thing.name)) continue
    // "looked everywhere for her bucket", "the lost key": not in the picture until it is found.
    if (before.some((w) => MISSING.test(w))) continue
    const entry = found.get(thing.name) ?? { thing, times: 0, handled: false }
    entry.times++
    const moved = before.some((w) => HANDLED.test(w) && !KEEPING.test(w))
    if (CLOTHES.test(thing.name) && !moved) continue
    entry.handled ||= before.some((w) => HANDLED.test(w)) || POSSESSIVE.test(before.find((w) => /^[a-z]/.test(w)) ?? '')
    found.set(thing.name, entry)
  }
  // Named twice, or in someone's hands or keeping: the cup Grandad has, "her violin", "pulls the curtain".
  // A pet fish or an octopus out of the sea is drawn in its own bowl: "Inky swims round his bowl" is that one.
  if (WATER_PET.test(scene.companion?.kind ?? '')) for (const bowl of ['bowl', 'tank', 'fishbowl', 'jar']) found.delete(bowl)
  const things = [...found].filter(([, f]) => f.times >= 2 || f.handled).sort((a, b) => b[1].times - a[1].times)
  for (const [name, { thing }] of things) {
    if (added.length >= MOST_ADDED || objects.length >= MOST_OBJECTS) break
    // A landmark (a lighthouse, a tree) is the place's business unless the tale drew it: only things to hold or stand by.
    if (!thing.small || WORN.test(name) || BODY.test(name) || FURNITURE.test(name) || name.split(' ').some((w) => skipped.has(w))) continue
    if (inPicture(name, { ...scene, objects })) continue
    const colour = new RegExp(`\\b([a-z]+) ${name}\\b`, 'i').exec(said)?.[1]?.toLowerCase()
    const phrase = colour && COLOUR.test(colour) ? `${colour} ${name}` : name
    objects.push(phrase)
    added.push(phrase)
  }
  return added.length === 0 ? scene : { ...scene, objects }
}
