/**
 * Sentence frames of the offline writer. Each frame is "BANDS~text": BANDS says for which age bands
 * it is written (y = 2-4, m = 5-8, o = 9-12); text has slots in braces, filled by the composer,
 * and choices in square brackets, one picked at random: "[big|huge]".
 *
 * Style rules every frame keeps (so the prose stays grammatical whatever is slotted in):
 * - the hero is always named, never a pronoun; "they/their" only for the hero and the companion
 *   together, right after they are named;
 * - the companion as subject only takes past-tense verbs that agree with one or many ("looked",
 *   "nodded"), never "was/is/has";
 * - speech tags come before a quote that ends in "!" or "?", or after a quote ending in a comma.
 *
 * After the bands, "<" places a sentence early (right after the beat) and ">" late.
 *
 * Slots: {hero} {heroPos} (Mia's) {comp} {compFirst} {pair} (Mia and the dragon) {friends}
 * {subj} {be} {beat} {ger} {past} {learned} {place} {atPlace} {aProp} {theProp} {traits} {pred}
 * {desc}.
 */

export type Band = 'y' | 'm' | 'o'
export type Role = 'beginning' | 'problem' | 'attempt' | 'turn' | 'ending'

/** Opening sentence of a story (segment 1, always). */
export const OPENERS = [
  'y~This is {hero}.',
  'y~Meet {hero}.',
  'y~Here is {hero}.',
  'ym~Once upon a time, there was a child called {hero}.',
  'ym~This is the story of {hero}.',
  'ym~Not so long ago, there lived a child named {hero}.',
  'mo~Every story needs a hero, and this one has {hero}.',
  'mo~There once was a child named {hero}, and this is one of the best days {hero} ever had.',
  'o~Some days are ordinary, but this one was not, at least not for {hero}.',
  'o~If you had met {hero} that day, you would have noticed a sparkle of excitement that simply would not go away.',
  'o~Not far from here, in a place much like your own, lived a child called {hero}.',
  'o~This is the story of {hero}, and of a day that nobody involved would ever forget.',
]

/** Present-tense introduction of the traits: "Mia is brave and loves owls." */
export const TRAITS = [
  'ymo~{hero} {traits}.',
  'ym~Everyone knows that {hero} {traits}.',
  'mo~You should know that {hero} {traits}.',
  'mo~Here is something about {hero}: this child {traits}.',
  'o~Anyone who spends an afternoon with {hero} soon finds out that this child {traits}.',
  'o~Ask around and you will hear it: {hero} {traits}.',
]

/** First mention of the companion. */
export const COMP_INTRO = [
  'y~{compFirst} came too.',
  'ym~Along came {compFirst}.',
  'ym~With {hero} came {compFirst}.',
  'ymo~Best of all, {compFirst} came along.',
  'mo~At {heroPos} side, as always, was {compFirst}.',
  'mo~{hero} was not alone, because {compFirst} came along too.',
  'o~Close by, never more than a few steps away, was {compFirst}.',
  'o~Today {hero} had company: {compFirst}, who never missed an adventure.',
]

/** The parent's appositive: "Captain Whiskers, a brave cat". */
export const COMP_DESC = ['ymo~{comp} looked every bit like {desc}.', 'ymo~Everyone could see {comp} was {desc}.']

/** How one beat is told, by role and by how the beat reads. */
export type BeatFrames = { noun: string[]; gerund: string[]; past: string[]; learned: string[]; colon: string[] }

