import { Icon, ICONS } from './icons'

const INCLUDES = [
  { icon: ICONS.book, title: 'Personalised storyline', text: 'Built around your child’s name, age and traits.' },
  { icon: ICONS.picture, title: 'Custom illustrations', text: 'A new picture for every page of the story.' },
  { icon: ICONS.headphones, title: 'Audio narration', text: 'Every page read aloud, ready to listen along.' },
  { icon: ICONS.bookmark, title: 'Save to library', text: 'Kept in My Library to read again any time.' },
]

/** The 'Your Story Will Include' panel beside the form. */
export function StoryIncludes() {
  return (
    <section aria-labelledby="includes-title" className="card bg-brand-50">
      <h2 id="includes-title" className="text-2xl font-bold text-brand-700">
        Your Story Will Include
      </h2>
      <ul className="mt-5 space-y-4">
        {INCLUDES.map((item) => (
          <li key={item.title} className="flex gap-3">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-white text-brand-600 ring-1 ring-brand-100">
              <Icon d={item.icon} />
            </span>
            <span>
              <strong className="block">{item.title}</strong>
              <span className="text-muted">{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
