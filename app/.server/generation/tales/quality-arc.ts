/**
 * Who the child is, shown before the turn and recognised at the end. The tale's `{{quality` passage
 * tells how the child, being who they are, causes the turn; this module gives that quality a
 * beginning and an end around it, in the parent's own sense of the word ("never stops talking",
 * "bossy", "a bit clumsy"), so the turn reads as this child's and not as a stock move:
 *
 * - early (the setup, else the problem): the quality in action, inside the opening moment
 *   ("Oskar chattered all the way there, about everything he could see");
 * - for the worry kinds and the bossy child, a small step at the start of the turn page ("Jonah took
 *   one deep breath, and then one small, brave step"; "This time Lily-Mae didn't tell anybody what to
 *   do. She stopped, and listened");
 * - at the end (the last page, before its closing line): the quality recognised as what helped
 *   ("Gently does it, Finn always said, and today gently had done it"), never named as a flaw:
 *   the competitive child finds that nobody winning feels even better, the anxious child's fluttery
 *   tummy has gone quiet.
 *
 * Lines are written per band in the band's tense (2-4 present, 5-8 and 9-12 past) with the tales'
 * tokens; each goes only on a page told in that tense with room for it within the band's word limit.
 */
import type { Listener } from '../profile'
import type { QualityKind } from '../profile/lexicon'
import { escapeRegExp } from '../profile/limits'
import { type AgeBand, countWords, type StoryRole, WORDS_PER_PAGE } from '../story-shape'
import { pageTense } from './companion-quirks'

/** The parent's sense of the quality: finer than its key, for the lines around the turn. */
export type Flavour =
  | QualityKind
  | 'chatty'
  | 'energetic'
  | 'clumsy'
  | 'messy'
  | 'creative'
  | 'dreamy'
  | 'bookworm'
  | 'puzzler'
  | 'gentle'
  | 'joker'
  | 'competitive'
  | 'bossy'
  | 'anxious'

/** Words that say the finer sense, tried in order on the parent's phrase (first match wins). */
const FLAVOURS: ReadonlyArray<readonly [RegExp, Flavour]> = [
  [/\b(chat\w*|chatter box|talk|talks|talking|talkative|sociable|social butterfly)\b/, 'chatty'],
  [/\b(compet\w*|win|wins|winning|winner|los(e|es|ing)|loser|first|be the best|races everyone|challenges)\b/, 'competitive'],
  [/\b(boss|bossy|bossing|in charge|leader|tells everyone|tells everybody|tells people|what to do)\b/, 'bossy'],
  [
    /\b(anxious|nervous|worr\w*|clingy|cling\w*|fret\w*|apart|saying goodbye|drop-?off|teary|tearful|cries|upset|unsure|confiden\w*|homebody|mummy's|daddy's|wobbly)\b/,
    'anxious',
  ],
  [/\b(clumsy|accident|bumps|trips|falls|crashes)\b/, 'clumsy'],
  [
    /\b(energ\w*|lively|bouncy|active|hyper|on the go|sit still|stops? moving|stops? running|whirlwind|live wire|full of beans|full of go|tornado|speedy|fast|zippy|runs|races everywhere|climbs|climber)\b/,
    'energetic',
  ],
  [/\b(mess|messy|messes|covered in|paint|mud|glue)\b/, 'messy'],
  [/\b(creative|arty|artsy|artistic|crafty|inventive|inventor|maker|imagination|imaginative|ideas)\b/, 'creative'],
  [/\b(dream\w*|daydream\w*|head in the clouds|world of (her|his|their) own|forgets|loses (her|his|their))\b/, 'dreamy'],
  [/\b(book\w*|reads|reader|reading)\b/, 'bookworm'],
  [
    /\b(puzzl\w*|riddles|problems?|solving|jigsaws|maths|numbers|codes|working things out|figuring|brainy|logical|nerdy|geeky|professor|clever|smart)\b/,
    'puzzler',
  ],
  [/\b(gentle|soft|softie|tender|gentle soul)\b/, 'gentle'],
  [/\b(jok\w*|comedian|clown|prank\w*)\b/, 'joker'],
]

/** The finer sense of a quality the parent wrote: "never stops talking" is chatty; a plain word its key. */
export function qualityFlavour(phrase: string, kind: QualityKind): Flavour {
  const said = phrase.toLowerCase()
  return FLAVOURS.find(([words]) => words.test(said))?.[1] ?? kind
}

