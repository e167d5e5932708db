import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import type { Tale } from '~/.server/generation/tales/format'
import { bestOutlines } from '~/.server/generation/tales/fit'
import { toldForWheelchair, wheelchairMisses, wheelchairMoves } from '~/.server/generation/tales/mobility'
import { tell } from '~/.server/generation/tales/render'
import { wheelchairFigures } from '~/.server/generation/tales/report'
import { lookFromSeed } from '~/lib/hero-look'
import type { ThemeId } from '~/lib/themes'

describe('a hero who uses a wheelchair', () => {
  it('is caught on foot however the story puts it', () => {
    const onFoot = [
      'Sam stopped jumping.',
      'Sam jumped up.',
      'Sam ran to the gate.',
      'Sam raced off.',
      'Sam climbed the wall.',
      'Sam tiptoed in.',
      'Sam stood on tiptoe.',
      'Sam went on tiptoe.',
      'Sam scrambled up.',
      'Sam skipped home.',
      'Sam hopped.',
      'Sam stamped in the puddle.',
      'Sam kicked the ball.',
      'Sam kept walking.',
      'Sam and Bolt tried to climb out.',
      'Then Sam looked up, and climbed the wall.',
      'Sam took three steps, then ten.',
      'Halfway across the path, Sam nearly trod on it.',
      'Sam crept round behind the shed.',
      'Sam followed the line on hands and knees.',
      'Sam lay flat on the grass and shone a torch into the gap.',
      'Sam lay on his tummy and watched.',
      'Sam leaned close and watched until his knees were damp.',
    ]
    for (const sentence of onFoot) expect(wheelchairMoves(sentence, 'Sam'), sentence).toEqual([sentence])
    // Others on foot, and words that only look like moving: a stamped card, a dragon's steps.
    const notHers = [
      'Grandad took three steps ahead.',
      'Then she took three steps, flapped once, and jumped.',
      'Sam had a card to post, stamped and ready.',
      'As Sam watched, a duckling tried to climb out.',
      'Sam did it again, and the baby kicked so hard.',
      'Grandad took the candle from Sam, so they could both see the steps.',
      'Sam trod water.',
      'The fox crept past Sam.',
    ]
    for (const sentence of notHers) expect(wheelchairMoves(sentence, 'Sam'), sentence).toEqual([])
  })

  it('reads a "she" as the hero across sentences that name nobody, and a staircase in a simile as no stairs', () => {
    const page = 'In the middle of the night, Esi woke up. Everything was silent. The wind had gone. She crawled out through the tunnel.'
    expect(wheelchairMoves(page, 'Esi', 'she')).toEqual(['She crawled out through the tunnel.'])
    // Someone else named in between: the "she" may be theirs.
    expect(wheelchairMoves('Esi woke up. Mum was outside. She crawled out.', 'Esi', 'she')).toEqual([])
    expect(wheelchairMoves('Esi stood eight glasses in a line like a staircase.', 'Esi', 'she')).toEqual([])
  })

  it('wheels, zooms and rolls where the story had them walk, run and tiptoe; the lift, not the stairs', () => {
    expect(toldForWheelchair('Ama went and sat beside her on the sand.', 'Ama')).toBe('Ama wheeled up beside her on the sand.')
    expect(toldForWheelchair('Zara crept to the window. Zara lay on her tummy and looked close. Zara nearly trod on it.', 'Zara')).toBe(
      'Zara rolled quietly to the window. Zara leaned right down and looked close. Zara nearly rolled over it.',
    )
    expect(toldForWheelchair('Zara and Grandad ran to the window. Zara walked slowly home.', 'Zara')).toBe(
      'Zara and Grandad zoomed to the window. Zara walked slowly home.'.replace('walked', 'wheeled'),
    )
    expect(toldForWheelchair('Zara tiptoed past.\n\nZara stood on tiptoe to see. Zara went up the stairs.', 'Zara')).toBe(
      'Zara rolled quietly past.\n\nZara stretched up tall to see. Zara went in the lift.',
    )
  })

  it('and where the sentence goes on with her: "then ran", ", and walked"', () => {
    expect(toldForWheelchair('Zara looked out of the window with Grandad, then ran out to the gate.', 'Zara')).toBe(
      'Zara looked out of the window with Grandad, then zoomed out to the gate.',
    )
    expect(toldForWheelchair('Grandad waved, and ran to the gate.', 'Zara')).toBe('Grandad waved, and ran to the gate.')
    // After a word of time the sentence is still hers.
    expect(toldForWheelchair('Then Ellis picked up the lunchbox, walked to the end and sat down.', 'Ellis')).toBe(
      'Then Ellis picked up the lunchbox, wheeled to the end and sat down.',
    )
  })

  it('after her words ("whispered Zara, and stepped inside"), and where "they" are her and her friends', () => {
    expect(toldForWheelchair('"A fairy ring," whispered Zara, and stepped inside.', 'Zara')).toBe(
      '"A fairy ring," whispered Zara, and rolled inside.',
    )
    expect(toldForWheelchair('Zara smiled. They ran along the fence. Then they were home, standing on the lawn.', 'Zara')).toBe(
      'Zara smiled. They hurried along the fence. Then they were home, waiting on the lawn.',
    )
    // A page without her: "they" are others.
    expect(toldForWheelchair('They ran along the fence.', 'Zara')).toBe('They ran along the fence.')
  })

  it('keeps still and leans down where the story had them stand still or kneel', () => {
    expect(toldForWheelchair('Zara stopped, and made herself stand still. Zara knelt down and brushed the sand away.', 'Zara')).toBe(
      'Zara stopped, and made herself keep still. Zara leaned down and brushed the sand away.',
    )
    expect(toldForWheelchair('Grandad knelt down.', 'Zara')).toBe('Grandad knelt down.')
  })

  it('gets out of bed into the wheelchair beside it, never onto the floor', () => {
    expect(toldForWheelchair('Zara got out of bed and pressed an ear to the cold wallpaper.', 'Zara')).toBe(
      'Zara slid from the bed into the wheelchair and pressed an ear to the cold wallpaper.',
    )
    expect(toldForWheelchair('Zara jumped out of bed.', 'Zara')).toBe('Zara was out of bed and into the wheelchair in a flash.')
    expect(toldForWheelchair('Grandad got out of bed.', 'Zara')).toBe('Grandad got out of bed.')
  })

  it('rises up a rope or a beard where the story has them haul themselves up, and is caught where it is not retold', () => {
    expect(toldForWheelchair('Zara hauled herself up, hand over hand.', 'Zara')).toBe('Zara rose up, hand over hand.')
    expect(wheelchairMoves('Zara clung on and hauled herself up the rope, hand over hand.', 'Zara')).toHaveLength(1)
  })

  it('is somewhere, not standing there: "Ezra was standing in a kitchen"', () => {
    expect(toldForWheelchair('Ezra was standing in a kitchen. A stone floor.', 'Ezra')).toBe('Ezra was in a kitchen. A stone floor.')
    expect(toldForWheelchair('Malik was standing by the door.', 'Ezra')).toBe('Malik was standing by the door.')
  })

  it('keeps wheeling, goes quietly and zooms where the story had them keep walking, go on tiptoe and race', () => {
    expect(
      toldForWheelchair('Zara kept walking. Zara stopped running. Zara went on tiptoe. Zara raced home. Zara races off.', 'Zara'),
    ).toBe('Zara kept wheeling. Zara stopped zooming. Zara went quietly. Zara zoomed home. Zara zooms off.')
  })

  it('never jumps up, leaps, climbs in, hops or takes the stairs, by name, by pronoun or told back to front', () => {
    expect(toldForWheelchair('"We don\'t have to lift it," said Zara, jumping up.', 'Zara')).toBe(
      '"We don\'t have to lift it," said Zara, sitting up tall.',
    )
    expect(toldForWheelchair('Zara jumped up. Zara leapt up. Zara hopped over the log. Zara climbed into bed.', 'Zara')).toBe(
      'Zara sat up tall. Zara sat bolt upright. Zara rolled round the log. Zara got into bed.',
    )
    expect(toldForWheelchair('Zara looked at the gap. She jumped up and down. Then she jumped.', 'Zara', 'she')).toBe(
      'Zara looked at the gap. She whooped and waved. Then she rolled.',
    )
    expect(toldForWheelchair('Up she jumps. On climbs Zara, with Grandad.', 'Zara', 'she')).toBe('Up she goes. On goes Zara, with Grandad.')
    expect(toldForWheelchair('Zara smiled. They climbed the stairs to the top.', 'Zara')).toBe(
      'Zara smiled. They took the lift to the top.',
    )
    expect(toldForWheelchair('Zara kicked the ball into the goal.', 'Zara')).toBe('Zara whacked the ball into the goal.')
  })

  it('keeps a jump of fright a jump: the body jumps in a chair too', () => {
    expect(toldForWheelchair('BANG! Zara jumped so hard the candle flame shivered.', 'Zara', 'she')).toBe(
      'BANG! Zara jumped so hard the candle flame shivered.',
    )
    expect(toldForWheelchair('The microphone squealed, and Zara jumped and clapped her hands over her ears.', 'Zara', 'she')).toBe(
      'The microphone squealed, and Zara jumped and clapped her hands over her ears.',
    )
    expect(toldForWheelchair('Zara jumped in surprise. Then Zara jumped over the log.', 'Zara', 'she')).toBe(
      'Zara jumped in surprise. Then Zara rolled round the log.',
    )
  })

  it('leaves the others their climbing and kicking: a "she" after someone else, ducks, a tune, the baby', () => {
    for (const text of [
      'Grandad looked up. She jumped.',
      'Zara watched the ducks. They came across in a line, and climbed out.',
      'They were at the sink when they heard it: the tune, climbing up the lane. Zara smiled.',
      'Zara did it again, and the baby laughed, kicking so hard that water went everywhere.',
    ])
      expect(toldForWheelchair(text, 'Zara', 'she'), text).toBe(text)
  })

  it('never has knees that wobble, feet that leave the ground or carry her, by name or by her pronoun', () => {
    expect(toldForWheelchair('Samir looked down at the ground, far below. His knees went wobbly.', 'Samir', 'he')).toBe(
      'Samir looked down at the ground, far below. His stomach dropped.',
    )
    expect(toldForWheelchair("Zara's knees were knocking, just a little.", 'Zara', 'she')).toBe("Zara's hands were shaking, just a little.")
    expect(toldForWheelchair('Warden Marrow hugged Samir so hard that his feet left the ground.', 'Samir', 'he')).toBe(
      'Warden Marrow hugged Samir so hard that his wheels left the ground.',
    )
    expect(toldForWheelchair('In a moment Samir was on his feet. Samir jumped to his feet.', 'Samir', 'he')).toBe(
      'In a moment Samir was ready. Samir sat up tall.',
    )
    expect(toldForWheelchair("Zara's feet, which had refused to move, were walking: across the yard.", 'Zara', 'she')).toBe(
      "Zara's wheels, which had refused to move, were rolling: across the yard.",
    )
    // A hand or an eye that runs is no going anywhere.
    expect(toldForWheelchair('Zainab ran a fingertip along it, in the dark.', 'Zainab', 'she')).toBe(
      'Zainab ran a fingertip along it, in the dark.',
    )
    expect(wheelchairMoves('Zainab ran her eyes down the list.', 'Zainab', 'she')).toEqual([])
    expect(toldForWheelchair('Zainab ran to the door.', 'Zainab', 'she')).toBe('Zainab zoomed to the door.')
    expect(toldForWheelchair("Tomasz's shoes squeaked on the polished floor.", 'Tomasz', 'he')).toBe(
      "Tomasz's wheels squeaked on the polished floor.",
    )
    expect(toldForWheelchair('Zara looked up. Her wellies squelched in the mud.', 'Zara', 'she')).toBe(
      'Zara looked up. Her wheels squelched in the mud.',
    )
    expect(toldForWheelchair('Zara wheeled down the sand. The waves came at her knees.', 'Zara', 'she')).toBe(
      'Zara wheeled down the sand. The waves came at her wheels.',
    )
    expect(toldForWheelchair('Zara ran straight into the sea.', 'Zara', 'she')).toBe('Zara zoomed straight down to the sea.')
  })

  it('goes on wheels in sentences the hero does not lead: after her words, her name, a word of when', () => {
    expect(toldForWheelchair('"Ready," said Samir. He took one big breath and walked in.', 'Samir', 'he')).toBe(
      '"Ready," said Samir. He took one big breath and wheeled in.',
    )
    expect(toldForWheelchair('"Wait here," Zara said to Miss Haverley, and ran.', 'Zara', 'she')).toBe(
      '"Wait here," Zara said to Miss Haverley, and zoomed.',
    )
    expect(toldForWheelchair("When Zara's name was called, she walked out onto the stage.", 'Zara', 'she')).toBe(
      "When Zara's name was called, she wheeled out onto the stage.",
    )
    expect(toldForWheelchair('When the last stone was in, Zara sat up, and stepped back onto the bank.', 'Zara', 'she')).toBe(
      'When the last stone was in, Zara sat up, and rolled back onto the bank.',
    )
    expect(toldForWheelchair("That night the rain tapped on Zara's window. She ran to tell Dad.", 'Zara', 'she')).toBe(
      "That night the rain tapped on Zara's window. She zoomed to tell Dad.",
    )
    // A verb with an object goes nowhere; someone else named before "she" keeps her on her feet.
    expect(toldForWheelchair('Zara leaned down, and ran a finger round the keyhole.', 'Zara', 'she')).toBe(
      'Zara leaned down, and ran a finger round the keyhole.',
    )
    for (const text of ['Pennywort ran along the bank. Her feet left the ground.', 'Grandad looked at Zara. Her knees went wobbly.'])
      expect(toldForWheelchair(text, 'Zara', 'she'), text).toBe(text)
  })

  it('leaves everyone else on their feet', () => {
    const text = 'The driver ran to the cab. Grandad climbed the stairs, and the dog walked in.'
    expect(toldForWheelchair(text, 'Zara')).toBe(text)
  })

  it('is told so in the offline story, and what the files must still tell another way is counted', () => {
    const listener = listenerFor({ childName: 'Zara', childAge: 6, pronouns: 'she', mainCharacter: 'her grandad' })
    const onFootWords = /\bZara(?: and Grandad)? (?:ran|walked|tiptoed)\b/
    const told = (tale: Tale, wheelchair: boolean) =>
      tell(tale, tale.id.split('/')[0] as ThemeId, listener, 1, { look: { ...lookFromSeed(1, 'she'), wheelchair } })
        .pages.map((p) => p.text)
        .join('\n')
    // Every story where Zara goes on foot is told with her wheeling instead.
    const onFoot = allTales()
      .map(({ theme, n }) => taleFor(theme, n)!)
      .filter((tale) => onFootWords.test(told(tale, false)))
    expect(onFoot.length).toBeGreaterThan(5)
    for (const tale of onFoot) expect(told(tale, true), tale.id).not.toMatch(onFootWords)
    expect(wheelchairMoves('Zara climbed the tree. Zara smiled.', 'Zara')).toEqual(['Zara climbed the tree.'])
    expect(wheelchairMoves('Finn tried kicking it. Finn kicked the ball. Finn tried to reach it.', 'Finn')).toEqual([
      'Finn tried kicking it.',
      'Finn kicked the ball.',
    ])
    expect(wheelchairMoves('Zara took twenty giant steps. Five more steps to the sunset. Zara waved.', 'Zara')).toEqual([
      'Zara took twenty giant steps.',
      'Five more steps to the sunset.',
    ])
  })

  it('is never told on foot: every story and band, not one sentence', () => {
    const figures = wheelchairFigures()
    expect(figures.tellings).toBeGreaterThan(600)
    expect(figures.sentences.map(({ id, band, sentence }) => `${id} [${band}]: ${sentence}`)).toEqual([])
  })
})