export const BEAT_FRAMES: Record<'first' | 'setup' | Exclude<Role, 'beginning'>, BeatFrames> = {
  first: {
    noun: [
      'ymo~It all began with {beat}.',
      'ymo~This story starts with {beat}.',
      'ym~Everything started with {beat}.',
      'mo~The adventure began, as the best ones often do, with {beat}.',
      'o~It started with something that looked small at first: {beat}.',
    ],
    gerund: ['ymo~It all began with {ger}.', 'mo~One day, {subj} {be} busy {ger}.', 'o~The day started quietly enough, with {ger}.'],
    past: ['ymo~One day, {subj} {past}.', 'mo~It began when {subj} {past}.', 'o~On that particular day, {subj} {past}.'],
    learned: ['ymo~One day, {subj} learned {learned}.', 'o~It began on the day {subj} learned {learned}.'],
    colon: ['ymo~It all began like this: {beat}.', 'mo~Picture it: {beat}.'],
  },
  setup: {
    noun: ['ymo~Next came {beat}.', 'ymo~Soon there came {beat}.', 'mo~After that came {beat}.', 'o~Before long, along came {beat}.'],
    gerund: ['ymo~Soon {subj} {be} {ger}.', 'mo~Next, {subj} {be} busy {ger}.'],
    past: ['ymo~Then {subj} {past}.', 'ymo~Soon {subj} {past}.', 'mo~After that, {subj} {past}.', 'o~Before long, {subj} {past}.'],
    learned: ['ymo~Then {subj} learned {learned}.', 'mo~Soon {subj} learned {learned}.'],
    colon: ['ymo~Here is what came next: {beat}.', 'mo~Then this happened: {beat}.'],
  },
  problem: {
    noun: [
      'ymo~But then came {beat}.',
      'y~Uh-oh! Then came {beat}.',
      'ymo~But there was a problem: {beat}.',
      'mo~Then, all of a sudden, came {beat}.',
      'mo~Suddenly there was trouble: {beat}.',
      'o~Just when everything seemed to be going well, along came {beat}.',
      'o~Then came the part nobody had planned for: {beat}.',
    ],
    gerund: ['ymo~But soon {subj} {be} {ger}.', 'mo~Then the trouble started: {ger}.', 'o~Before long, {subj} {be} right in the middle of {ger}.'],
    past: ['ymo~But then {subj} {past}.', 'ymo~Suddenly, {subj} {past}.', 'mo~Then, without any warning, {subj} {past}.', 'o~And then, just like that, {subj} {past}.'],
    learned: ['ymo~But then {subj} learned {learned}.', 'o~Then came a surprise, when {subj} learned {learned}.'],
    colon: ['ymo~But there was a problem: {beat}.', 'mo~Then came trouble: {beat}.', 'o~Here is where things got difficult: {beat}.'],
  },
  attempt: {
    noun: [
      'ymo~Next came {beat}.',
      'ymo~After a while came {beat}.',
      'mo~After that came {beat}.',
      'mo~What came next was {beat}.',
      'o~Soon afterwards came {beat}.',
      'o~And so the day moved on to its next surprise: {beat}.',
    ],
    gerund: ['ymo~So {subj} tried {ger}.', 'mo~Next, {subj} set about {ger}.', 'o~With fresh hope, {subj} turned to {ger}.', 'mo~Soon {subj} {be} busy {ger}.'],
    past: ['ymo~So {subj} {past}.', 'ymo~Then {subj} {past}.', 'mo~Bravely, {subj} {past}.', 'o~Without wasting a moment, {subj} {past}.', 'o~Taking a deep breath, {subj} {past}.'],
    learned: ['ymo~Along the way, {subj} learned {learned}.', 'mo~That was when {subj} learned {learned}.', 'o~It was during all this that {subj} learned {learned}.'],
    colon: ['ymo~The next part went like this: {beat}.', 'mo~Here is what came next: {beat}.'],
  },
  turn: {
    noun: [
      'ymo~And then came {beat}.',
      'ymo~At last came {beat}.',
      'mo~Suddenly everything changed: {beat}.',
      'mo~That was when it happened: {beat}.',
      'o~Just when it mattered most, there it was: {beat}.',
    ],
    gerund: ['ymo~At last it was time for {ger}.', 'mo~And then {subj} {be} busy {ger}.'],
    past: ['ymo~At last, {subj} {past}.', 'ymo~Finally, {subj} {past}.', 'mo~That was when {subj} {past}.', 'o~In the end, the answer was simple: {subj} {past}.'],
    learned: ['ymo~At last, {subj} learned {learned}.', 'mo~That was when {subj} learned {learned}.'],
    colon: ['ymo~Then everything changed: {beat}.', 'mo~And then it happened: {beat}.'],
  },
  ending: {
    noun: [
      'ymo~The day ended with {beat}.',
      'ymo~And at the very end came {beat}.',
      'mo~And so it all ended with {beat}.',
      'mo~What a happy ending: {beat}.',
      'o~The adventure finished just as it should, with {beat}.',
    ],
    gerund: ['ymo~{subj} ended the day {ger}.', 'ymo~The day ended with {ger}.', 'o~And so the story ends, with {ger}.'],
    past: ['ymo~In the end, {subj} {past}.', 'ymo~And so, {subj} {past}.', 'o~When it was all over, {subj} {past}.'],
    learned: ['ymo~In the end, {subj} learned {learned}.'],
    colon: ['ymo~And here is how it ended: {beat}.', 'mo~It ended like this: {beat}.'],
  },
}