/** A band's tellings, longest first: the shorter is told where the page has no room for the longer. */
type BandLines = Record<AgeBand, readonly string[]>
type Arc = { early: BandLines; close: BandLines; turn?: BandLines }

/** The tellings that suit a band: 9-12 may also take the 5-8 ones, which are in its tense and shorter. */
function tellingsFor(lines: BandLines, band: AgeBand): readonly string[] {
  return band === '9-12' ? [...lines['9-12'], ...lines['5-8']] : lines[band]
}

export const ARCS: Readonly<Record<Flavour, Arc>> = {
  chatty: {
    early: {
      '2-4': ['{name} chatters all the way. Chatter, chatter!', '{name} chatters all the way.'],
      '5-8': ['{name} chattered away about everything {they} could see, the way {they} always did.', '{name} chattered away.'],
      '9-12': [
        '{name} talked about everything {they} could see, and everything {they} could not, the way {they} always did, and asked about the rest.',
      ],
    },
    close: {
      '2-4': ['All that talking helped. Good talking, {name}!', 'Good talking, {name}!'],
      '5-8': [
        "It was {name's} asking and talking that had found the answer today. For once, even {name} was nearly lost for words. Nearly.",
        "{name's} talking had found the answer.",
      ],
      '9-12': [
        'All that talking had found the answer in the end: all the asking, all the questions nobody else had thought to ask. {name} had plenty to say about that, too.',
      ],
    },
  },
  energetic: {
    early: {
      '2-4': ["{name} can't keep still. Hop, hop, hop!", "{name} can't keep still."],
      '5-8': ['{name} could hardly keep still, hopping from one foot to the other, ready to be off.', '{name} could hardly keep still.'],
      '9-12': [
        '{name} could hardly keep still, hopping from one foot to the other, the way {name} never could when something was about to happen.',
      ],
    },
    close: {
      '2-4': ['Even {name} is tired now. Zoom, zoom, yawn!', 'Even {name} is tired now.'],
      '5-8': [
        'For once, even {name} was tired. All that get-up-and-go had been just what the day needed.',
        'For once, even {name} was tired.',
      ],
      '9-12': ['For once even {name} was tired, right down to {their} toes. All that get-up-and-go had been just what the day needed.'],
    },
  },
  clumsy: {
    early: {
      '2-4': ['{name} knocks something over. Oops!', 'Oops, {name}!'],
      '5-8': ['{name} knocked something flying, as usual, and put it back, as usual.', '{name} knocked something flying.'],
      '9-12': ['{name} knocked something flying within a minute, as usual, picked it up, said sorry, and carried on, as usual.'],
    },
    close: {
      '2-4': ['A bump on the knee? No bother!', 'Bumps and all!'],
      '5-8': [
        "There was a new bump on {name's} knee, but {they} hardly noticed. {They} had got there, bumps and all.",
        'Bumps and all, {name} had got there.',
      ],
      '9-12': [
        "There was a new bruise on {name's} knee, and {they} could not remember where from. It didn't matter. {They} had got there, bumps and all.",
      ],
    },
  },
  messy: {
    early: {
      '2-4': ['{name} has jam on {their} nose. Oops!', 'Jam on {their} nose!'],
      '5-8': [
        '{name} had paint on {their} fingers and crumbs down {their} front, as usual.',
        '{name} had paint on {their} fingers, as usual.',
      ],
      '9-12': [
        '{name} had paint under {their} fingernails and crumbs down {their} front, as usual, and pockets full of useful bits and bobs.',
      ],
    },
    close: {
      '2-4': ['{name} is very messy now. Good messy!', 'Good messy, {name}!'],
      '5-8': [
        '{name} was messier than ever, and nobody minded one bit: today the mess had been worth it.',
        'Today the mess had been worth it.',
      ],
      '9-12': [
        '{name} was muddier and messier than ever, and nobody said a word about it. Some of the best things start with a mess, and today had been one of them.',
      ],
    },
  },
  creative: {
    early: {
      '2-4': ['{name} has an idea. Then another!', '{name} has an idea!'],
      '5-8': ['{name} was already full of ideas, popping up one after another, like bubbles.', '{name} was already full of ideas.'],
      '9-12': ["{name's} head was already fizzing with ideas, one after another, the way it always did when something new began."],
    },
    close: {
      '2-4': ['What a good idea, {name}!', 'Good idea, {name}!'],
      '5-8': ['It had taken a new idea to put things right, and {name} was always full of those.', '{name} was always full of ideas.'],
      '9-12': ['It had taken a new idea to put things right, and {name} had always been full of those. {They} already had three more.'],
    },
  },
  dreamy: {
    early: {
      '2-4': ['{name} is dreaming a little dream.', '{name} is dreaming.'],
      '5-8': ['{name} was miles away for a moment, daydreaming, the way {name} often was.', '{name} was miles away, daydreaming.'],
      '9-12': ['{name} was miles away for a moment, halfway through a daydream about something else entirely, the way {name} often was.'],
    },
    close: {
      '2-4': ['{name} has a new dream now. A happy one.', 'A happy dream, {name}!'],
      '5-8': [
        '{name} had a new daydream now, the best one yet, and this one had really happened.',
        'And this daydream had really happened.',
      ],
      '9-12': [
        '{name} had a new daydream now, the best one yet, and this one had the advantage of having really happened. Dreamers notice things, it turns out.',
      ],
    },
  },
  bookworm: {
    early: {
      '2-4': ['{name} has a book, of course!', '{name} has a book.'],
      '5-8': ['{name} had a book tucked under {their} arm, as always, just in case.', '{name} had a book, as always.'],
      '9-12': ['{name} had a book tucked under {their} arm, as always, in case there was a quiet moment. There was not going to be one.'],
    },
    close: {
      '2-4': ['It is just like a story!', 'Just like a story!'],
      '5-8': ['It was better than any book, {name} decided, and {name} had read a great many books.', 'It was better than any book.'],
      '9-12': ['It was better than any book, {name} decided, and {they} had read a great many books. All that reading had helped, too.'],
    },
  },
  puzzler: {
    early: {
      '2-4': ['{name} loves a puzzle. Hmm!', 'Hmm, thinks {name}.'],
      '5-8': ['{name} loved a puzzle, and {they} could tell already that this was going to be one.', '{name} loved a puzzle.'],
      '9-12': ['{name} loved a good puzzle, and could feel one coming, the way you feel rain before it falls.'],
    },
    close: {
      '2-4': ['Puzzle solved, {name}!', 'Puzzle solved!'],
      '5-8': ['It had been the best kind of puzzle, and {name} had worked it out.', '{name} had worked it out.'],
      '9-12': ['It had been the best kind of puzzle, the kind that matters, and {name} had worked it out, piece by piece.'],
    },
  },
  gentle: {
    early: {
      '2-4': ['{name} steps softly. Gently does it.', 'Gently does it.'],
      '5-8': ['{name} went gently, the way {they} always did, careful of every small thing.', '{name} went gently, as always.'],
      '9-12': ['{name} went gently, the way {they} always did, careful of every small thing {they} passed.'],
    },
    close: {
      '2-4': ['Gently does it, {name}!', 'Gentle {name}.'],
      '5-8': ['Gently does it, {name} always said, and today gently had done it.', 'And gently had done it.'],
      '9-12': ['Gently does it, {name} always thought, and today, for once, everybody could see that gently had done it.'],
    },
  },
  joker: {
    early: {
      '2-4': ['{name} tells a joke. Hee hee!', '{name} tells a joke.'],
      '5-8': ['{name} told a joke, a terrible one, and laughed at it all by {themselves}.', '{name} told a terrible joke.'],
      '9-12': ['{name} told a joke, a truly terrible one, and laughed at it all by {themselves} until everyone else joined in.'],
    },
    close: {
      '2-4': ['{name} has a new joke now. Hee hee!', 'Hee hee, {name}!'],
      '5-8': ['{name} already had a new joke about it, and it was {their} best one yet.', '{name} had a new joke about it.'],
      '9-12': ['{name} already had a new joke about the whole thing, and it was {their} best one yet. {They} saved it for later.'],
    },
  },
  competitive: {
    early: {
      '2-4': ['"Me first!" says {name}, and runs.', '"Me first!" says {name}.'],
      '5-8': ['{name} liked winning best of all, and being first, at everything.', '{name} liked winning best of all.'],
      '9-12': ['{name} liked winning more than almost anything, and being first, at everything, always.'],
    },
    close: {
      '2-4': ['The best bit is not winning. It is this!', 'This is the best bit!'],
      '5-8': [
        '{name} had found out something surprising today: the very best part had nothing to do with winning.',
        'The best part had nothing to do with winning.',
      ],
      '9-12': [
        '{name} had found out something surprising today: the very best part had nothing to do with winning at all. Well, nearly nothing.',
      ],
    },
  },
  bossy: {
    early: {
      '2-4': ['{name} likes to be the boss. "Listen, everybody!"', '"Listen, everybody!" says {name}.'],
      '5-8': ['"Right," said {name}, "everybody listen to me," and told them all what to do.', '"Right," said {name}. "Follow me."'],
      '9-12': [
        '"Right," said {name}, "everybody listen," and began telling them all exactly what to do, which was how {name} liked things.',
      ],
    },
    turn: {
      '2-4': ['{name} stops. {name} listens.'],
      '5-8': ["This time {name} didn't tell anybody what to do. {They} stopped, and listened.", '{name} stopped, and listened.'],
      '9-12': ["This time {name} didn't tell anybody what to do. {They} stopped, and looked, and listened first."],
    },
    close: {
      '2-4': ['{name} leads, and listens too.', '{name} listens too.'],
      '5-8': [
        '{name} had led the way today, and listened too, which is what the very best leaders do.',
        '{name} had led, and listened too.',
      ],
      '9-12': ['{name} had led the way today, and listened too, which is the hardest part of leading and what the very best leaders do.'],
    },
  },
  anxious: {
    early: {
      '2-4': ["{name's} tummy feels wobbly. {name} holds on tight.", "{name's} tummy feels wobbly."],
      '5-8': ["{name's} tummy felt fluttery, the way it did at new things. {They} took a deep breath.", "{name's} tummy felt fluttery."],
      '9-12': [
        "{name's} tummy felt fluttery, the way it always did at new things, and {they} took a long, slow breath, the way {they} had practised.",
      ],
    },
    turn: {
      '2-4': ['One big breath. One small step.'],
      '5-8': ['{name} took one deep breath, and then one small, brave step.', 'One deep breath. One small step.'],
      '9-12': ['{name} took one deep breath, and then one small, brave step, which is how the bravest things begin.'],
    },
    close: {
      '2-4': ['No more wobbles. Brave {name}!', 'Brave {name}!'],
      '5-8': [
        "{name's} tummy wasn't fluttery any more. One small, brave step had turned into a whole day of them.",
        'One small step had been enough.',
      ],
      '9-12': [
        "{name's} tummy had gone quiet somewhere along the way. One small, brave step had turned into a whole day of them, and {name} had taken every one.",
      ],
    },
  },
  brave: {
    early: {
      '2-4': ['{name} is ready for anything!', '{name} is ready!'],
      '5-8': ['{name} was ready for anything, as always.', '{name} was ready.'],
      '9-12': ['{name} was ready for anything, as always, and secretly rather hoping for it.'],
    },
    close: {
      '2-4': ['Brave {name}!'],
      '5-8': ['It had taken somebody brave today, and {name} had been just that.', 'Brave {name}.'],
      '9-12': ['It had taken somebody brave today, somebody who would go first, and {name} had been just that.'],
    },
  },
  shy: {
    early: {
      '2-4': ['{name} is quiet. {name} watches.', '{name} watches.'],
      '5-8': ['{name} stayed quiet at first, the way {they} did, watching everything.', '{name} stayed quiet, watching.'],
      '9-12': ['{name} stayed quiet at first, the way {they} usually did, and watched everything, and missed nothing.'],
    },
    close: {
      '2-4': ['Quiet {name} did it!', 'Quiet {name}!'],
      '5-8': ['Quiet people notice things, and today {name} had noticed just what was needed.', '{name} had noticed what was needed.'],
      '9-12': ['Quiet people notice things, and today {name} had noticed just what was needed, and done it, without any fuss at all.'],
    },
  },
  curious: {
    early: {
      '2-4': ['What is that? Why? {name} wants to know.', '{name} wants to know!'],
      '5-8': ['{name} wanted to know everything: what, and where, and why.', '{name} wanted to know why.'],
      '9-12': ['{name} wanted to know everything about it at once: what, and where, and why, and what would happen if.'],
    },
    close: {
      '2-4': ['{name} still wants to know. Why? Why?', 'Why? asks {name}.'],
      '5-8': ['{name} still had a hundred questions. {They} always would.', '{name} still had questions.'],
      '9-12': ['{name} still had a hundred questions, and would have a hundred more tomorrow. That was how the answer had been found.'],
    },
  },
  kind: {
    early: {
      '2-4': ['{name} says hello to everyone.', '{name} waves hello.'],
      '5-8': ['{name} said hello to everyone {they} met, and meant it.', '{name} said hello to everyone.'],
      '9-12': ['{name} said hello to everyone {they} met, and meant it, which people can always tell.'],
    },
    close: {
      '2-4': ['Kind {name}!'],
      '5-8': ['It had been a kind sort of day, and {name} had been the kindest part of it.', 'Kind {name}.'],
      '9-12': ['It had been a kind sort of day, all told, and {name} had been the kindest part of it.'],
    },
  },
  funny: {
    early: {
      '2-4': ['{name} pulls a silly face. Hee hee!', '{name} pulls a silly face.'],
      '5-8': ['{name} pulled the silliest face {they} could, just to start things off right.', '{name} pulled a silly face.'],
      '9-12': ['{name} pulled the silliest face {they} could manage, just to start things off properly.'],
    },
    close: {
      '2-4': ['{name} giggles and giggles.', '{name} giggles.'],
      '5-8': ['{name} had made everyone laugh at just the right moment, which is harder than it looks.', '{name} was still giggling.'],
      '9-12': ['{name} had made everyone laugh at just the right moment today, which is much harder than it looks, and much more useful.'],
    },
  },
  careful: {
    early: {
      '2-4': ['{name} looks carefully. Very carefully.', '{name} looks carefully.'],
      '5-8': ['{name} looked at everything carefully, twice, the way {they} liked to.', '{name} looked at everything twice.'],
      '9-12': ['{name} looked at everything carefully, twice, the way {they} liked to, and noticed what was not quite right.'],
    },
    close: {
      '2-4': ['Careful {name} got it just right.', 'Just right!'],
      '5-8': ['{name} had taken care all the way, and care had been just what was needed.', 'Care had been just right.'],
      '9-12': ['{name} had taken care all the way, every step, and it turned out that care had been exactly what was needed.'],
    },
  },
  determined: {
    early: {
      '2-4': ['{name} never gives up. Never!', 'Never give up!'],
      '5-8': ['{name} did not like giving up on anything. Not ever.', '{name} did not give up.'],
      '9-12': ['{name} did not like giving up on anything, not ever, not even a little bit.'],
    },
    close: {
      '2-4': ['{name} did not give up. Hooray!', 'Hooray for {name}!'],
      '5-8': ['{name} had kept going when it was hard. {They} always did.', '{name} had kept going.'],
      '9-12': ['{name} had kept going when it was hard, which is the only time keeping going counts.'],
    },
  },
}

