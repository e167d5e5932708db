/**
 * The fears parents write in "Anything {name} finds scary or hard?", each with the words that mean
 * it in a parent's answer and in a story's passage, and its arc told as a bookend where the story
 * has no passage of its own for it: a "felt" line early (the fear in the child's ordinary life,
 * gently) and an "overcome" line late (the child meets it again with something the adventure gave
 * them: the companion, the story's memory, a small strategy of their own). Never a lecture, never a
 * flaw, never frightening.
 *
 * Lines use the story tokens ({name}, {They|holds}, {their}, {c} …) and `{memory}`, the story's own
 * memory line ("the evening they played a shoebox guitar on the front steps"). A sentence holding
 * `{memory}` is the one left out where the page has no room for it (tales/fear-arc.ts). The 2-4
 * lines are in the present, as those tellings are; the older bands' in the past.
 */
import type { AgeBand } from '../story-shape'
import type { FearKind } from './lexicon'

export type FearWhen = { past: string; present: string }

export type FearEntry = {
  id: string
  /** The kind of the story's passages that can meet it (`noise:`, `water:` …). */
  kind: FearKind
  /** The parent's words: "the hoover", "hoovers", "loud hand dryers". */
  said: RegExp
  /** Words in a passage of its kind that truly meet it (a storm for thunder, not a dog's barking); absent: any passage of the kind. */
  tale?: RegExp
  /**
   * When the fear is felt in the child's life, for a story's moment of it ("Maya felt the way she did
   * near deep water"): the past for 5-8 and 9-12, the present for 2-4. Worded apart from the `felt`
   * line, which may follow it on the same page.
   */
  when: FearWhen
  /**
   * A fear of a routine at home (the bath, the hoover, the dentist): its overcome line is set there,
   * so it is told on the story's last page, once the child is home, or not at all; never at the end
   * of an adventure's page by a frog pond.
   */
  home?: true
  felt: Record<AgeBand, string>
  over: Record<AgeBand, string>
  /**
   * The overcome end as a quiet thought of the child's, looking ahead to meeting the fear again:
   * short, and true on any page since the story's turn, by day or by night (never "That night").
   * Told where the story has no moment for the felt end and its last page has no room for `over`,
   * or is not night for an `over` line set tonight.
   */
  quiet?: Record<AgeBand, string>
  /**
   * `{one}` in the lines: the parent's creature where the entry covers more than one ("wasps" is
   * told "the next time a wasp buzzed past", never "a bee", another fear's word), else `plain`.
   */
  one?: { plain: string; from: RegExp }
  /**
   * A fear about doing (mistakes, tests, losing), met at the story's own failed try
   * (tales/failed-try.ts): `felt` follows the sentence where the attempt page's try goes wrong,
   * `over` the sentence at the turn where the right way works. Each reads on from the sentence
   * before it, in any tale.
   */
  tried?: FailedTry
}

/** `audience`: told only where the attempt page has someone watching the try (being watched, being laughed at). */
export type FailedTry = { felt: Record<AgeBand, string>; over: Record<AgeBand, string>; audience?: true }

/** The entry's lines with `{one}` told for the parent's noun ("wasps": a wasp). */
export function inTheirWords<E extends Pick<FearEntry, 'when' | 'felt' | 'over' | 'quiet' | 'one'>>(entry: E, noun: string): E {
  if (!entry.one) return entry
  const one = noun.toLowerCase().match(entry.one.from)?.[1] ?? entry.one.plain
  const told = (lines: Record<AgeBand, string>) =>
    Object.fromEntries(Object.entries(lines).map(([band, line]) => [band, line.replaceAll('{one}', one)])) as Record<AgeBand, string>
  return {
    ...entry,
    when: { past: entry.when.past.replaceAll('{one}', one), present: entry.when.present.replaceAll('{one}', one) },
    felt: told(entry.felt),
    over: told(entry.over),
    ...(entry.quiet ? { quiet: told(entry.quiet) } : {}),
  }
}

const MEMORY = '{They} thought of {memory}.'