/** Extra segments that stretch a beat: the problem grows, or a first try fails. */
export const CONT: Record<'problem' | 'attempt', string[]> = {
  problem: [
    'ymo~The problem was [bigger|trickier] than it first looked.',
    'ymo~And the trouble did not stop there.',
    'ym~Things got worse before they got better.',
    'mo~{hero} looked [this way and that|high and low], but nothing helped at first.',
    'o~Every idea seemed to lead straight back to the same stubborn problem.',
    'o~For a while it seemed as if the whole day had tied itself in a knot.',
  ],
  attempt: [
    'ymo~The first try did not quite work.',
    'ymo~So {pair} tried again, a little differently this time.',
    'ymo~It was time for a new plan.',
    'ym~{pair} did not give up.',
    'mo~The second try went better than the first.',
    'mo~{hero} thought it over and came up with a fresh idea.',
    'o~Back to the beginning went {pair}, ready to try once more.',
    'o~Not every plan works the first time, and this one certainly did not.',
  ],
}

/** Optional sentences for each role, in no particular order. */
export const BODY: Record<Role, string[]> = {
  beginning: [
    'y~{hero} waved hello.',
    'y~The day was new.',
    'ym~{comp} gave a big yawn.',
    'ym~It was a good day for an adventure.',
    'ym~{hero} put on a pair of comfy shoes.',
    'mo~{pair} were ready to go.',
    'mo~{hero} felt a tingle of excitement.',
    'mo~Who knew what the day would bring?',
    'mo~{hero} looked around and grinned at {comp}.',
    'mo~It felt like the start of something big.',
    'mo~{comp} gave a happy little hop.',
    'o~{hero} had woken up with the feeling that something unusual was waiting just around the corner.',
    'o~Some people need a map to find adventure, but {hero} usually found that adventure came looking first.',
    'o~{comp} seemed to sense that something was coming, and kept glancing about as if the day might reveal a secret at any moment.',
    'o~Later, {hero} would say this was the moment everything began.',
    'o~It was the sort of morning, or afternoon, or whatever it was, that makes you want to say yes to everything.',
    'o~{hero} noticed small things first, the way curious people do.',
    'y~There was so much to see.',
    'y~{hero} [skipped|hopped] with joy.',
    'y>~Off they went!',
    'ym~{pair} looked at each other and smiled.',
    'ym~{hero} could hardly wait to [begin|get started].',
    'ymo~Something [exciting|wonderful] was about to happen.',
    'ymo~{comp} [yawned|stretched|blinked] and looked around.',
    'ym~{hero} felt ready for anything.',
    'mo~It was the kind of day when anything could happen.',
    'mo~{hero} had a feeling that today would be special.',
    'mo~The air seemed to hum with [adventure|possibility].',
    'mo~{hero} took a deep breath and looked around {place}.',
    'o~Little did {hero} know just how big this day would turn out to be.',
    'o~The day felt full of promise, like the first page of a brand-new book.',
    'o~{hero} tucked a hundred questions away for later and grinned at {comp}.',
    'o~There is a special feeling at the start of an adventure, a fizz of excitement mixed with a pinch of nerves, and {hero} felt it now.',
    'o~Everything around them seemed sharper and brighter than usual, as if the world itself was paying attention.',
  ],
  problem: [
    'y~{hero} stopped.',
    'y~That was not good.',
    'ym~{comp} gave a little whimper.',
    'ym~Everything had gone wrong.',
    'ym~{hero} did not know what to do.',
    'mo~{pair} looked at each other in dismay.',
    'mo~It was a puzzle with no easy answer.',
    'mo~{heroPos} smile slipped away for a moment.',
    'mo~What a muddle it was!',
    'o~The longer {hero} looked at the problem, the bigger it seemed to grow.',
    'mo~{hero} gave a puzzled frown.',
    'mo~This was not how anyone had planned it.',
    'mo~{comp} let out a worried little sigh.',
    'o~For a long moment, {pair} simply stared, neither of them quite sure what to say.',
    'o~It is one thing to imagine a problem and quite another to stand right in front of one.',
    'o~{hero} had the sinking feeling that comes when a plan quietly falls apart.',
    'o~Even {comp}, usually so cheerful, went rather quiet.',
    'o~There had to be a way through this, even if nobody could see it yet.',
    'y<~Oh no!',
    'y<~Uh-oh.',
    'y~What a [muddle|puzzle|pickle]!',
    'y~{hero} frowned.',
    'ym~{comp} [gulped|looked worried|hid behind {hero}].',
    'ym~This was a [big|real] problem.',
    'ymo<~Nobody knew what to do at first.',
    'ym~{heroPos} tummy felt [wobbly|full of butterflies].',
    'ymo~It was not going to be easy.',
    'mo~For a moment, everything went very quiet.',
    'mo~Even {comp} [looked|seemed] unsure.',
    'mo~The trouble seemed to grow bigger by the minute.',
    'mo~Somewhere nearby, something [creaked|rustled|rumbled].',
    'mo~{hero} took a slow breath and tried to think.',
    'o~{hero} felt a knot of worry tighten and had to remind the knot who was in charge.',
    'o~It felt as if the whole day had turned upside down and shaken out all its plans.',
    'o~Problems, {hero} decided, were just puzzles wearing grumpy faces.',
    'o~The problem was not going to solve itself, that much was clear.',
  ],
  attempt: [
    'mo~{hero} tried a slower, gentler way.',
    'mo~{comp} had a go as well.',
    'mo~They swapped jobs and tried again.',
    'mo~A little laugh helped the work go faster.',
    'mo~{hero} remembered a trick from long ago.',
    'mo~Something small changed, and suddenly it seemed possible.',
    'mo~{pair} rested for a moment, then started again.',
    'o~{hero} made a careful list: what had worked, what had not, and what to try next.',
    'o~The answer seemed to be hiding just around the corner, and {hero} was determined to find it.',
    'o~{comp} kept up a steady stream of encouragement, some of it helpful and some of it just funny.',
    'o~Hands got tired and knees got grubby, but nobody suggested stopping.',
    'o~Every time something went wrong, {hero} asked a simple question: why?',
    'o~They tried it fast, they tried it slow, and they tried it upside down, just in case.',
    'o~Somewhere along the way, the tricky job started to feel more like a game.',
    'o~{hero} noticed that the worry had grown quieter, crowded out by ideas.',
    'o~It is surprising how much you can do when you refuse to give up.',
    'o~{comp} pointed out a tiny detail that changed everything about the plan.',
    'o~Little by little, the impossible began to look merely difficult.',
    'y~{hero} tried.',
    'y~Push, push, push!',
    'y~{comp} tried too.',
    'y~Nearly!',
    'ym~{hero} tried again.',
    'ym~Slowly, slowly, it got easier.',
    'ym~{pair} kept trying.',
    'ym~{comp} held the other end.',
    'mo~{hero} took a deep breath and tried once more.',
    'mo~Practice, {hero} decided, was a kind of magic.',
    'mo~{comp} gave a thumbs up, or something very like one.',
    'mo~Each try was a little better than the last.',
    'o~{hero} counted to three, steadied both hands and tried again, more carefully this time.',
    'o~Patience, it turned out, was the secret ingredient nobody had mentioned.',
    'mo~{pair} tried one way, and then another.',
    'mo~Bit by bit, it started to work.',
    'mo~{hero} wiped a dusty hand on a sleeve and kept going.',
    'o~It was slow, careful work, the kind that asks for patience more than strength.',
    'o~{hero} tried to think like a scientist: try something, watch what happens, then try again.',
    'o~Every small success made the next step feel a little less scary.',
    'o~{comp} kept count of every try, which was both helpful and slightly annoying.',
    'o~At one point {hero} almost laughed at how tricky it all was, and somehow that helped.',
    'o~Progress, {hero} noticed, is often quiet; it creeps up on you one tiny step at a time.',
    'y~{hero} had an idea.',
    'y~It was hard work.',
    'y~{comp} helped too.',
    'ym~It did not work at first.',
    'ymo~{hero} did not give up.',
    'ymo~Step by step, things got a little better.',
    'ym~{pair} [huffed and puffed|worked and worked].',
    'ym~Together, {pair} made a plan.',
    'mo~{hero} thought hard about what to do next.',
    'mo~Little by little, the plan began to take shape.',
    'mo~Not every idea worked, but each one taught them something.',
    'mo~{comp} [offered|suggested] a [clever|funny|useful] idea.',
    'mo~It took [patience|time] and more than one try.',
    'o~Their first try was a wobbly one, and the second was not much better, but the third felt different.',
    'o~{hero} remembered that every expert was once a beginner and kept going.',
    'o~Mistakes, it turned out, were just clues in disguise.',
    'o~With every attempt, {pair} grew [a little braver|more determined].',
    'o~{hero} studied the problem from every side, like a detective with a tricky case.',
  ],
  turn: [
    'y~Yes!',
    'y~It worked!',
    'ym~{comp} gave a happy shout.',
    'ym~{hero} jumped up and down.',
    'mo~It felt like the sun coming out after rain.',
    'mo~{hero} could not stop smiling.',
    'o~It was as if the whole day had been waiting for exactly this moment.',
    'mo~{hero} could hardly believe it.',
    'mo~{comp} did a little happy spin.',
    'mo~Everyone let out a big breath at once.',
    'o~For a moment nobody moved, and then everyone moved at once, laughing and cheering.',
    'o~{hero} felt a wave of relief so big it was almost like flying.',
    'o~It was the kind of moment you want to keep in a jar and open again on a grey day.',
    'o~All the worry of the day seemed to melt away like snow in the sun.',
    'o~Even {comp} looked astonished, and then enormously proud.',
    'y~{hero} [gasped|clapped].',
    'y<~Hooray!',
    'ym<~And then, it happened!',
    'ym~Suddenly, things began to change.',
    'ymo~{comp} [jumped for joy|danced a little dance|cheered].',
    'ymo~The hard part was over at last.',
    'ymo~{hero} felt as tall as a [tree|mountain].',
    'mo~Everything felt lighter all of a sudden.',
    'mo~{heroPos} heart [did a happy flip|skipped with joy].',
    'mo~All that trying had been worth it.',
    'mo~It was the moment {pair} had been hoping for.',
    'o~A warm, bright feeling spread from {heroPos} toes right up to the tip of {heroPos} nose.',
    'o~Sometimes the answer hides in plain sight, waiting for someone patient enough to look.',
    'o~Courage, {hero} realised, was never about not being scared; it was about trying anyway.',
    'o~The world seemed to hold its breath, and then everything clicked into place.',
    'o~{pair} shared a grin that said more than words ever could.',
  ],
  ending: [
    'y~Everyone cheered.',
    'y~{hero} yawned a big yawn.',
    'ym~It had been the best day.',
    'ym~{comp} gave {hero} a sleepy smile.',
    'mo~{hero} felt proud and happy and tired all at once.',
    'mo~Home had never felt so cosy.',
    'o~There would be other days and other adventures, but this one would always be special.',
    'mo~{hero} gave {comp} the biggest hug.',
    'mo~It had been a wonderful day.',
    'mo~{comp} snuggled close with a contented sigh.',
    'o~Some days leave footprints on your heart, and this was one of them.',
    'o~{hero} thought about everything that had happened and decided it had been worth every wobble.',
    'o~The world felt softer now, as if it too was getting ready for a good long rest.',
    'o~It is a fine thing, at the end of a big day, to know you were brave when it counted.',
    'o~{comp} seemed to be dreaming already of the next adventure, and, if we are honest, so was {hero}.',
    'y~What a day!',
    'y~{hero} smiled a big smile.',
    'y~Everyone was happy.',
    'y~{hero} hugged {comp}.',
    'ym>~It was time to go home.',
    'ymo~{comp} gave a happy, sleepy sigh.',
    'ymo~{hero} would remember this day for a long, long time.',
    'ym~{hero} felt warm and happy all the way through.',
    'mo~Everyone agreed it had been the best day ever.',
    'mo~It had been a long day, full of [surprises|wonders], and now it was time to rest.',
    'mo~Tomorrow would bring new adventures, but for now, everything was just right.',
    'o~Some adventures end, but friendships like this one never do.',
    'o~Deep down, {hero} knew that the best part of any adventure is having someone to share it with.',
    'o~Looking back, {hero} realised the day had been about more than what happened; it had been about courage and friendship.',
    'o~As the day wound down, {pair} talked over every moment, the tricky ones and the wonderful ones alike.',
  ],
}