/**
 * The early line told with a thing of the page's own picture that its words name ("the brown
 * ferns"): the quality in action in this story's opening moment, not a line every story shares.
 * Tried before the stock lines; `{thing}` is "the" and the scene's object.
 */
export const THING_EARLY: Partial<Record<Flavour, BandLines>> = {
  chatty: {
    '2-4': ['{name} chatters about {thing}. Chatter, chatter!'],
    '5-8': ['{name} had something to say about everything, and most of all about {thing}.'],
    '9-12': [],
  },
  energetic: {
    '2-4': ['Zoom! {name} runs to {thing} and back.'],
    '5-8': ['{name} was over by {thing} in two bounds, and back again in three.'],
    '9-12': [],
  },
  clumsy: {
    '2-4': ['{name} trips on the way to {thing}. Oops! Up again.'],
    '5-8': ['{name} tripped on the way to look at {thing}, and bounced straight back up.'],
    '9-12': [],
  },
  creative: {
    '2-4': ['{name} has an idea about {thing}. Then another!'],
    '5-8': ['{name} was already full of ideas about {thing}, popping up like bubbles.'],
    '9-12': [],
  },
  dreamy: {
    '2-4': ['{name} looks at {thing}, dreaming.'],
    '5-8': ['{name} gazed at {thing}, miles away in a daydream.'],
    '9-12': [],
  },
  puzzler: {
    '2-4': ['{name} looks at {thing}. Hmm!'],
    '5-8': ['{name} looked at {thing} the way {they} looked at a puzzle.'],
    '9-12': [],
  },
  joker: {
    '2-4': ['{name} tells a joke about {thing}. Hee hee!'],
    '5-8': ['{name} told a joke about {thing}, a terrible one, and laughed at it all by {themselves}.'],
    '9-12': [],
  },
  bossy: {
    '2-4': ['"Listen, everybody!" says {name}, and points at {thing}.'],
    '5-8': ['"Right," said {name}, pointing at {thing}, "everybody listen to me."'],
    '9-12': [],
  },
  anxious: {
    '2-4': ["{name} looks at {thing}. {name's} tummy feels wobbly."],
    '5-8': ['{name} looked at {thing} for a long moment, with a fluttery tummy, the way {they} always felt at new things.'],
    '9-12': [],
  },
  brave: {
    '2-4': ['{name} goes right up to {thing}. Brave!'],
    '5-8': ['{name} went straight up to {thing} for a closer look, first, as always.'],
    '9-12': [],
  },
  shy: {
    '2-4': ['Quiet {name} looks at {thing}.'],
    '5-8': ['{name} stayed quiet at first, watching {thing}, and missing nothing.'],
    '9-12': [],
  },
  curious: {
    '2-4': ['What about {thing}? {name} wants to know!'],
    '5-8': ['{name} wanted to know all about {thing}: what, and where, and why.'],
    '9-12': [],
  },
  kind: {
    '2-4': ['{name} waves hello to everyone, and to {thing} too!'],
    '5-8': ['{name} said hello to everyone, and very nearly to {thing} as well.'],
    '9-12': [],
  },
  funny: {
    '2-4': ['{name} pulls a silly face at {thing}. Hee hee!'],
    '5-8': ['{name} pulled a silly face at {thing}, just to start things off right.'],
    '9-12': [],
  },
  careful: {
    '2-4': ['{name} looks at {thing} carefully. Very carefully.'],
    '5-8': ['{name} looked carefully at {thing}, twice, the way {they} liked to.'],
    '9-12': [],
  },
  determined: {
    '2-4': ['{name} looks at {thing}. {name} never gives up!'],
    '5-8': ['{name} looked hard at {thing}. Whatever happened, {name} was not going to give up.'],
    '9-12': [],
  },
}