describe('where no chair goes, whatever the verb', () => {
  const told = (text: string) => toldForWheelchair(text, 'Zara', 'she')

  it('goes right up to the rocks, the stepping stones or a flat rock, never onto them', () => {
    expect(told('Zara went down onto the rocks with Grandad.')).toBe('Zara went right up to the rocks with Grandad.')
    expect(told('Zara went down the slipway onto the rocks.')).toBe('Zara went right up to the rocks.')
    expect(told('Zara scrambled up onto a flat rock.')).toBe('Zara wheeled right up to a flat rock.')
    expect(told('Zara climbed up onto a flat rock.')).toBe('Zara went right up to a flat rock.')
  })

  it('sits under the tree she climbed, gets out of the window, and takes the lift without the steps', () => {
    expect(told('Zara had climbed that tree every summer she could remember.')).toBe(
      'Zara had sat under that tree every summer she could remember.',
    )
    expect(told('Zara was already climbing out of the window.')).toBe('Zara was already getting out of the window.')
    expect(told('Zara ran downstairs, two steps at a time.')).toBe('Zara zoomed down in the lift.')
    // Where someone is, not the way the hero goes: before, "down in the lift, Zara could hear Mum".
    expect(told('Downstairs, Zara could hear Mum and Dad, and the clink of cups.')).toBe(
      'Downstairs, Zara could hear Mum and Dad, and the clink of cups.',
    )
    expect(told('Zara found Grandad upstairs, asleep.')).toBe('Zara found Grandad upstairs, asleep.')
    expect(told('Zara stood up tall on tiptoe.')).toBe('Zara stretched up tall.')
  })

  it('rolls down to the water’s edge instead of wading in', () => {
    expect(told('Zara waded into the stream.')).toBe('Zara rolled down to the edge of the stream.')
  })

  it('counts what is left for the report: onto the rocks, up a tree, a climb after "had"', () => {
    expect(wheelchairMoves('Zara wheeled down onto the rocks.', 'Zara')).toHaveLength(1)
    expect(wheelchairMoves('Zara had climbed the hill.', 'Zara')).toHaveLength(1)
    expect(wheelchairMoves('Zara went up the old oak tree.', 'Zara')).toHaveLength(1)
    expect(wheelchairMoves('Zara threw it over the fence.', 'Zara')).toEqual([])
  })
})