/** At most one per segment, placed last. */
export const CLOSE: Record<Role, string[]> = {
  beginning: ['ymo~And so the adventure began.', 'mo~What would happen next?', 'o~Neither of them could have guessed what was coming next.'],
  problem: ['ymo~This was going to be tricky.', 'mo~Something had to be done.', 'o~It was time to think of a plan, and quickly.'],
  attempt: ['ymo~Would it work?', 'mo~There was only one way to find out.', 'o~Slowly but surely, they were getting closer.'],
  turn: ['ym~They had done it!', 'mo~Everything was going to be all right.', 'o~And just like that, the hardest part was behind them.'],
  ending: ['y~Sleep tight, {hero}.', 'ymo~The end.', 'mo~And that is the end of this story, but not of their friendship.', 'o~And if you listen closely tonight, you might just hear {comp} humming a happy tune.'],
}

/** The companion reacting, any role. */
export const COMPANION = [
  'y~{comp} smiled.',
  'y~{comp} [nodded|clapped].',
  'ym~{comp} [peeked|peered] over {heroPos} shoulder.',
  'ym~{comp} stayed close beside {hero}.',
  'ymo~{comp} [wiggled|wriggled] with [excitement|delight].',
  'ymo~{comp} let out a [little|soft] [squeak|hum|sigh].',
  'ym~{hero} held on tight to {comp}.',
  'ymo~{comp} [listened carefully|watched closely].',
  'ym~{hero} and {comp} [shared a look|grinned at each other].',
  'mo~Even {comp} [seemed|looked] [curious|impressed].',
  'mo~{comp} hummed a little tune to keep spirits up.',
  'mo~{hero} gave {comp} a [gentle|quick] [pat|hug].',
  'mo~Whatever happened, {pair} would face it together.',
  'mo~Having {comp} close by made everything feel [easier|less scary].',
  'o~{comp} gave {hero} a look that clearly meant: we can do this.',
  'o~Every so often, {comp} glanced at {hero}, and each glance seemed to say that friends stick together.',
  'o~{comp} pointed out something {hero} had missed, which is exactly what good friends are for.',
  'o~It is a wonderful thing to have a friend like {comp}, and {hero} knew it.',
  'o~{comp} kept close, steady and warm, the way the best friends do.',
  'o~{hero} glanced at {comp} and felt the worry shrink a little.',
  'o~{comp} had a way of making even the strangest moments feel safe.',
  'o~Now and then {comp} made a funny face, just to make {hero} laugh.',
  'mo~{comp} never once left {heroPos} side.',
  'mo~{hero} and {comp} made a very good team.',
  'y~{comp} wagged and wiggled.',
  'y~{comp} gave a little wave.',
  'ym~{comp} [giggled|chuckled].',
  'ym~{comp} followed close behind.',
  'mo~{comp} nudged {hero} gently.',
  'mo~{comp} listened with both ears.',
  'mo~{comp} always knew how to make {hero} smile.',
  'o~{comp} offered a small, encouraging nod, which somehow helped more than a hundred words.',
]