/** The close with a thing of the last page's picture: the quality recognised in this story's last moment. */
export const THING_CLOSE: Partial<Record<Flavour, BandLines>> = {
  chatty: {
    '2-4': ['{name} talks and talks about {thing}.'],
    '5-8': ['{name} had plenty to say about it all, and about {thing} most of all.'],
    '9-12': [],
  },
  brave: {
    '2-4': ['Brave {name}, by {thing}.'],
    '5-8': ['{name} looked at {thing} and thought how brave {they} had been today.'],
    '9-12': [],
  },
  shy: {
    '2-4': ['Quiet {name} smiles at {thing}.'],
    '5-8': ['{name} smiled quietly at {thing}, because a quiet voice had been just what was needed.'],
    '9-12': [],
  },
  curious: {
    '2-4': ['{name} still wonders about {thing}.'],
    '5-8': ['{name} still had a hundred questions, about {thing} most of all.'],
    '9-12': [],
  },
  kind: {
    '2-4': ['Kind {name} pats {thing}.'],
    '5-8': ['{name} looked at {thing} and smiled, because a little kindness had gone a long way today.'],
    '9-12': [],
  },
  funny: {
    '2-4': ['{name} giggles at {thing}.'],
    '5-8': ['{name} pulled one last silly face at {thing}, and everyone laughed.'],
    '9-12': [],
  },
  careful: {
    '2-4': ['{name} looks at {thing}. Just right!'],
    '5-8': ['{name} looked at {thing} one last time, and knew that taking care had been just right.'],
    '9-12': [],
  },
  determined: {
    '2-4': ['{name} did not give up. Look at {thing}!'],
    '5-8': ['{name} looked at {thing} and grinned, because {they} had kept going, and it had worked.'],
    '9-12': [],
  },
}