describe('what the old checker missed: down on the ground, in the water, up a rope bridge, the chair as a tag, carried', () => {
  const moves = (text: string) => wheelchairMoves(text, 'Zara', 'she')
  const misses = (pages: string[], independent = false) => wheelchairMisses(pages, 'Zara', { pronoun: 'she', independent }).flat()

  it('catches her sitting down on the bank, kneeling, crouching, ducking and squeezing through, by name or by her pronoun', () => {
    for (const sentence of [
      'Zara sat down on the bank.',
      'Zara sat on the mossy log and thought.',
      'Zara lay on the warm grass next to Pip.',
      'Zara was lying on the rug.',
      'Zara sat cross-legged on the grass.',
      'Zara crouched behind the wall.',
      'Zara ducked under the branch.',
      'Zara squeezed through the gap.',
      'Zara danced a jig.',
      'Zara looked up, and sat down in the mud.',
    ])
      expect(moves(sentence), sentence).toEqual([sentence])
    // Her pronoun, right after a sentence that names only her.
    expect(moves('Zara looked at the water. She knelt by the pool.')).toEqual(['She knelt by the pool.'])
  })

  it('leaves the boat floating, the frog hopping, her chair at the table, and a "she" who is someone else', () => {
    for (const text of [
      'The boat floated past Zara.',
      'The frog hopped onto the log, and Zara laughed.',
      'Zara sat at the table and ate her toast.',
      'Zara slid out of her chair onto the grass and lay there, watching.',
      'Grandad sat down on the bank.',
      'Zara looked at Gran. She knelt by the pool.',
      'Zara knew that an animal on a narrow ledge never looks down.',
    ])
      expect(misses([text]), text).toEqual([])
  })

  it('finds her swimming with no word of the chair, until a page says how she got in', () => {
    expect(misses(['Zara floated beside her, holding on to a drifting log, and the river carried them along.'])).toHaveLength(1)
    expect(misses(['The sea was warm.', 'Zara swam down and reached for the bag.'])).toEqual(['Zara swam down and reached for the bag.'])
    expect(
      misses(['Zara wheeled to the end of the jetty and slid out of her chair into the sea.', 'Zara swam down and reached for the bag.']),
    ).toEqual([])
    // The line told where no page names the chair says nothing of how she got in.
    expect(
      misses(['Zara spun her wheelchair round in a quick, happy circle. The sea was warm.', 'Zara swam down in the sea.']),
    ).toHaveLength(1)
  })

  it('finds her up a rope bridge or in the rigging with no word of how, and the chair hung on her as a tag', () => {
    expect(misses(['Zara went out along the rope bridge.'])).toEqual(['Zara went out along the rope bridge.'])
    expect(misses(['Zara went up in the rope lift, and out along the rope bridge.'])).toEqual([])
    expect(moves('Zara, in her wheelchair, said hello.')).toEqual(['Zara, in her wheelchair, said hello.'])
    expect(moves('"Hello," said Zara from her wheelchair.')).toHaveLength(1)
  })

  it('for a child the parent calls independent, finds her carried or lifted up by someone else', () => {
    const page =
      'The harbourmaster carried Zara up to the roof. Mrs Mabey lifted Zara up into the cab. The waves lifted Zara up and set her down.'
    expect(misses([page], true)).toEqual(['The harbourmaster carried Zara up to the roof.', 'Mrs Mabey lifted Zara up into the cab.'])
    expect(misses([page], false)).toEqual([])
  })
})