/** Most specific first: "loud hand dryers" is the hand dryer, not loud noises; "seaweed" is not the sea. */
export const FEARS: readonly FearEntry[] = [
  // Fears about doing, before the things they may mention: "tests at school" is a test, not school;
  // "reading out loud" is being watched, not a noise; "messing up" a mistake, not mud.
  {
    id: 'mistakes',
    kind: 'alone',
    // "failing his exams", "tests at school", "messing up", "being told off", "not being the best":
    // a fear of getting it wrong ("blood tests" are the doctor's).
    said: /mistakes?|getting (it|things|stuff|something|answers?) wrong|doing (it|things|stuff|something) wrong|being wrong|wrong answers?|not (being )?(good|clever|smart) enough|not being (good|perfect|the best)|being (bad|rubbish|no good) at|perfect|\bfail|not being able|(?<!blood )\btests?\b|exams?|spellings?|maths|homework|messing (it |things )?up|mess(ing)? up|told off|getting in trouble|being shouted at/,
    when: { past: 'after a mistake', present: 'after a mistake' },
    // A mistake made, not any "Oops!" or "wrong" ("What's wrong?").
    tale: /\bmistakes?\b|\b(?:went|gone|go|get|got|getting) (?:it |things |everything |all )?wrong\b|\bwrong (?:answer|way|one|note|turn|word)s?\b/,
    felt: {
      '2-4': 'At home, when {their} tower falls down, {name} wants to stop.',
      '5-8': 'When something went wrong, {name} wanted to stop trying and hide the mess away.',
      '9-12': 'When something went wrong, {name} wanted to screw it up and start again, or better, not try at all.',
    },
    over: {
      '2-4': "Oops? That's fine! {name} and {c} just try again.",
      '5-8': 'Next time something went wrong, {name} said "oops" and tried again, with {c} cheering {them} on.',
      '9-12': `Next time something went wrong, {name} only said "oops" and tried again. ${MEMORY} Nothing good ever came right first time.`,
    },
    quiet: {
      '2-4': 'Oops? {name} will try again!',
      '5-8': 'Next time something went wrong, {name} thought, {they} would say "oops" and try again.',
      '9-12':
        'Next time something went wrong, {name} thought, {they} would say "oops" and try again. Hardly anything came right first time.',
    },
    tried: {
      felt: {
        '2-4': "{name's} cheeks go hot, like after a mistake. {They|wants} to stop.",
        '5-8': "It had gone wrong. {name's} face went hot, the way it always did after a mistake, and {they} wanted to stop trying.",
        '9-12':
          "It had gone wrong. {name's} face burned, the way it always did after a mistake, and a small voice inside {them} said it would be easier to stop trying altogether.",
      },
      over: {
        '2-4': 'Wrong first, then right! {name} smiles.',
        '5-8': "{name's} face did not go hot this time. The wrong try had shown {them} the right one.",
        '9-12':
          '{name} noticed that {their} face had not gone hot once. The wrong try had not been wasted after all: it had shown {them} the right one.',
      },
    },
  },
  {
    id: 'losing',
    kind: 'alone',
    // "gets cross when he loses", "losing a race", "sports day"; never losing a thing or a person ("losing mum in the shop").
    said: /\blos(ing|es?)\b(?! (her|his|their|my|mum|mummy|dad|daddy|sight|track|things|teeth|a tooth))|not winning|coming (last|second)|being beaten|board games|\bgames\b|\braces?\b|sports day|competitions?|\bwinning\b/,
    when: { past: 'when a game went wrong', present: 'when a game goes wrong' },
    // A game or race lost or won: "lost" alone is mostly getting lost, "win" a window or the wind.
    tale: /\blos(e|es|ing)\b|\blost (the|a|every|at)\b(?! (way|path|track))|\bwin(s|ning|ner)?\b|\bwon\b|\bbeat(en)?\b|\bcame last\b/,
    felt: {
      '2-4': 'At home, when {name} loses a game, {they|wants} to cry.',
      '5-8': 'When {name} lost a game, the losing felt enormous, hot and prickly, and {they} wanted to stomp off on {their} own.',
      '9-12':
        'When {name} lost a game, the losing felt enormous, bigger than the game itself, and {they} wanted to stomp off on {their} own.',
    },
    over: {
      '2-4': 'Next game, {name} loses. {They|says}, "Again!" and {c} laughs.',
      '5-8': 'In the next game, {name} lost, and said, "Good game. Again?" {C} grinned.',
      '9-12': `In the next game, {name} lost, and found {they} didn't mind very much. ${MEMORY} "Good game," {they} said. "Again?"`,
    },
    quiet: {
      '2-4': 'Lose a game? {name} will say, "Again!"',
      '5-8': 'Next time {they} lost a game, {name} thought, {they} would say, "Good game. Again?"',
      '9-12': 'Next time {they} lost a game, {name} thought, {they} would shake hands and say, "Again?"',
    },
    tried: {
      felt: {
        '2-4': '{name} feels cross, like losing a game. Hmph!',
        '5-8':
          "It had not worked. {name's} face went hot and prickly, the way it did when {they} lost a game, and {they} wanted to storm off.",
        '9-12':
          'It had not worked. It felt exactly like losing a game, hot and prickly and much bigger than it should be, and {name} wanted to storm off on {their} own.',
      },
      over: {
        '2-4': '{name} is glad {they} kept trying. Cross is all gone!',
        '5-8': '{name} was glad {they} had not stormed off. Losing the first go was how {they} had found the right way.',
        '9-12':
          'If {name} had stormed off after the first try, {they} would never have found this one. Losing a round, it turned out, was part of how you won.',
      },
    },
  },
  {
    id: 'stage',
    kind: 'alone',
    // "reading out loud" and "answering questions in class" are being watched, not a loud noise or a test.
    said: /stage|speaking|talking in front|in front of|show and tell|everyone looking|people looking|being looked at|being watched|(people|everyone) watching|watching (her|him|them)|performing|performances?|assembl|reading (aloud|out loud)|out loud|answering questions|(her|his|their) hand up|presentations?|audiences?|spotlight|centre of attention|nativity|concerts?|recitals?|school plays?/,
    when: { past: 'with everyone looking', present: 'with everyone looking' },
    tale: /stage|everyone (was )?(looking|watching)|audience|spotlight/,
    felt: {
      '2-4': 'At nursery, when everyone looks at {name}, {they|wants} to hide.',
      '5-8': 'When everyone looked at {name} at once, {their} cheeks went hot and {their} words went small.',
      '9-12': 'When a whole room turned to look at {name}, {their} cheeks went hot and {their} words shrank to almost nothing.',
    },
    over: {
      '2-4': 'At show and tell, {name} looks at {c}, and talks and talks!',
      '5-8': 'At the next show and tell, {name} looked at one friendly face, thought of {c}, and talked all the way to the end.',
      '9-12': `At the next show and tell, {name} found one friendly face and spoke to that. ${MEMORY} {Their} voice wobbled once, then carried all the way to the back.`,
    },
    tried: {
      audience: true,
      felt: {
        '2-4': "Everyone sees! {name's} cheeks go hot. {They|wants} to hide.",
        '5-8':
          "Everyone had seen it go wrong. {name's} cheeks went hot and {they} wanted to hide, the way {they} did when the whole class looked at {them}.",
        '9-12':
          "Everyone had seen it go wrong. {name's} cheeks burned, the way they did when a whole room turned to look at {them}, and {they} wanted to shrink to nothing.",
      },
      over: {
        '2-4': '{name} forgets all about hiding. Too busy!',
        '5-8': 'If anyone was watching now, {name} had not noticed. {They} had been too busy getting it right.',
        '9-12': 'If anyone was watching now, {name} had not noticed. {They} had been far too busy getting it right to worry about who saw.',
      },
    },
  },
  {
    id: 'thunder',
    kind: 'noise',
    said: /thunder|storm|lightning/,
    when: { past: 'in a storm', present: 'in a storm' },
    // "Thunderbox" (a robot in robots/5) is no thunder.
    tale: /\bthunder(?:s|ed|ing|storms?|claps?|ous)?\b|storm|lightning|rumbl/,
    felt: {
      '2-4': 'At home, when thunder booms, {name} hides under a blanket.',
      '5-8': 'At home, when thunder rumbled, {name} hid under the blanket and held {their} ears.',
      '9-12':
        'At home, when thunder rolled over the roofs, {name} still pulled the duvet over {their} head and counted the seconds until it stopped.',
    },
    over: {
      '2-4': 'Next time thunder booms, {name} counts the rumbles with {c}. One, two, gone!',
      '5-8':
        "The next time thunder grumbled over the roofs, {name} didn't hide. {They} counted the rumbles with {c} until the storm rolled away.",
      '9-12': `The next time thunder grumbled over the roofs, {name} didn't hide. ${MEMORY} {They} counted between flash and rumble until the storm rolled away.`,
    },
    quiet: {
      '2-4': 'Thunder? {name} will count the rumbles. One, two, gone!',
      '5-8': 'Next time thunder grumbled, {name} thought, {they} would count the rumbles away.',
      '9-12': 'Thunder, {name} thought, was only the sky grumbling. {They} could count it away.',
    },
  },
  {
    id: 'hoover',
    home: true,
    kind: 'noise',
    said: /hoover|vacuum|hover\b/,
    when: { past: 'near the {one}', present: 'near the {one}' },
    one: { plain: 'hoover', from: /\b(hoover|vacuum cleaner|vacuum)s?\b/ },
    tale: /hoover|vacuum/,
    felt: {
      '2-4': 'At home, when the {one} roars, {name} holds {their} ears.',
      '5-8': 'At home, when the {one} roared, {name} hid {their} face and held {their} ears.',
      '9-12':
        'At home, when the {one} started up, {name} still hid in the furthest corner with {their} hands over {their} ears until it stopped.',
    },
    over: {
      '2-4': 'Next time, {name} switches the {one} on. Vroom! {C} cheers.',
      '5-8': 'The next time the {one} came out, {name} asked to switch it on. Click, ROAR, and {name} laughed, with {c} right there.',
      '9-12': `The next time the {one} came out, {name} asked to switch it on. ${MEMORY} Click, ROAR. Just a noisy machine, eating crumbs.`,
    },
  },
  {
    id: 'hand-dryer',
    home: true,
    kind: 'noise',
    said: /hand ?dr[iy]ers?/,
    when: { past: 'near a hand dryer', present: 'near a hand dryer' },
    tale: /dr[iy]er/,
    felt: {
      '2-4': 'In shops, the hand dryer roars! {name} runs out with wet hands.',
      '5-8': 'In shop toilets, when a hand dryer roared, {name} ran out with dripping hands.',
      '9-12':
        'In shop toilets, the hand dryers roared like jet engines, and {name} always ran out with dripping hands rather than go near one.',
    },
    over: {
      '2-4': 'Next time, {name} holds out {their} hands to the dryer. Whoosh! Warm!',
      '5-8': 'The next time a hand dryer roared, {name} counted to five with {c}, held out {their} hands, and felt the warm wind.',
      '9-12': `The next time a hand dryer roared, {name} stood still. ${MEMORY} {They} counted to five, held out {their} hands, and let the warm wind blow them dry.`,
    },
  },
  {
    id: 'hairdryer',
    home: true,
    kind: 'noise',
    said: /hair ?dr[iy]ers?/,
    when: { past: 'near the hairdryer', present: 'near the hairdryer' },
    tale: /dr[iy]er/,
    felt: {
      '2-4': 'At home, the hairdryer is so loud! {name} ducks away.',
      '5-8': 'At home, when the hairdryer whirred, {name} ducked away with {their} hair still wet.',
      '9-12': 'At home, {name} would rather go to bed with wet hair than sit still while the hairdryer whirred beside {their} ears.',
    },
    over: {
      '2-4': 'Next time, {name} holds the hairdryer. Whirr! Warm wind!',
      '5-8':
        'The next time the hairdryer came out, {name} held it {themselves}, with {c} watching, and blew a warm wind at {their} toes first.',
      '9-12': `The next time the hairdryer came out, {name} held it {themselves}. ${MEMORY} The hairdryer only made a small warm wind.`,
    },
  },
  {
    id: 'balloons',
    kind: 'noise',
    said: /balloons?/,
    when: { past: 'near balloons', present: 'near balloons' },
    tale: /balloon|pop/,
    felt: {
      '2-4': 'At parties, {name} keeps away from balloons. They might go POP!',
      '5-8': 'At parties, {name} kept well away from the balloons, in case one went POP.',
      '9-12': 'At parties, {name} kept to the far side of the room from the balloons, waiting for one of them to go POP.',
    },
    over: {
      '2-4': 'At the next party, {name} holds a balloon with {c}. Bounce, bounce!',
      '5-8': 'At the next party, {name} held a balloon, with {c} beside {them}. When one popped, {name} just laughed.',
      '9-12': `At the next party, {name} held a balloon. ${MEMORY} When one went POP, {name} flinched, and then laughed.`,
    },
  },
  {
    id: 'fireworks',
    kind: 'noise',
    said: /fireworks?|bonfire night|sparklers?|guy fawkes|diwali bangs/,
    when: { past: 'when fireworks banged', present: 'when fireworks bang' },
    tale: /firework|sparkler|bang/,
    felt: {
      '2-4': 'On firework night, BANG! {name} hides behind the curtain.',
      '5-8': 'On firework nights, when the bangs began, {name} hid behind the curtains with {their} hands over {their} ears.',
      '9-12': 'On firework nights, {name} watched from behind the curtains, hands over {their} ears, flinching at every bang.',
    },
    over: {
      '2-4': 'Next firework night, {name} watches from the window with {c}. Ooh! Sparkly!',
      '5-8': 'On the next firework night, {name} watched from the window with {c}, ear defenders on, and named the colours. Gold! Green!',
      '9-12': `On the next firework night, {name} watched from the window. ${MEMORY} {They} named every colour, and the bangs were only the sky clapping.`,
    },
  },
  {
    id: 'sirens',
    kind: 'noise',
    said: /sirens?|alarms?|ambulances?|fire engines?|police cars?/,
    when: { past: 'near a loud siren', present: 'near a loud siren' },
    tale: /siren|alarm|nee-?naw/,
    felt: {
      '2-4': 'Nee-naw! When a siren goes by, {name} holds {their} ears.',
      '5-8': 'When a siren wailed down the street, {name} stopped still and held {their} ears.',
      '9-12': 'When a siren wailed down the street, {name} still froze on the pavement with {their} hands pressed to {their} ears.',
    },
    over: {
      '2-4': 'Next time, {name} waves at the siren with {c}. Bye bye, nee-naw!',
      '5-8': 'The next time a siren went by, {name} waved at it with {c}. Someone was going to help somebody.',
      '9-12': `The next time a siren went by, {name} waved. ${MEMORY} A siren only meant someone was hurrying to help somebody.`,
    },
  },
  {
    id: 'baby-crying',
    kind: 'noise',
    said: /\bcry(ing)?\b|\bcries\b|wailing|howling/,
    when: { past: 'when the baby wailed', present: 'when the baby wails' },
    tale: /\bcr(y|ies|ied|ying)\b|wail|howl/,
    felt: {
      '2-4': 'When the baby cries, {name} covers {their} ears. So loud!',
      '5-8': 'At home, when the baby cried, {name} covered {their} ears and wished the crying would stop.',
      '9-12': 'At home, when the baby cried, {name} still put {their} hands over {their} ears and waited for the house to go quiet.',
    },
    over: {
      '2-4': 'The baby cries. {name} and {c} sing a soft song. Shh, shh.',
      '5-8': 'The next time the baby cried, {name} sang a quiet song with {c}, and the crying got smaller and smaller.',
      '9-12': `The next time the baby cried, {name} knew it was only a baby's way of talking. ${MEMORY} {They} sang softly until the crying stopped.`,
    },
  },
  {
    id: 'wind',
    kind: 'noise',
    said: /\bwind\b|windy|gales?/,
    when: { past: 'in a gale', present: 'in a gale' },
    tale: /wind|gust|gale|howl/,
    felt: {
      '2-4': 'At home, when the wind howls, {name} hides under the covers.',
      '5-8': 'On windy nights, when the wind howled round the house, {name} hid under the covers.',
      '9-12':
        'On windy nights, when the wind howled round the chimney, {name} lay very still under the covers and listened to every rattle.',
    },
    over: {
      '2-4': 'Next windy night, {name} whistles back at the wind with {c}. Whooo!',
      '5-8': 'The next windy night, {name} whistled back at the wind with {c}, whooo, until they were both giggling.',
      '9-12': `The next windy night, {name} whistled back at the wind. ${MEMORY} Whooo! The wind sounded much less fierce after that.`,
    },
  },
  {
    id: 'clowns',
    kind: 'alone',
    // "clowns", "face paint": a painted face, met where a clown truly is (profile/fear-moments.ts).
    said: /\bclowns?\b|face ?paint/,
    when: { past: 'when a clown came close', present: 'when a clown comes close' },
    tale: /\bclowns?\b/,
    felt: {
      '2-4': 'A clown comes close. {name} hides behind a grown-up.',
      '5-8': 'At a party once, a clown with a big painted smile had bent down close, and {name} had hidden behind the nearest grown-up.',
      '9-12': 'A painted clown face, its smile far too wide, was still enough to send {name} behind the nearest grown-up.',
    },
    over: {
      '2-4': 'Next time a clown comes, {name} waves with {c}. Honk, honk!',
      '5-8': 'The next time a clown came by, {name} looked for the ordinary face under the paint, and waved.',
      '9-12': `The next time a clown came by, {name} looked for the ordinary face under the paint. ${MEMORY} {They} found it, and waved.`,
    },
    quiet: {
      '2-4': 'A clown? {name} will wave. Honk!',
      '5-8': 'Under the paint, {name} thought, a clown was only somebody being silly on purpose.',
      '9-12': 'Under the paint, {name} thought, a clown was only somebody being silly on purpose, and that was rather brave of them.',
    },
  },
  {
    id: 'crowds',
    kind: 'alone',
    said: /crowds?|crowded|busy places?|loud places?|packed places?|lots of people|big groups?/,
    when: { past: 'in a noisy crowd', present: 'in a noisy crowd' },
    tale: /crowd|busy|packed|jostl|throng/,
    felt: {
      '2-4': 'In busy places, {name} holds on tight. So many people!',
      '5-8': 'In busy places, when people pressed close and the noise went up, {name} held on tight to a grown-up and wanted to go home.',
      '9-12':
        'In busy places, when people pressed in and the noise climbed, {name} still wanted to shut {their} eyes and be somewhere quiet.',
    },
    over: {
      '2-4': 'Next busy place, {name} holds a hand and hums with {c}. Better!',
      '5-8': 'The next time a place was loud and busy, {name} found a quiet edge with {c}, took three slow breaths, and stayed.',
      '9-12': `The next time a place was loud and packed, {name} found a quiet edge and took three slow breaths. ${MEMORY} Then {they} stayed, and it was fine.`,
    },
    quiet: {
      '2-4': 'Busy place? {name} will hold a hand and hum.',
      '5-8': 'In the next crowd, {name} thought, {they} would find a quiet edge and breathe slowly.',
      '9-12': 'In the next crowd, {name} thought, {they} would find a quiet edge, breathe slowly, and stay.',
    },
  },
  {
    id: 'loud-noises',
    kind: 'noise',
    said: /loud|noises?|bangs?|sounds?|shouting|music|flush/,
    when: { past: 'at a loud bang', present: 'at a loud bang' },
    felt: {
      '2-4': 'At home, big bangs are too big for {name}. {They|holds} {their} ears.',
      '5-8': 'Some noises were just too big for {name}. When something banged, {they} held {their} ears and shut {their} eyes.',
      '9-12': 'Sudden loud noises still made {name} flinch. When something banged, {they} held {their} ears and waited for it to be over.',
    },
    over: {
      '2-4': 'Next big BANG, {name} says, "Just a noise!"',
      '5-8': 'The next time something went BANG, {name} flinched, and then said, "Only a noise," and {c} agreed.',
      '9-12': `The next time something went BANG, {name} flinched, and then let out a long breath. ${MEMORY} "Only a noise," {they} said, and it was.`,
    },
    quiet: {
      '2-4': 'Next big BANG, {name} will say, "Just a noise!"',
      '5-8': 'Next time something banged, {name} thought, {they} would say, "Only a noise."',
      '9-12': 'Next time something banged, {name} thought, {they} would breathe out and say, "Only a noise."',
    },
  },
  {
    id: 'monsters',
    kind: 'dark',
    said: /monsters?|under the bed|in the wardrobe|in the cupboard|bogey ?man/,
    when: { past: 'when the wardrobe door creaked', present: 'when the wardrobe creaks' },
    tale: /monster|shadow|creak|under the bed/,
    felt: {
      '2-4': 'At night, {name} thinks of monsters under the bed. {They|peeks}. Eek!',
      '5-8': 'At night, {name} sometimes worried there were monsters under the bed, and kept {their} feet tucked in.',
      '9-12': 'At night, {name} still kept {their} feet well tucked in, just in case of monsters under the bed.',
    },
    over: {
      '2-4': 'At bedtime, {name} looks under the bed with {c}. Just socks! Night night.',
      '5-8': 'That night, {name} looked under the bed with {c}. Two socks and a lost crayon. No monsters at all.',
      '9-12': `That night, {name} looked under the bed {themselves}, torch in hand. ${MEMORY} Two socks, a crayon and a lot of fluff. Not one monster.`,
    },
  },
  {
    id: 'shadows',
    kind: 'dark',
    said: /shadows?|ghosts?|skeletons?|witches/,
    when: { past: 'when shadows grew long', present: 'when shadows grow' },
    tale: /shadow|ghost/,
    felt: {
      '2-4': 'At night, shadows on the wall look big. {name} hides {their} eyes.',
      '5-8': "At night, the shadows on {name}'s wall looked like things they were not, and {name} hid {their} eyes.",
      '9-12': "At night, the shadows on {name}'s wall grew into shapes that were not really there, and {name} lay watching them.",
    },
    over: {
      '2-4': 'At bedtime, {name} makes shadow rabbits with {c}. Hop, hop!',
      '5-8': 'That night, {name} made shadow rabbits on the wall with {c}. The shadows were only hands and light.',
      '9-12': `That night, {name} made shadow rabbits and shadow birds on the wall. ${MEMORY} Shadows were only shapes, and {name} could make them.`,
    },
  },
  {
    id: 'bedtime',
    kind: 'dark',
    said: /bedtime|going to bed|sleeping (alone|on (her|his|their) own|in (her|his|their) own)|own (bed|room)|sleeping by (her|his|them)sel(f|ves)/,
    when: { past: 'alone in bed', present: 'alone in bed' },
    tale: /\bbed\b|sleep/,
    felt: {
      '2-4': 'At bedtime, {name} calls, "Stay a bit longer!"',
      '5-8': 'At bedtime, when the door closed, {name} always called, "Stay a bit longer!"',
      '9-12': 'At bedtime, when the door closed and the house went quiet, {name} always found one more reason to call someone back.',
    },
    over: {
      '2-4': 'That night, {name} snuggles down with {c} close by. Night night!',
      '5-8': 'That night, {name} snuggled down in {their} own bed and thought of {c}. "Night night," {name} whispered, and slept.',
      '9-12': `That night, when the door closed, {name} did not call anyone back. ${MEMORY} {They} snuggled down and fell asleep before {they} knew it.`,
    },
  },
  {
    id: 'fog',
    kind: 'dark',
    said: /\bfog|\bmist(y|s)?\b/,
    when: { past: 'when the fog rolled in', present: 'when the fog comes' },
    tale: /\bfog|\bmist/,
    felt: {
      '2-4': 'On foggy days, {name} holds a hand tight. Where did the world go?',
      '5-8': 'On foggy mornings, {name} held a hand tight, because the fog had swallowed the trees and the houses.',
      '9-12': 'On foggy mornings, {name} still kept close to a grown-up, not liking how the fog swallowed the street.',
    },
    over: {
      '2-4': 'Next foggy day, {name} and {c} play peekaboo with the trees. There you are!',
      '5-8': 'On the next foggy morning, {name} played peekaboo with the trees, with {c}. Everything was still there, only hiding.',
      '9-12': `On the next foggy morning, {name} watched the trees come out of the fog one by one. ${MEMORY} Fog only hid things; it never took them away.`,
    },
  },
  {
    id: 'dark',
    kind: 'dark',
    said: /dark|lights? off|night ?time|\bnight\b|nightmares?|bad dreams/,
    when: { past: 'in the dark', present: 'in the dark' },
    felt: {
      '2-4': 'At night, {name} likes the light on. The dark is too dark!',
      '5-8': 'At home, {name} liked the landing light on at night. The dark felt too big.',
      '9-12': 'At home, {name} still liked the landing light left on. The dark had a way of making a room feel bigger than it was.',
    },
    over: {
      '2-4': 'That night, the light goes off. {name} thinks of {c}. Night night.',
      '5-8': 'That night, when the light went off, {name} lay in the dark and thought of {c}. The dark was just the night, resting.',
      '9-12': `That night, when the light went off, {name} lay still in the dark. ${MEMORY} The dark was only the room, the same room, with the night tucked round it.`,
    },
    quiet: {
      '2-4': 'Tonight, {name} thinks, big light off. Just the little lamp.',
      '5-8': 'Tonight, {name} thought, the big light could go off. Just the little lamp.',
      '9-12': 'Tonight, {name} thought, the big light could go off. The little lamp would do.',
    },
  },
  {
    id: 'left-out',
    kind: 'alone',
    said: /left out|leaving (her|him|them|me) out|not (being )?(invited|picked|chosen|included)|(being |getting )?picked last|(being |getting )?chosen last|no ?(body|one) to play|not having friends|being excluded|excluded/,
    when: { past: 'when nobody asked {them} to play', present: 'when nobody asks {them} to play' },
    tale: /left out|join in|play with|nobody (came|asked|wanted)/,
    felt: {
      '2-4': 'At playtime, the others run off. {name} stands by the wall.',
      '5-8': 'At playtime, when the others ran off into a game without asking, {name} stood by the wall and felt very small.',
      '9-12': 'At break, when a game started and nobody asked {name}, {they} stood by the wall pretending not to mind.',
    },
    over: {
      '2-4': 'Next playtime, {name} asks, "Can I play?" Yes! {C} cheers.',
      '5-8': 'At the next playtime, {name} walked up to the others and asked, "Can I play?" They said yes, and {c} cheered.',
      '9-12': `At the next break, {name} walked up to the others and asked to join in. ${MEMORY} They said yes, and the game was better with {them} in it.`,
    },
    quiet: {
      '2-4': 'Next playtime, {name} will ask. "Can I play?"',
      '5-8': 'At the next playtime, {name} thought, {they} would ask to join in, or start a game of {their} own.',
      '9-12': 'Next time, {name} thought, {they} would ask to join in, or start a game and ask everyone.',
    },
  },
  {
    id: 'away-from-home',
    kind: 'alone',
    said: /sleepovers?|away from (home|mum|dad|mummy|daddy|parents)|staying (away|over)|without (mum|dad|mummy|daddy|parents)|(mum|mummy|mam|mama|dad|daddy|papa|parents) (leaving|going (out|away|to work))|drop[- ]?offs?|being dropped off|being left(?! (alone|on (her|his|their) own|by (her|him|them)sel))|left behind|saying goodbye|goodbyes?|being apart|being away/,
    when: { past: 'at a goodbye', present: 'at goodbye time' },
    tale: /home|goodbye|miss|away/,
    felt: {
      '2-4': 'Goodbyes are hard for {name}. {They|holds} on tight.',
      '5-8': 'Goodbyes were hard for {name}. When a grown-up waved and went, {name} held on tight to {their} sleeve.',
      '9-12':
        'Goodbyes were still hard for {name}. When someone waved and went, a small cold feeling sat in {their} tummy until they came back.',
    },
    over: {
      '2-4': 'Next goodbye, {name} waves big with {c}. Bye bye! See you soon!',
      '5-8': 'At the next goodbye, {name} waved a big wave with {c}. After every goodbye comes a hello.',
      '9-12': `At the next goodbye, {name} waved a big wave and meant it. ${MEMORY} After every goodbye came a hello.`,
    },
    quiet: {
      '2-4': 'Next goodbye, {name} will wave big. See you soon!',
      '5-8': 'At the next goodbye, {name} thought, {they} would wave big. After goodbye comes hello.',
      '9-12': 'At the next goodbye, {name} thought, {they} would wave and mean it. Hello always came after.',
    },
  },
  {
    id: 'alone',
    kind: 'alone',
    said: /alone|on (her|his|their) own|by (her|him|them)sel(f|ves)|nobody (is )?there/,
    when: { past: 'all on {their} own', present: 'all on {their} own' },
    tale: /alone|on (her|his|their) own|by (her|him|them)sel(f|ves)/,
    felt: {
      '2-4': 'On {their} own, {name} feels very small. {They|calls}, "Where are you?"',
      '5-8': 'At home, if {name} found {themselves} alone in a room, {they} went looking for somebody straight away.',
      '9-12': 'At home, {name} never stayed long in a room on {their} own. {They} always drifted to wherever the voices were.',
    },
    over: {
      '2-4': 'Now, on {their} own, {name} hums a song. {C} is never far away.',
      '5-8': 'The next time {name} was on {their} own, {they} hummed a song and thought of {c}.',
      '9-12': `The next time {name} had a room to {themselves}, {they} stayed. ${MEMORY} On {their} own turned out to be quite peaceful.`,
    },
  },
  {
    id: 'school',
    kind: 'alone',
    said: /school|nursery|pre-?school|kindergarten|reception|new class|classroom|teachers?/,
    when: { past: 'on a first day at school', present: 'at nursery' },
    tale: /school|nursery|class|teacher/,
    felt: {
      '2-4': 'At the nursery door, {name} holds on tight.',
      '5-8': 'At the school gate, {name} held on tight. The door looked very big, and so did everyone inside.',
      '9-12': 'At the school gate, {name} always slowed down. The doors looked very big, and so did everyone behind them.',
    },
    over: {
      '2-4': 'Next nursery day, {name} waves at the door. In {name} goes!',
      '5-8': 'The next morning at the school gate, {name} thought of {c}, took a big breath, and walked in all by {themselves}.',
      '9-12': `The next morning at the school gate, {name} did not slow down. ${MEMORY} {They} took one big breath and walked in.`,
    },
  },
  {
    id: 'lost',
    kind: 'alone',
    said: /lost|losing (her |his |their )?(mum|mummy|mam|mama|dad|daddy|papa|parents|grown-?ups?)\b|separated/,
    when: { past: 'in a big crowd', present: 'in a big crowd' },
    tale: /lost|fog|could not see|alone|where .* gone|find (her|him|them|their)/,
    felt: {
      '2-4': 'In big shops, {name} holds on tight. What if {they|gets} lost?',
      '5-8': 'In big busy shops, {name} held on tight to a hand, in case {they} got lost.',
      '9-12': 'In big busy places, {name} always kept a hand on a sleeve, in case {they} got lost and nobody came.',
    },
    over: {
      '2-4': '{name} knows what to do now. Stand still, and look for a helper!',
      '5-8': "{name} knew what to do now, if {they} ever got lost: stand still, find a helper, and say {their} grown-up's name.",
      '9-12': `{name} knew the plan now, if {they} ever got lost: stand still, find a helper, say {their} grown-up's name. ${MEMORY}`,
    },
  },
  {
    id: 'new-baby',
    kind: 'alone',
    said: /new baby|a baby|baby (brother|sister)? ?(coming|arriving|on the way)|the baby coming/,
    when: { past: 'about the new baby', present: 'about the new baby' },
    tale: /\bbab(y|ies)\b/,
    felt: {
      '2-4': 'A new baby is coming. Will there be room for {name}?',
      '5-8': 'A new baby was coming, and {name} wondered if there would still be enough room, and enough hugs, for {them}.',
      '9-12': 'A new baby was on the way, and {name} quietly wondered whether there would be enough room, and time, left over for {them}.',
    },
    over: {
      '2-4': '{name} will be a big helper. Hugs for everyone!',
      '5-8': '{name} knew now: a family has room for everyone. {They} would show the baby how to be brave, like {c}.',
      '9-12': `{name} knew now that a family stretches to fit. ${MEMORY} The baby would need someone to show it the world.`,
    },
  },
  {
    id: 'moving-house',
    kind: 'alone',
    said: /moving (house|home|away)|\bthe move\b|new (house|home|flat|town)|house move/,
    when: { past: 'when the boxes came out', present: 'when the boxes come out' },
    tale: /new (house|home)|boxes|moving|move/,
    felt: {
      '2-4': 'Boxes everywhere! {name} does not want a new house.',
      '5-8': 'At home, everything was going into boxes, and {name} did not want to leave {their} own room for a new house.',
      '9-12': 'At home, everything was going into boxes, and {name} did not see why a new house could ever feel like home.',
    },
    over: {
      '2-4': 'In the new house, {name} and {c} find the best spot. Home!',
      '5-8': 'In the new house, {name} chose where everything went, with {c}, and by bedtime it smelled like home.',
      '9-12': `In the new house, {name} put {their} things out one by one. ${MEMORY} Home, it turned out, was the people, and they had all come too.`,
    },
  },
  {
    id: 'new-places',
    kind: 'alone',
    said: /new (places?|people|things|situations|children|kids|faces|house|home|flat|town)|big (kids|children|boys|girls)|older (kids|children|boys|girls)|mov(ed|ing) (house|home)|strangers|change|meeting (new )?people|parties|party/,
    when: { past: 'somewhere new', present: 'somewhere new' },
    tale: /new|crowd|people|strange/,
    felt: {
      '2-4': 'New places and new faces make {name} go quiet.',
      '5-8': 'New places and new faces made {name} go quiet. {They} liked to watch first, from behind a grown-up.',
      '9-12': 'New places and new faces still made {name} go quiet. {They} liked to stand at the edge and watch first.',
    },
    over: {
      '2-4': 'Next time, {name} says hello first! {C} says hello too.',
      '5-8': 'The next time {name} went somewhere new, {they} watched first, then said hello first, with {c} beside {them}.',
      '9-12': `The next time {name} went somewhere new, {they} watched for a moment, then said hello first. ${MEMORY} New places were only places nobody had shown {them} yet.`,
    },
    quiet: {
      '2-4': 'Somewhere new? {name} will say hello first. Maybe!',
      '5-8': 'Somewhere new next time, {name} thought, {they} would watch, then say hello first.',
      '9-12': 'Somewhere new next time, {name} thought, {they} would watch a moment, then say hello first.',
    },
  },
  {
    id: 'team',
    kind: 'alone',
    said: /team|letting (people|others|everyone|them) down|let (people|others|everyone|them) down/,
    when: { past: 'in a team game', present: 'in a team game' },
    tale: /team|let .* down/,
    felt: {
      '2-4': 'In games at the park, {name} worries. What if {they|drops} the ball?',
      '5-8': "In team games, {name} worried about letting the team down, and sometimes hung back so the ball wouldn't come.",
      '9-12':
        'In team games, {name} worried so much about letting everyone down that {they} sometimes hid at the back, hoping the ball would not come.',
    },
    over: {
      '2-4': 'Next game, {name} runs for the ball. Miss? Try again! {C} cheers.',
      '5-8': 'In the next game, {name} ran for the ball. {They} missed once, and nobody minded. A team is everyone trying together.',
      '9-12': `In the next game, {name} ran for every ball. ${MEMORY} {They} missed a pass, and nobody minded, because a team is only everyone trying together.`,
    },
  },
  {
    id: 'laughed-at',
    kind: 'alone',
    said: /laugh(ed|ing|s)? at|making fun|made fun|being silly in front/,
    when: { past: 'when someone laughed', present: 'when someone laughs' },
    tale: /laughed at|laughing at|made fun/,
    felt: {
      '2-4': 'When people laugh, {name} goes red. Are they laughing at {them}?',
      '5-8': 'When people laughed, {name} went hot and red, in case they were laughing at {them}, and kept very quiet.',
      '9-12': 'When people laughed, {name} still went hot in case the laugh was at {them}, and said less and less.',
    },
    over: {
      '2-4': 'Everyone laughs. {name} laughs too! {C} laughs loudest.',
      '5-8': 'The next time everyone laughed, {name} laughed too, because it was funny, and {c} laughed loudest of all.',
      '9-12': `The next time everyone laughed, {name} laughed with them. ${MEMORY} Most laughs were with you, not at you, and the rest did not matter.`,
    },
    tried: {
      audience: true,
      felt: {
        '2-4': "Everyone sees! {name's} face goes hot. Are they laughing?",
        '5-8': "Everyone had seen it go wrong. {name's} face went hot, in case they were laughing at {them}, and {they} wanted to hide.",
        '9-12':
          "Everyone had seen it go wrong. {name's} face burned, the way it did whenever {they} thought a laugh might be at {them}, and {they} wanted to disappear.",
      },
      over: {
        '2-4': 'Nobody laughs at {name} now. {They|smiles}!',
        '5-8': 'If anyone laughed now, it was with {name}, not at {them}.',
        '9-12': 'If anyone laughed now, it was with {name}, not at {them}, and {name} found {they} did not mind at all.',
      },
    },
  },
  {
    id: 'dentist',
    home: true,
    kind: 'alone',
    said: /dentists?|teeth|tooth/,
    when: { past: "in the dentist's chair", present: "in the dentist's chair" },
    tale: /dentist/,
    felt: {
      '2-4': "At the dentist's, the chair is big. {name} keeps {their} mouth shut.",
      '5-8': "At the dentist's, {name} kept {their} mouth shut tight and would not get into the big chair.",
      '9-12': "At the dentist's, the big tilting chair and the bright light made {name} keep {their} mouth firmly shut.",
    },
    over: {
      '2-4': 'At the dentist, {name} opens wide, like a lion. Roar! Count the teeth!',
      '5-8': 'At the next visit, {name} got into the big chair, thought of {c}, and opened wide like a lion. Twenty teeth, all counted.',
      '9-12': `At the next visit, {name} settled into the big chair. ${MEMORY} {They} opened wide and counted the ceiling tiles, and it was over before {they} reached twenty.`,
    },
  },
  {
    id: 'doctor',
    home: true,
    kind: 'alone',
    said: /doctors?|injections?|jabs?|vaccin|needles?|nurses?|\bgp\b|check-?ups?|blood tests?/,
    when: { past: "in the doctor's room", present: "in the doctor's room" },
    tale: /doctor|nurse/,
    felt: {
      '2-4': "At the doctor's, {name} hides behind a grown-up.",
      '5-8': "At the doctor's, {name} hid behind a grown-up and would not hold out {their} arm.",
      '9-12': "At the doctor's, {name} still hid behind a grown-up, arms folded tight, watching the door.",
    },
    over: {
      '2-4': "At the doctor's, {name} holds {c} tight. Ouch, then done! A sticker!",
      '5-8': 'At the next check-up, {name} held on to {c}, looked at the fish poster, and counted to three. Done, and a sticker.',
      '9-12': `At the next check-up, {name} held out {their} arm. ${MEMORY} {They} looked at the poster on the wall and counted to three, and it was done.`,
    },
  },
  {
    id: 'haircut',
    home: true,
    kind: 'alone',
    said: /hair ?cuts?|hairdressers?|barbers?|cutting (her|his|their)? ?hair|hair cut/,
    when: { past: "in the hairdresser's chair", present: "in the hairdresser's chair" },
    tale: /haircut|scissors|barber/,
    felt: {
      '2-4': "At the hairdresser's, snip, snip! {name} wriggles out of the chair.",
      '5-8': "At the hairdresser's, {name} wriggled out of the big chair at the first snip of the scissors.",
      '9-12': "At the hairdresser's, the buzz of the clippers and the snip by {their} ears made {name} wriggle right out of the chair.",
    },
    over: {
      '2-4': 'Next haircut, {name} sits still like {c}. Snip, snip, done!',
      '5-8': 'At the next haircut, {name} sat still and counted the snips with {c}. Thirty-two, and done.',
      '9-12': `At the next haircut, {name} sat still. ${MEMORY} {They} counted the snips, and lost count somewhere after forty, and then it was done.`,
    },
  },
  {
    id: 'hair-washing',
    home: true,
    kind: 'water',
    said: /hair (washed|washing|wash)|washing (her|his|their)? ?hair|shampoo|water on (her|his|their) (face|head)|rinsing/,
    when: { past: 'when the shampoo came out', present: 'when the shampoo comes out' },
    tale: /hair|shampoo|rinse/,
    felt: {
      '2-4': 'At home, hair washing is hard. {name} scrunches up {their} face.',
      '5-8': 'At hair-wash time, {name} scrunched up {their} face and wriggled, in case the water ran into {their} eyes.',
      '9-12': 'At hair-wash time, {name} still scrunched {their} eyes shut and wriggled, sure the water would run into them.',
    },
    over: {
      '2-4': 'Hair wash time! {name} holds a flannel on {their} eyes. Splash. Done!',
      '5-8': 'At the next hair wash, {name} held a flannel over {their} eyes and tipped {their} head back, counting to ten. Done!',
      '9-12': `At the next hair wash, {name} held a dry flannel over {their} eyes and tipped back. ${MEMORY} {They} counted to ten, and the water never reached {their} eyes once.`,
    },
  },
  {
    id: 'shower',
    home: true,
    kind: 'water',
    said: /showers?/,
    when: { past: 'under the shower', present: 'under the shower' },
    tale: /shower/,
    felt: {
      '2-4': 'At home, the shower goes pitter-patter on {name}. Too much!',
      '5-8': "At home, the shower drummed on {name's} head, and {they} kept right out of the spray with {their} eyes shut tight.",
      '9-12': 'At home, {name} still kept to the very edge of the shower, flinching every time the spray found {their} face.',
    },
    over: {
      '2-4': 'Next shower, {name} holds a flannel. Pitter-patter rain!',
      '5-8': 'At the next shower, {name} held a flannel over {their} eyes and pretended it was summer rain, with {c} cheering.',
      '9-12': `At the next shower, {name} tipped {their} head back, flannel over {their} eyes. ${MEMORY} It was only warm rain, and {they} stayed in.`,
    },
  },
  {
    // "the bath plug", "the plughole", "water going down the drain": the bath emptying, not the bath itself.
    id: 'plughole',
    home: true,
    kind: 'water',
    said: /plug ?holes?|(?:bath|sink)\s+plugs?|the plug\b|pulling the plug|drains?\b|water going down|bath (?:emptying|draining)|(?:the )?gurgl/,
    when: { past: 'when the bath gurgled away', present: 'when the bath gurgles away' },
    tale: /plug|gurgl|drain/,
    felt: {
      '2-4': 'At bath time, out comes the plug. Glug, glug! {name} hops out fast.',
      '5-8': 'At bath time, when the plug came out and the water went glug-glug down the hole, {name} was always out first.',
      '9-12': 'At bath time, {name} was always out before anyone pulled the plug. The plughole gurgled like something swallowing.',
    },
    over: {
      '2-4': 'Bath time! Out comes the plug. Glug, glug. Bye-bye, bubbles!',
      '5-8': 'That night at bath time, {name} pulled the plug {themselves}, and waved goodbye to the bubbles as they went glug-glug away.',
      '9-12': `That night, {name} pulled the plug {themselves}. ${MEMORY} Only bubbles fit down a plughole, and {they} waved them off.`,
    },
  },
  {
    id: 'bath',
    home: true,
    kind: 'water',
    said: /\bbaths?\b|bathtime|bath time|plug ?hole/,
    when: { past: 'in the bath', present: 'in the bath' },
    tale: /\bbath|plughole/,
    felt: {
      '2-4': 'At home, at bath time, {name} will not get in.',
      '5-8': 'At bath time, {name} stood by the bath in {their} towel and would not get in.',
      '9-12': 'At bath time, {name} still stood a long while by the steaming bath, and liked to be out before the plug was pulled.',
    },
    over: {
      '2-4': 'Bath time! In goes {name}. Splash! Bubbles for {c} too!',
      '5-8': 'That night at bath time, {name} climbed in all by {themselves}, and made a bubble beard for {c} to see.',
      '9-12': `That night at bath time, {name} climbed straight in. ${MEMORY} {They} made a bubble beard and stayed in until the water went cool.`,
    },
  },
  {
    id: 'seaweed',
    kind: 'water',
    said: /seaweed|weeds? in the water|slimy/,
    when: { past: 'when seaweed tickled {their} legs', present: 'when seaweed tickles' },
    tale: /seaweed|weed/,
    felt: {
      '2-4': "At the beach, seaweed tickles {name's} toes. Eek! Out!",
      '5-8': 'At the beach, when seaweed brushed {their} feet, {name} shrieked and ran out of the water.',
      '9-12': 'At the beach, one touch of seaweed round {their} ankles was enough to send {name} splashing back to the sand.',
    },
    over: {
      '2-4': 'Next beach day, {name} picks up seaweed with {c}. Slippy! Pop!',
      '5-8': 'On the next beach day, {name} picked up a strand of seaweed with {c} and popped its little bubbles. Pop, pop!',
      '9-12': `On the next beach day, {name} picked up a strand of seaweed. ${MEMORY} The seaweed was only a slippy plant, with bubbles that popped.`,
    },
  },
  {
    id: 'sea',
    kind: 'water',
    said: /\bsea\b|\bwaves?\b|ocean|\bbeach\b|\btides?\b|\bsurf/,
    when: { past: 'near big waves', present: 'near big waves' },
    tale: /sea|wave|tide|ocean|surf/,
    felt: {
      '2-4': 'At the beach, the waves are big. {name} stays on the sand.',
      '5-8': 'At the beach, {name} liked the sand but not the sea. The waves came rushing in too fast.',
      '9-12': 'At the beach, {name} stayed on the dry sand. The waves rushed in too fast and pulled back too hard.',
    },
    over: {
      '2-4': 'Next beach day, {name} jumps the little waves with {c}. Splash! Again!',
      '5-8': 'On the next beach day, {name} held hands with {c} and jumped the little waves, one at a time.',
      '9-12': `On the next beach day, {name} walked down to where the little waves ran up the sand. ${MEMORY} {They} jumped the little waves, one at a time, until {they} lost count.`,
    },
    quiet: {
      '2-4': 'Big waves? {name} will jump the little ones. Splash!',
      '5-8': 'Next time at the beach, {name} thought, {they} would jump the little waves, one at a time.',
      '9-12': 'Next time at the beach, {name} thought, {they} would walk down to where the little waves ran up the sand, and jump them.',
    },
  },
  {
    id: 'swimming',
    kind: 'water',
    said: /swim|pools?|deep end|deep water|armbands|putting (her|his|their) face in|face in the water|under ?water|goggles|splash/,
    when: { past: 'near deep water', present: 'near deep water' },
    tale: /swim|pool|deep|splash/,
    felt: {
      '2-4': 'At the pool, {name} sits on the edge. Splash is too splashy!',
      '5-8': 'At the swimming pool, {name} liked the edge best, where {their} feet could dangle and {their} face stayed dry.',
      '9-12':
        'At the swimming pool, {name} still kept to the shallow end, where {their} feet touched the bottom and {their} face stayed dry.',
    },
    over: {
      '2-4': 'At the pool, {name} blows bubbles with {c}. Blub, blub! Fun!',
      '5-8': 'At the next swim, {name} put {their} face in and blew bubbles with {c}. Blub, blub, blub!',
      '9-12': `At the next swim, {name} took a big breath and put {their} face in. ${MEMORY} {They} blew a long stream of bubbles, and came up grinning.`,
    },
    quiet: {
      '2-4': 'Deep water? {name} will blow bubbles. Blub, blub!',
      '5-8': 'Next time at the pool, {name} thought, {they} would put {their} face in and blow bubbles.',
      '9-12': 'Next time at the pool, {name} thought, {they} would take a big breath and put {their} face right in.',
    },
  },
  {
    id: 'mud',
    kind: 'water',
    said: /\bmud|\bmess|dirty|sticky|\bsand\b|getting (wet|dirty|mucky)|mucky|slime|paint on (her|his|their) hands/,
    when: { past: 'with mucky hands', present: 'with mucky hands' },
    tale: /mud|puddle|mess|splat|sticky/,
    felt: {
      '2-4': 'At the park, mud on {their} hands? {name} wants it wiped off!',
      '5-8': 'A speck of mud on {their} hands, and {name} wanted it wiped off straight away.',
      '9-12': 'One muddy speck on {their} sleeve and {name} wanted to go home and change, straight away.',
    },
    over: {
      '2-4': 'Next rainy day, {name} jumps in a puddle with {c}. SPLOSH!',
      '5-8': 'On the next rainy day, {name} jumped in the biggest puddle with {c}. SPLOSH! Mud washes off.',
      '9-12': `On the next rainy day, {name} found the biggest puddle in the park and jumped. ${MEMORY} Mud washed off. Good days didn't.`,
    },
  },
  {
    id: 'water',
    kind: 'water',
    said: /water|\bwet\b|\brain\b|rainy|puddles?|getting splashed/,
    when: { past: 'with a wet face', present: 'with a wet face' },
    felt: {
      '2-4': 'At home, water on {their} face? {name} does not like it.',
      '5-8': 'At home, {name} did not like water on {their} face, not one drop.',
      '9-12': 'At home, {name} still did not like water anywhere near {their} face, not a single drop.',
    },
    over: {
      '2-4': 'Next time, {name} splashes {c}. Splish! And {c} splashes back!',
      '5-8': 'The next time it rained, {name} tipped {their} face up with {c} and let the drops land. Plip, plop. Only water.',
      '9-12': `The next time it rained, {name} tipped {their} face up to the sky. ${MEMORY} Plip, plop. It was only water, after all.`,
    },
    quiet: {
      '2-4': 'Rain on {their} face? Plip! {name} might like it now.',
      '5-8': 'Next time it rained, {name} thought, {they} might tip {their} face up. Only water.',
      '9-12': 'Next time it rained, {name} thought, {they} might let it land on {their} face. Only water.',
    },
  },
  {
    id: 'slides',
    kind: 'heights',
    said: /slides?/,
    when: { past: 'on a big slide', present: 'on a big slide' },
    tale: /slide/,
    felt: {
      '2-4': 'At the park, the big slide is too big. {name} climbs back down.',
      '5-8': 'At the park, {name} climbed to the top of the big slide, looked down, and climbed back down the steps.',
      '9-12': 'At the park, {name} had climbed the big slide a dozen times, and a dozen times had climbed back down the steps.',
    },
    over: {
      '2-4': 'At the top of the slide, {name} counts. One, two, three, WHEE!',
      '5-8': 'At the park the next day, {name} sat at the top of the big slide, counted to three, and let go. WHEE!',
      '9-12': `At the park, {name} sat at the top of the big slide. ${MEMORY} {They} counted to three and let go. Whee!`,
    },
    quiet: {
      '2-4': 'Big slide? {name} will count to three. WHEE!',
      '5-8': 'Next time at the park, {name} thought, {they} would sit at the top of the big slide, count to three, and let go.',
      '9-12': 'Next time at the park, {name} thought, {they} would sit at the top of the big slide, count to three, and let go.',
    },
  },
  {
    id: 'climbing',
    kind: 'heights',
    said: /climb|ladders?|\btrees?\b|monkey bars|bunk beds?|\bwalls?\b/,
    when: { past: 'up a climbing frame', present: 'up a climbing frame' },
    tale: /climb|ladder|tree|branch/,
    felt: {
      '2-4': 'At the park, {name} climbs one step up, then stops.',
      '5-8': 'At the park, {name} climbed two rungs up the climbing frame, then stopped and held on tight.',
      '9-12': 'At the park, {name} always stopped two rungs up the climbing frame, knuckles white, and climbed back down.',
    },
    over: {
      '2-4': 'At the park, {name} climbs up, up, up with {c}. Hello, sky!',
      '5-8': 'At the park the next day, {name} climbed one rung, then another, with {c} below, all the way to the top.',
      '9-12': `At the park the next day, {name} climbed the frame one rung at a time, not looking down. ${MEMORY} At the top, {they} looked out over everything.`,
    },
    quiet: {
      '2-4': 'Up high? {name} will go one step, then one more.',
      '5-8': 'Next time, {name} thought, {they} would climb one rung, then another, and not look down until the top.',
      '9-12': 'Next time, {name} thought, {they} would climb one rung at a time, and not look down until the top.',
    },
  },
  {
    id: 'lifts',
    kind: 'heights',
    said: /\blifts?\b|elevators?|escalators?|\bstairs\b|\bsteps\b/,
    when: { past: 'when the lift doors closed', present: 'when the lift doors close' },
    tale: /lift|escalator|stair/,
    felt: {
      '2-4': 'In the shop, the moving stairs go up. {name} will not step on.',
      '5-8': 'In big shops, {name} would not step onto the escalator, and took the long way round.',
      '9-12': 'In big shops, {name} still took the long way round rather than step onto the escalator.',
    },
    over: {
      '2-4': 'Next time, {name} steps on with {c}. Up, up, up we go!',
      '5-8': 'In the next big shop, {name} held on, stepped on with {c}, and rode all the way to the top.',
      '9-12': `In the next big shop, {name} held the rail and stepped on. ${MEMORY} {They} rode all the way to the top, and then asked to go down again.`,
    },
  },
  {
    id: 'bridges',
    kind: 'heights',
    said: /bridges?|balcon(y|ies)|edges?|looking down/,
    when: { past: 'on a high bridge', present: 'on a high bridge' },
    tale: /bridge|edge|balcony|look(ed|s)? down/,
    felt: {
      '2-4': 'On the bridge, {name} will not look down.',
      '5-8': 'On high bridges, {name} kept to the middle and would not look down.',
      '9-12': 'On high bridges, {name} kept to the very middle, eyes straight ahead, never once looking down.',
    },
    over: {
      '2-4': 'Next time, {name} peeks over the bridge with {c}. Hello, river!',
      '5-8': 'On the next high bridge, {name} held the rail with {c} and peeked over. Hello, river!',
      '9-12': `On the next high bridge, {name} held the rail and looked over. ${MEMORY} Far below, the river went on about its business.`,
    },
    quiet: {
      '2-4': 'A high bridge? {name} will peek over. Hello, river!',
      '5-8': 'On the next high bridge, {name} thought, {they} would hold the rail and peek over.',
      '9-12': 'On the next high bridge, {name} thought, {they} would hold the rail and look over, right down to the water.',
    },
  },
  {
    // Before heights: "falling off" (a bike, a pony, a scooter) is the lurch and the bump, not a high place.
    id: 'falling',
    kind: 'heights',
    said: /fall(?:ing|s)? (?:off|over|down)|falling\b/,
    when: { past: 'when {they} wobbled', present: 'when {they|wobbles}' },
    tale: /\bfall|tumbl|toppl|wobbl/,
    felt: {
      '2-4': '{name} does not like falling. Bump! {They|holds} on very tight.',
      '5-8': '{name} hated the feeling of falling off, the lurch and then the bump, and held on far too tight to everything.',
      '9-12': '{name} still hated the lurch just before a fall, and held on far too tightly, which only made the wobbles worse.',
    },
    over: {
      '2-4': 'Next time, {name} wobbles. Whoops! Up again, with {c}. Not scary!',
      '5-8': 'The next time {name} wobbled, {they} let {themselves} sway with it instead of gripping, and stayed on.',
      '9-12': `The next time {name} felt a wobble coming, {they} loosened {their} grip and rode it out. ${MEMORY} The fall, mostly, never came.`,
    },
    quiet: {
      '2-4': 'Wobble? {name} will sway, and stay on!',
      '5-8': 'Next time {they} wobbled, {name} thought, {they} would sway with it and stay on.',
      '9-12': 'Next time {they} wobbled, {name} thought, {they} would let {themselves} sway with it instead of gripping.',
    },
  },
  {
    id: 'heights',
    kind: 'heights',
    said: /heights?|\bhigh\b|\btall\b|falling|\bfall\b/,
    when: { past: 'up high', present: 'up high' },
    felt: {
      '2-4': "High places make {name's} tummy wobble. {They|holds} on tight.",
      '5-8': "High places made {name}'s tummy go wobbly, and {they} liked both feet firmly on the ground.",
      '9-12': "High places still made {name}'s tummy drop, and {they} liked both feet firmly on the ground.",
    },
    over: {
      '2-4': 'Next time, {name} climbs up high with {c}. Look! {They} can see far!',
      '5-8': 'The next time {name} was somewhere high, {they} held on to {c}, took a breath, and looked. {They} could see for miles.',
      '9-12': `The next time {name} was somewhere high, {they} took a breath and looked out. ${MEMORY} {They} could see for miles.`,
    },
    quiet: {
      '2-4': 'Up high next time? {name} will hold on and look!',
      '5-8': 'Somewhere high next time, {name} thought, {they} would hold on and look out.',
      '9-12': 'Somewhere high next time, {name} thought, {they} would take a breath and look out, not down.',
    },
  },
  {
    id: 'dogs',
    kind: 'animals',
    said: /\bdogs?\b|pupp(y|ies)|\bbark/,
    when: { past: 'when a big dog barked', present: 'when a dog barks' },
    tale: /\bdogs?\b|pupp|bark|woof/,
    felt: {
      '2-4': 'At the park, when a big dog barks, {name} hides behind a grown-up.',
      '5-8': 'In the park, when a big dog bounded up barking, {name} hid behind the nearest grown-up.',
      '9-12': 'In the park, when a big dog came bounding over, {name} still stood very stiff behind the nearest grown-up.',
    },
    over: {
      '2-4': 'Next time, {name} lets a friendly dog sniff {their} hand. Sniff, sniff. Wag!',
      '5-8': 'The next time a friendly dog came by, {name} asked its owner first, then let it sniff {their} hand. Wag, wag!',
      '9-12': `The next time a friendly dog came by, {name} asked its owner, then held out a fist to sniff. ${MEMORY} The dog's tail went round like a windmill.`,
    },
    quiet: {
      '2-4': 'A friendly dog? {name} will hold out {their} hand. Sniff!',
      '5-8': 'The next friendly dog, {name} thought, could sniff {their} hand, if its owner said yes.',
      '9-12': 'The next friendly dog, {name} thought, could sniff {their} fist, once its owner said yes.',
    },
  },
  {
    id: 'spiders',
    kind: 'animals',
    said: /spiders?|daddy long ?legs/,
    when: { past: 'when a spider scuttled', present: 'when a spider scuttles' },
    tale: /spider|web/,
    felt: {
      '2-4': 'At home, a spider in the bath! {name} calls for help.',
      '5-8': 'At home, when a spider ran across the floor, {name} froze and called for help.',
      '9-12': 'At home, one spider running across the carpet was enough to send {name} onto the nearest chair.',
    },
    over: {
      '2-4': 'Next spider, {name} pops a cup on it. Off you go, spider!',
      '5-8': 'The next time a spider ran across the floor, {name} and {c} caught it under a cup and carried it outside.',
      '9-12': `The next time a spider crossed the carpet, {name} fetched a cup and a card. ${MEMORY} {They} carried the spider out to the garden and let it go.`,
    },
  },
  {
    id: 'bees',
    kind: 'animals',
    said: /\bbees?\b|wasps?|bumble ?bees?|buzzing|stings?/,
    when: { past: 'when a {one} buzzed close', present: 'when a {one} buzzes close' },
    one: { plain: 'bee', from: /\b(wasp|bumblebee|bee)s?\b/ },
    tale: /\bbees?\b|wasp|buzz/,
    felt: {
      '2-4': 'In the garden, bzzz! A {one}! {name} flaps and runs.',
      '5-8': 'In the garden, when a {one} buzzed past, {name} flapped {their} arms and ran indoors.',
      '9-12': 'In the garden, a single buzz near {their} ear was enough to send {name} flapping and running indoors.',
    },
    over: {
      '2-4': 'Next time, {name} stands still, like {c}. The {one} buzzes off. Bye, {one}!',
      '5-8': 'The next time a {one} buzzed past, {name} stood still as a statue with {c}, and the {one} went back to its flowers.',
      '9-12': `The next time a {one} buzzed past, {name} stood very still. ${MEMORY} The {one} wasn't interested in {them} at all. It had flowers to visit.`,
    },
  },
  {
    id: 'creepy-crawlies',
    kind: 'animals',
    said: /creepy|crawl|\bbugs?\b|insects?|beetles?|\bworms?\b|\bants?\b|\bslugs?\b|snails?|\bmoths?\b|\bflies\b|caterpillars?/,
    when: { past: 'when a bug wriggled', present: 'when a bug wriggles' },
    tale: /bug|beetle|worm|ant|slug|snail|moth|caterpillar|insect|crawl/,
    felt: {
      '2-4': 'In the garden, a creepy crawly! {name} backs away.',
      '5-8': 'At home, when a creepy crawly wriggled by, {name} backed away and would not go near.',
      '9-12': 'At home, anything with too many legs or none at all made {name} shudder and keep well away.',
    },
    over: {
      '2-4': 'Next time, {name} looks with {c}. A tiny bug! Hello, bug!',
      '5-8': 'The next time a creepy crawly wriggled by, {name} crouched down with {c} to watch. It was very busy, and very small.',
      '9-12': `The next time a beetle trundled past, {name} crouched down to watch it. ${MEMORY} The beetle was very small, and very busy, and not interested in {name} at all.`,
    },
  },
  {
    id: 'birds',
    kind: 'animals',
    said: /birds?|pigeons?|seagulls?|\bgulls?\b|geese|goose|\bducks?\b|\bhens?\b|chickens?|\bswans?\b|\bowls?\b/,
    when: { past: 'when a bird flapped close', present: 'when a bird flaps close' },
    tale: /bird|pigeon|gull|goose|geese|duck|hen|chicken|swan|owl|flap/,
    felt: {
      '2-4': 'At the park, flap, flap! Birds come close. {name} hides.',
      '5-8': 'In the park, when the pigeons flapped close, {name} ducked and hid {their} face.',
      '9-12': 'In the park, a flurry of pigeons at {their} feet was enough to make {name} duck and cover {their} face.',
    },
    over: {
      '2-4': 'Next time, {name} throws seeds with {c}. Peck, peck! Hello, birds!',
      '5-8': 'The next time the birds came close, {name} scattered seeds with {c} and watched them peck.',
      '9-12': `The next time the pigeons came close, {name} scattered a handful of seeds. ${MEMORY} {They} watched them strut and peck, and didn't duck once.`,
    },
  },
  {
    id: 'big-animals',
    kind: 'animals',
    said: /horses?|pon(y|ies)|cows?|sheep|goats?|pigs?|bulls?|farm animals/,
    when: { past: 'next to a big animal', present: 'next to a big animal' },
    tale: /horse|pony|cow|sheep|goat|pig|bull|hoof|hooves/,
    felt: {
      '2-4': 'Big animals are so big! {name} stays by the gate.',
      '5-8': 'On the farm, the big animals looked enormous, and {name} stayed well back by the gate.',
      '9-12': 'On the farm, the big animals with their huge heads made {name} stay well back by the gate.',
    },
    over: {
      '2-4': 'Next farm day, {name} pats a soft nose with {c}. So soft!',
      '5-8': 'On the next farm visit, {name} held out a flat hand with {c}, and a big soft nose snuffled it. Tickly!',
      '9-12': `On the next farm visit, {name} held out a flat hand. ${MEMORY} A big soft nose snuffled {their} hand, warm and whiskery, and {name} laughed.`,
    },
  },
  {
    id: 'cats',
    kind: 'animals',
    said: /\bcats?\b|kittens?/,
    when: { past: 'when a cat hissed', present: 'when a cat hisses' },
    tale: /\bcats?\b|kitten|purr|miaow/,
    felt: {
      '2-4': 'The cat next door hisses. {name} runs away.',
      '5-8': 'When the cat next door stared at {name} with its big eyes, {name} backed away.',
      '9-12': 'When the cat next door fixed {name} with its yellow stare, {name} backed away, step by careful step.',
    },
    over: {
      '2-4': 'Next time, {name} holds out a hand with {c}. Purr, purr!',
      '5-8': 'The next time the cat came by, {name} held out a hand with {c}. It sniffed, and purred.',
      '9-12': `The next time the cat came by, {name} crouched and held out a hand. ${MEMORY} The cat sniffed, decided something, and purred.`,
    },
  },
  {
    id: 'snakes',
    kind: 'animals',
    said: /snakes?|lizards?|reptiles?/,
    when: { past: 'when something slithered', present: 'when something slithers' },
    tale: /snake|lizard|hiss|slither/,
    felt: {
      '2-4': 'At the zoo, snakes go hiss! {name} keeps far away.',
      '5-8': 'At the zoo, {name} kept far away from the snake house.',
      '9-12': 'At the zoo, {name} always walked the long way round to avoid the snake house.',
    },
    over: {
      '2-4': 'At the zoo, {name} waves at a snake with {c}. Hello, snake!',
      '5-8': 'On the next zoo visit, {name} went into the snake house with {c}, and waved at a sleepy snake.',
      '9-12': `On the next zoo visit, {name} went into the snake house. ${MEMORY} The snake was curled up asleep, and looked nothing like the one in {their} head.`,
    },
  },
  {
    id: 'sea-creatures',
    kind: 'animals',
    said: /jellyfish|\bcrabs?\b|\bfish\b|sharks?|lobsters?/,
    when: { past: 'at a rock pool', present: 'at a rock pool' },
    tale: /jellyfish|crab|fish|shark|lobster|claw/,
    felt: {
      '2-4': 'A crab! Snap, snap! {name} backs away up the beach.',
      '5-8': 'At the beach, when a crab scuttled out, {name} ran right up the sand.',
      '9-12': 'At the beach, anything that scuttled or drifted in the water sent {name} straight back up the sand.',
    },
    over: {
      '2-4': 'Next beach day, {name} watches a crab with {c}. Sideways! Funny!',
      '5-8': 'On the next beach day, {name} crouched by a rock pool with {c} and watched a crab walk sideways.',
      '9-12': `On the next beach day, {name} crouched by a rock pool. ${MEMORY} A small crab walked sideways across the bottom, minding its own business.`,
    },
  },
  {
    id: 'animals',
    kind: 'animals',
    said: /animals?|creatures?|\bpets?\b/,
    when: { past: 'near a strange animal', present: 'near a strange animal' },
    felt: {
      '2-4': 'Animals are big and quick. {name} stays close to a grown-up.',
      '5-8': 'Animals moved too fast for {name}, and {they} liked to watch them from well back.',
      '9-12': 'Animals were too quick and too surprising for {name}, who liked to watch them from a long way back.',
    },
    over: {
      '2-4': 'Next time, {name} says hello to an animal with {c}. Gently!',
      '5-8': 'The next time {name} met an animal, {they} stood still with {c} and let it come. Gently, gently.',
      '9-12': `The next time {name} met an animal, {they} stood still and let it come. ${MEMORY} Gently was the way, with animals.`,
    },
  },
]