/** "the ferns": the first of the page's picture things its words have named, in their own word. */
function thingNamed(text: string, objects: readonly string[]): string | null {
  for (const object of objects) {
    const head = object
      .toLowerCase()
      .split(/\s+/)
      .at(-1)
      ?.replace(/(es|s)$/, '')
    if (!head || head.length < 3 || !/^[a-z]+$/.test(head)) continue
    const word = new RegExp(`\\b${head}(?:e?s)?\\b`, 'i').exec(text)?.[0]
    if (word) return `the ${word.toLowerCase()}`
  }
  return null
}

/**
 * The close told with the tale's own memory ("the dry season when they followed the river uphill"),
 * 5-8 and 9-12: the quality recognised in this story's moment, never a line every story shares.
 */
export const MEMORY_CLOSE: Readonly<Record<Flavour, string>> = {
  chatty: 'For weeks, {name} would talk to anyone who would listen about {memory}.',
  energetic: '{name} had got there first, as always, and would always remember {memory}.',
  clumsy: 'Bumps, bruises and all, {name} would always remember {memory}.',
  messy: 'Muddy, sticky and very happy, {name} would always remember {memory}.',
  creative: 'For weeks afterwards, {name} drew pictures of {memory}.',
  dreamy: 'For a long, long time, {name} would daydream about {memory}.',
  bookworm: 'No book {name} had ever read was as good as {memory}.',
  puzzler: 'Of all the puzzles {name} had ever solved, the best was {memory}.',
  gentle: 'It had all been done gently, and {name} would always remember {memory}.',
  joker: 'For weeks, {name} would make up jokes about {memory}.',
  competitive: '{name} found that the best part had nothing to do with winning, and would always remember {memory}.',
  bossy: '{name} had led, and listened too, and would always remember {memory}.',
  anxious: 'It had begun with one small, brave step, and {name} would always remember {memory}.',
  brave: '{name} had been brave today, and would always remember {memory}.',
  shy: 'A quiet voice had been just what was needed, and {name} would always remember {memory}.',
  curious: '{name} still had a hundred questions about {memory}.',
  kind: 'A little kindness had gone a long way, and {name} would always remember {memory}.',
  funny: 'For weeks, {name} would giggle about {memory}.',
  careful: 'Taking care had been just right, and {name} would always remember {memory}.',
  determined: '{name} had kept going, and would always remember {memory}.',
}