/** Feelings by mood. */
export const FEELINGS: Record<'calm' | 'curious' | 'tense' | 'brave' | 'joyful' | 'cosy', string[]> = {
  calm: ['y~{hero} felt happy.', 'ymo~{hero} felt calm and cheerful.', 'o~A quiet, contented feeling settled over {hero}, like a blanket fresh from the dryer.'],
  curious: ['ymo~{hero} wondered what would happen next.', 'mo~Questions popped up in {heroPos} head like bubbles.', 'o~Curiosity tugged at {hero} like a kite string on a windy day.'],
  tense: ['ym~{heroPos} heart went thump, thump.', 'mo~{heroPos} heart beat fast.', 'o~{hero} could hear every tiny sound, the way you do when you are trying very hard to be brave.'],
  brave: ['ym~{hero} stood tall.', 'mo~{hero} stood up straight and stepped forward.', 'o~Being brave, {hero} discovered, felt a bit like being scared, only pointed in the right direction.'],
  joyful: ['y~{hero} laughed out loud.', 'ymo~{hero} giggled and giggled.', 'o~Laughter bubbled up from somewhere deep inside {hero} and simply would not stay in.'],
  cosy: ['y~{hero} felt warm and snug.', 'ymo~{hero} felt warm, safe and sleepy.', 'o~A soft, sleepy warmth crept over {hero}, the kind that only comes at the end of a very good day.'],
}