describe('the rewrite: pulled up where the others sit down, by the back door, a football thrown', () => {
  const told = (text: string) => toldForWheelchair(text, 'Zara', 'she')

  it('pulls up where the story sat her on the floor, the grass or the bank; sits by the back door, not on its step', () => {
    expect(told('Zara sat down on the floor beside Biscuit.')).toBe('Zara pulled up beside Biscuit.')
    expect(told('Zara sat down on the bank.')).toBe('Zara pulled up on the bank.')
    expect(told('Zara sat on the back step and finished the map.')).toBe('Zara sat by the back door and finished the map.')
    expect(told('Zara crouched down behind the hedge.')).toBe('Zara leaned low behind the hedge.')
    expect(told('Zara stops kicking a football against the wall.')).toBe('Zara stops bouncing a football off the wall.')
    expect(told('Grandad sat down on the floor.')).toBe('Grandad sat down on the floor.')
  })
})

describe('a plot that is legs and nothing else', () => {
  it('is listed apart in the report and never a best fit for a wheelchair user who loves sport', () => {
    expect(wheelchairFigures('sports').notOffered).toEqual(['sports/1', 'sports/3', 'sports/5'])
    const listener = listenerFor({
      childName: 'Zara, who loves football and running',
      childAge: 7,
      pronouns: 'she',
      mainCharacter: 'her grandad',
    })
    const best = bestOutlines('sports', listener, [], { wheelchair: true })
    expect(best.length).toBeGreaterThan(0)
    for (const n of best) expect([1, 3, 5]).not.toContain(n)
  })
})