/** The quality trait the story tells (its key the choices'), and the arc for its sense. */
export function toldQuality(listener: Listener, told: string | null): { phrase: string; flavour: Flavour } | null {
  if (!told) return null
  const qualities = listener.child.traits.flatMap((t) =>
    t.kind === 'quality' ? [{ phrase: t.phrase, flavour: qualityFlavour(t.phrase, t.quality), key: t.quality }] : [],
  )
  const trait = qualities.find((t) => t.key === told)
  if (!trait) return null
  // The parent's own sense of the child where they wrote one ("bossy but brave": the leader who
  // learns to listen, around the brave turn); else the quality the turn tells.
  const own = trait.flavour !== trait.key ? trait : (qualities.find((t) => t.flavour !== t.key) ?? trait)
  return { phrase: own.phrase, flavour: own.flavour }
}

/** What follows reads back to what came before ("It said FOSSILS on the side"): no line goes between. */
const BACK_REFERENCE = /^\s*["“]?(?:It|Its|It's|This|That|These|Those|There|Then|So|But|And|They|He|She)\b/
/** A paragraph's last words that need the next one: a colon, an open quote. */
const OPENS = /[:,]["”’)]*$/

/** Ends of paragraphs, by their index in the text: where a line may follow. */
function paragraphEnds(text: string): number[] {
  const ends: number[] = []
  for (const m of text.matchAll(/[.!?…]["”’)]*(?=\n\s*\n|$)/g)) {
    const at = m.index + m[0].length
    const para = text.slice(text.lastIndexOf('\n\n', at - 1) + 1, at)
    if (!BACK_REFERENCE.test(text.slice(at).replace(/^\s+/, '')) && !OPENS.test(para)) ends.push(at)
  }
  return ends
}

type Options = {
  roles: readonly StoryRole[]
  band: AgeBand
  listener: Listener
  /** The quality key the story's own passages tell. */
  told: string | null
  /** The things each page's picture shows (its scene's objects), for lines in the page's own moment. */
  objects?: readonly (readonly string[])[]
  /** The tale's memory told for this child ("the day they …"), for the close in this story's moment. */
  memory?: string | null
  /** Fills a line's tokens as the story does, tidied. */
  tell: (line: string) => string
}

/** Where the arc's lines went: page indexes, -1 where a line found no room. */
export type QualityArc = { flavour: Flavour; phrase: string; early: number; turn: number; close: number }

/**
 * The pages with the child's quality shown early (setup, else problem), a small step at the turn
 * where its sense has one, and recognised on the last page, each where the page has room and tense.
 */
export function withQualityArc(
  pages: readonly string[],
  { roles, band, listener, told, memory, objects = [], tell }: Options,
): { pages: string[]; arc: QualityArc | null } {
  const quality = toldQuality(listener, told)
  if (!quality) return { pages: [...pages], arc: null }
  const { flavour } = quality
  const arcLines = ARCS[flavour]
  const out = [...pages]
  const max = WORDS_PER_PAGE[band].max
  const lineTense = band === '2-4' ? 'present' : 'past'
  const names = new Set([listener.child.name, ...(listener.companion.name ? [listener.companion.name] : [])])
  const hero = new RegExp(`(?<!\\p{L})${escapeRegExp(listener.child.name)}(?!\\p{L})`, 'u')
  const turnAt = roles.indexOf('turn')
  const last = out.length - 1
  // The arc is around the turn: a story without one (or too short for before and after) has none.
  if (turnAt < 1 || turnAt >= last) return { pages: out, arc: null }

  /** The first of `order` that takes one of the lines at one of its places; the page's index, or -1. */
  /** The lines, or the lines for a page and its words before the place (a thing named there). */
  type Templates = readonly string[] | ((page: number, before: string) => readonly string[])
  const place = (templates: Templates, order: readonly number[], where: (text: string) => number[], own = false): number => {
    for (const i of order) {
      const text = out[i] as string
      if (pageTense(text, band, names) !== lineTense) continue
      const at = where(text)[0]
      if (at === undefined) continue
      const lines = (typeof templates === 'function' ? templates(i, text.slice(0, at)) : templates).map((template) => tell(template))
      const line = lines.find((l) => countWords(text) + countWords(l) <= max)
      if (line === undefined) continue
      out[i] = own ? `${text.slice(0, at)}${line}\n\n${text.slice(at)}` : `${text.slice(0, at)} ${line}${text.slice(at)}`
      return i
    }
    return -1
  }
  const indexes = (...wanted: readonly StoryRole[]) => wanted.flatMap((role) => roles.flatMap((r, i) => (r === role ? [i] : [])))

  // Early: after a paragraph where the child is, before the turn; the first such paragraph, so the
  // child is who they are from the start.
  const withHero = (text: string) => {
    const ends = paragraphEnds(text)
    const named = ends.filter((at) => hero.test(text.slice(text.lastIndexOf('\n\n', at - 1) + 1, at)))
    return named.length > 0 ? named : ends
  }
  const before = indexes('setup', 'problem').filter((i) => turnAt < 0 || i < turnAt)
  /** The lines with a thing of the page's picture its words name first, then the stock ones. */
  const withThing = (lines: BandLines | undefined, stock: readonly string[]) => (i: number, before: string) => {
    // Only a thing the words have named already: never one the page has yet to reveal.
    const thing = thingNamed(before, objects[i] ?? [])
    const own = lines && thing ? tellingsFor(lines, band).map((line) => line.replaceAll('{thing}', thing)) : []
    return [...own, ...stock]
  }
  const early = place(withThing(THING_EARLY[flavour], tellingsFor(arcLines.early, band)), before, withHero)

  // The turn: a small step of its own at the start of the turn page.
  const turn = arcLines.turn && turnAt >= 0 ? place(tellingsFor(arcLines.turn, band), [turnAt], () => [0], true) : -1

  // The close: on the last page before its closing paragraph (the tale's own last line stays last),
  // else at the end of the page before it.
  // A paragraph of its own, so its pronouns are the child's, never the last-named.
  const lastParagraph = (text: string) => {
    const at = text.trimEnd().lastIndexOf('\n\n')
    return at > 0 ? [at + 2] : []
  }
  const endOf = (text: string) => paragraphEnds(text).slice(-1)
  // The memory once: not where the last page already recalls it (the fear's look-ahead).
  // Only a memory whose names the story has already said ("the Great Pearl" of a telling that only
  // ever says "the pearl" would be a name nobody has introduced).
  const story = out.join('\n')
  const namesSaid = (text: string) => (text.match(/(?<!^)\b\p{Lu}[\p{L}'-]*/gu) ?? []).every((name) => story.includes(name))
  const remembered =
    memory && band !== '2-4' && !story.includes(memory) && namesSaid(memory) ? [MEMORY_CLOSE[flavour].replace('{memory}', memory)] : []
  const closing = (i: number, before: string) => [
    ...remembered,
    ...withThing(THING_CLOSE[flavour], tellingsFor(arcLines.close, band))(i, before),
  ]
  let close = place(closing, [last], lastParagraph, true)
  if (close < 0 && last > 0 && last - 1 !== turnAt) close = place(closing, [last - 1], endOf)
  return { pages: out, arc: { flavour, phrase: quality.phrase, early, turn, close } }
}