/** Sky and light by time of day (skipped for worlds without a sky). */
export const SKY: Record<'morning' | 'day' | 'dusk' | 'night', string[]> = {
  morning: [
    'ymo~The morning air was fresh and cool.',
    'ym~Sunlight sparkled on everything.',
    'y~The sun was just waking up.',
    'mo~Birds sang their morning songs.',
    'o~Early sunlight slanted across the world, turning every dewdrop into a tiny jewel.',
  ],
  day: [
    'ymo~The sun was high and bright.',
    'ym~A gentle breeze drifted by.',
    'y~The sky was blue.',
    'ym~Fluffy white clouds floated by.',
    'mo~Warm sunshine made everything glow.',
    'o~Fluffy clouds sailed slowly across a wide blue sky.',
    'o~The afternoon light was warm and golden, and the shadows were short.',
  ],
  dusk: [
    'ymo~The sky turned [pink and gold|orange and purple].',
    'ym~Long shadows stretched across the ground.',
    'y~The sun was going down.',
    'mo~The first lights came on in the windows.',
    'o~The evening light turned everything the colour of honey.',
  ],
  night: [
    'ymo~The stars [twinkled|winked] overhead.',
    'ym~The moon [peeked|shone] through the clouds.',
    'y~It was dark and quiet.',
    'mo~An owl hooted softly somewhere far away.',
    'o~Above them, the night sky was scattered with stars like sugar spilled on dark velvet.',
  ],
}