describe('rolls through what a chair rolls through', () => {
  it('rolls into the bubbles or through the puddles where the story waded', () => {
    expect(toldForWheelchair('Then Zara waded into the bubbles beside Pegs.', 'Zara', 'she')).toBe(
      'Then Zara rolled into the bubbles beside Pegs.',
    )
    expect(toldForWheelchair('Zara wades through the puddles.', 'Zara', 'she')).toBe('Zara rolls through the puddles.')
  })
})

describe('down the hidden steps (legends/5, read through for a wheelchair user)', () => {
  it('lays planks over the steps, and never has her go down "one worn step at a time"', () => {
    const listener = listenerFor({
      childName: 'Amaya, thoughtful',
      childAge: 10,
      pronouns: 'she',
      mainCharacter: 'a shy dragon called Cinders',
      interests: '',
      fears: '',
      family: '',
    })
    for (const age of [6, 10]) {
      const told = tell(taleFor('legends', 5)!, 'legends', { ...listener, child: { ...listener.child, age } }, 1, {
        look: { ...lookFromSeed(1, 'she'), wheelchair: true },
      })
      const text = told.pages.map((p) => p.text).join('\n')
      expect(text).toMatch(/Planks went over the steps, and Amaya rolled down/)
      expect(text).not.toMatch(/step at a time/)
    }
  })
})