/** The generic arc for a fear the lexicon does not know, built from the parent's own noun ("the lawnmower"). */
export const GENERIC_FEAR: Omit<FearEntry, 'said' | 'kind'> = {
  id: 'generic',
  when: { past: 'about {fear}', present: 'about {fear}' },
  // "One of them was clowns", "that made the lawnmower smaller": read right for one thing or many.
  felt: {
    '2-4': 'Some things feel too big for {name}. One is {fear}.',
    '5-8': 'Some things felt too big for {name}. One of them was {fear}.',
    '9-12': 'Some things still felt too big for {name}, and one of them was {fear}.',
  },
  over: {
    '2-4': 'Now {name} thinks of {c}, and that makes {fear} small.',
    '5-8': 'The next time {fear} came up, {name} thought of {c}, and that made {fear} much smaller.',
    '9-12': `The next time {fear} came up, {name} thought of {c}. ${MEMORY} After a day like that, {fear} seemed a much smaller thing.`,
  },
}

/** The entry for what the parent wrote ("the hoover", "loud hand dryers", "having her hair washed"), or null. */
export function fearEntryFor(words: string): FearEntry | null {
  const said = words.toLowerCase().replace(/['']/g, "'")
  return FEARS.find((entry) => entry.said.test(said)) ?? null
}