/** About the place and the things in it. */
export const PLACE = [
  'ymo~There was so much to see {atPlace}.',
  'ym~{hero} spotted {aProp} nearby.',
  'mo~{atPlace}, everything felt [new|bright|full of wonder].',
  'mo~Not far away stood {aProp}, just waiting to be noticed.',
  'o~{hero} noticed {aProp} and made a mental note to look at it more closely later.',
  'o~{atPlace}, even the smallest things seemed to have a story to tell.',
  'o~{hero} took a long look around {place}, trying to remember every corner of it.',
  'o~There was something about {place} that made {hero} feel both tiny and brave.',
  'mo~{hero} had never seen {place} look quite like this.',
]

/** Speech, by role (used from age 5, a little for the youngest). */
export const DIALOGUE: Record<Role, string[]> = {
  beginning: [
    'ym~{hero} said, "Let\'s go!"',
    'mo~"What a day this is going to be," said {hero}.',
    'mo~{hero} asked, "Are you ready?"',
    'o~"I have a feeling today is going to be special," {hero} whispered to {comp}.',
    'o~"Stay close," said {hero}, "and keep your eyes open."',
  ],
  problem: [
    'ym~{hero} whispered, "What do we do now?"',
    'mo~"This is not good," said {comp}.',
    'mo~"Not yet," said {hero}. "We can still fix this."',
    'o~"Let\'s not panic," said {hero}, sounding calmer than anyone felt.',
    'o~{comp} asked in a small voice, "Do you think we can really sort this out?"',
  ],
  attempt: [
    'ym~{comp} cheered, "You can do it!"',
    'mo~"Let\'s try it this way," said {hero}.',
    'mo~"One more time," said {hero}.',
    'o~"If at first it doesn\'t work, we try another way," said {hero} firmly.',
    'o~"Careful now," murmured {comp}, "nearly there."',
  ],
  turn: [
    'ymo~{hero} shouted, "We did it!"',
    'mo~"I knew you could do it," said {comp}.',
    'o~"Did that really just happen?" {hero} asked, and {comp} laughed.',
    'o~"We make a good team," said {hero}, grinning from ear to ear.',
  ],
  ending: [
    'ymo~{hero} whispered, "Thank you for today."',
    'mo~{comp} asked, "Same time tomorrow?"',
    'o~"Today was the best," said {hero} with a happy yawn.',
    'o~"Promise we will do this again," said {comp}, and {hero} promised.',
  ],
}