describe('the hero among others: they, we, everyone', () => {
  it('is caught on foot in a group that has the hero in it, and at a run-up and a kick', () => {
    const page = 'Zara read the sign. The lift had a sign on it that said OUT OF ORDER, so they took the stairs.'
    expect(wheelchairMoves(page, 'Zara', 'she')).toEqual(['The lift had a sign on it that said OUT OF ORDER, so they took the stairs.'])
    expect(wheelchairMoves('Zara got on the bus. Up the stairs they go. Everyone climbed the ladder.', 'Zara', 'she')).toEqual([
      'Up the stairs they go.',
      'Everyone climbed the ladder.',
    ])
    expect(wheelchairMoves('Zara got on the bus and had the front seat on the top deck.', 'Zara')).toHaveLength(1)
    expect(wheelchairMoves('Zara took a run-up and gave the ball the biggest kick of her life.', 'Zara')).toHaveLength(1)
    // A "they" far from the hero is somebody else's: the froglets climbing their stair.
    expect(wheelchairMoves('Zara smiled. All week the froglets used the stair. They climbed it in ones and twos.', 'Zara')).toEqual([])
    // No hero on the page: nobody's wheelchair.
    expect(wheelchairMoves('Everyone ran to line up.', 'Zara')).toEqual([])
  })

  it('tells a group with the hero in it in words true of feet and wheels', () => {
    const told = (text: string) => toldForWheelchair(text, 'Zara', 'she')
    expect(told('Zara held the lantern. Then the bell rang, and everyone ran to line up.')).toBe(
      'Zara held the lantern. Then the bell rang, and everyone hurried to line up.',
    )
    expect(told('"Little sips, long trip," said Zara, and they walked into the desert.')).toBe(
      '"Little sips, long trip," said Zara, and they went into the desert.',
    )
    expect(told('Zara looked up. Down came the rocks, and everyone ran.')).toBe('Zara looked up. Down came the rocks, and everyone fled.')
    // Colours that run in a tin are not the hero's party.
    expect(told('Zara sat down. The colours ran. Poured fast, they ran. Poured slowly, they still ran.')).toBe(
      'Zara sat down. The colours ran. Poured fast, they ran. Poured slowly, they still ran.',
    )
  })

  it('takes the bus and the block of flats on wheels in heroes/3: no top deck, no stairs', () => {
    const tale = taleFor('heroes', 3) as Tale
    for (const age of [3, 6, 10]) {
      const listener = listenerFor({ childName: 'Zara', childAge: age, pronouns: 'she', mainCharacter: 'her grandad' })
      const told = tell(tale, 'heroes', listener, 1, { look: { ...lookFromSeed(1, 'she'), wheelchair: true } })
      const text = told.pages.map((p) => p.text).join('\n')
      expect(text, `age ${age}`).not.toMatch(/top deck|stairs|stairwell/i)
      expect(text, `age ${age}`).toMatch(/ramp/)
    }
  })

  // Finley, nine, in a wheelchair: "Hop up front," said the firefighter, and the ending recalled "the running".
  it('asks a wheelchair user aboard without a hop, and recalls the rushing, not the running', () => {
    expect(toldForWheelchair('"Hop up front," said Dunmore to Finley. "You can show us the tree."', 'Finley', 'he')).toBe(
      '"Come up front," said Dunmore to Finley. "You can show us the tree."',
    )
    expect(toldForWheelchair('"Hop in, quick," said Gran to Finley.', 'Finley', 'he')).toBe('"In you come, quick," said Gran to Finley.')
    expect(toldForWheelchair('Finley told Mum the whole thing, the sardines, the running, the ladder.', 'Finley', 'he')).toBe(
      'Finley told Mum the whole thing, the sardines, the rushing, the ladder.',
    )
  })

  // Tariq's chair "waited in the boat", and the pictures drew it on the sea floor.
  it('draws the hero swimming without the chair under the sea where the words leave it ashore, and with it where it comes along', () => {
    const listener = listenerFor({ childName: 'Tariq', childAge: 10, pronouns: 'he', mainCharacter: 'his uncle Sami' })
    const chair = { ...lookFromSeed(1, 'he'), wheelchair: true }
    const under = (theme: 'underwater-worlds', n: number) =>
      tell(taleFor(theme, n) as Tale, theme, listener, 1, { look: chair })
        .pages.filter((p) => p.scene.place === 'underwater')
        .map((p) => p.scene.hero.look.wheelchair)
    expect(under('underwater-worlds', 6).length).toBeGreaterThan(0)
    expect(under('underwater-worlds', 6).every((w) => w === false)).toBe(true)
    // underwater-worlds/1: a bubble wraps the child and the chair, and down they go together.
    expect(under('underwater-worlds', 1).some((w) => w === true)).toBe(true)
  })
})