/** A trait mentioned again later, present tense: "After all, Mia loves owls." */
export const TRAIT_ASIDES = [
  'ymo~After all, {hero} {pred}.',
  'ym~Remember, {hero} {pred}.',
  'mo~{hero} {pred}, and today that was a fine thing to be.',
  'o~Anyone who knows {hero} knows that this child {pred}, and today it showed.',
  'o~It is worth remembering that {hero} {pred}; it made all the difference.',
]

/** Short sentences used only when a segment still needs a few words. */
export const FILLERS = [
  'ymo~{hero} smiled.',
  'ymo~{comp} nodded.',
  'ymo~What fun it was!',
  'ymo~{pair} kept going.',
  'ymo~Everything felt just right.',
  'ymo~{hero} looked all around.',
  'ymo~{comp} looked around too.',
  'ymo~It was a wonderful moment.',
  'mo~{hero} took it all in, one thing at a time.',
  'mo~{pair} paused for a moment to look around.',
  'o~{hero} tried to remember every detail, so as to tell the story properly later.',
  'o~For a moment, nobody said anything at all, and that was perfectly fine.',
]

/** Sentences that look again at a thing named in the beat: {theBeatProp} / {aBeatProp}. */
export const BEAT_PROP = [
  'ymo~{hero} took a closer look at {theBeatProp}.',
  'ym~{hero} pointed at {theBeatProp}.',
  'ym~{comp} stared at {theBeatProp} with wide eyes.',
  'mo~{hero} had never seen {aBeatProp} quite like this one before.',
  'o~{hero} studied {theBeatProp} carefully, noticing details that anyone else would have missed.',
  'o~There was something about {theBeatProp} that made {hero} want to look twice.',
  'o~{comp} circled {theBeatProp} slowly, as if it might hold a secret.',
]

/** Sentences that look again at an activity beat: {Ger} is the gerund phrase. */
export const BEAT_ACTIVITY: Record<'hard' | 'good', string[]> = {
  hard: ['mo~{ger} was [harder|trickier] than it looked.', 'o~{ger} took far longer than anyone had expected, but nobody complained.'],
  good: ['mo~{ger} turned out to be [great fun|a wonderful idea].', 'o~{ger} turned out to be the best idea of the whole day.'],
}

/** Reactions to something learned (factual outlines). */
export const LEARNED = [
  'ymo~{hero} had never known that before.',
  'ym~What an amazing thing to find out!',
  'ymo~{comp} could hardly believe it.',
  'mo~{hero} said it out loud twice, just to remember it.',
  'mo~{hero} wanted to tell everyone at home.',
  'o~It is funny how the world is full of surprises, once you start asking questions.',
  'o~{hero} tucked the new fact away like a treasure, ready to share it later.',
  'o~"Did you know that?" {hero} asked, and {comp} shook [a head|an ear] in wonder.',
]

/** A small mishap, for a problem segment whose beat is not itself a problem. */
export const MISHAPS = [
  'ymo~But then things got muddled, and nothing went right.',
  'ymo~But it was much harder than it looked.',
  'ym~But {comp} got a bit lost, and {hero} had to search.',
  'mo~But there was a puzzle that nobody could solve at first.',
  'mo~But just then, a gust of wind scattered everything everywhere.',
  'mo~But {pair} could not work out how it all fitted together.',
  'o~But understanding it properly turned out to be far trickier than anyone had guessed.',
  'o~But just as things were going well, everything got tangled up in a most annoying way.',
]