describe('a wheelchair user who is "they", and their football', () => {
  it('a "they" hero goes up the beard, as a "she" does', () => {
    expect(toldForWheelchair('Sam was dying to see. They climbed up the beard for a closer look.', 'Sam', 'they')).toBe(
      'Sam was dying to see. They went up the beard for a closer look.',
    )
  })

  it('plays football as a wheelchair user does: throwing, catching, wheelchair football; Dad still kicks', () => {
    expect(toldForWheelchair('Sam loves kicking a football about. Dad kicked the ball back.', 'Sam', 'he')).toBe(
      'Sam loves playing wheelchair football. Dad kicked the ball back.',
    )
    expect(toldForWheelchair('Sam kicked the football over the wall.', 'Sam', 'she')).toBe('Sam threw the football over the wall.')
  })
})

describe('a wheelchair user up the mast', () => {
  it('pirates/3: the lookout is hauled up in the bosun\u2019s chair, the chair waits on deck, and goes "back up" at the end', () => {
    for (const childAge of [6, 10]) {
      const listener = listenerFor({
        childName: 'Rosa',
        childAge,
        pronouns: 'she',
        mainCharacter: 'a terrier named Pickle',
        fears: 'heights',
      })
      const told = tell(taleFor('pirates', 3)!, 'pirates', listener, 1, { look: { ...lookFromSeed(1, 'she'), wheelchair: true } })
      const text = told.pages.map((p) => p.text).join('\n')
      expect(text, `age ${childAge}`).toMatch(/bosun's chair/)
      expect(text, `age ${childAge}`).not.toMatch(/spun her wheelchair|went up back/)
    }
  })
})
