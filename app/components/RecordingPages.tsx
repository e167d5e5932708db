import type { ReactNode } from 'react'
import { RecordPage, type RecordingResult } from './VoiceRecorder'

export type RecordingPage = { sequence: number; content: string; imageUrl: string; take: { audioUrl: string; durationMs: number } | null }

const length = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`

/**
 * The pages of a story to read aloud in one voice: each with its picture and text, the take saved
 * so far, and the recorder. Shared by the owner's recording page and a recording link.
 */
export function RecordingPages({
  title,
  voiceLabel,
  pages,
  result,
  intro,
  footer,
}: {
  title: string
  voiceLabel: string
  pages: RecordingPage[]
  result: RecordingResult
  intro?: ReactNode
  footer?: ReactNode
}) {
  const done = pages.filter((p) => p.take).length
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-6 sm:py-10">
      <header className="card">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Recording {voiceLabel}</p>
        <h1 className="mt-1 text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        {intro}
        <ul className="mt-3 list-disc space-y-1 pl-5 text-muted">
          <li>Find a quiet spot and hold the phone a hand&rsquo;s width away.</li>
          <li>Read slowly, with feeling, the way you would at bedtime. Up to 3 minutes a page.</li>
          <li>Listen before you save; you can record any page again.</li>
        </ul>
        <p className="mt-3 font-semibold" data-testid="recording-progress">
          {done} of {pages.length} pages recorded
        </p>
      </header>
      {pages.map((page) => (
        <section
          key={page.sequence}
          id={`page-${page.sequence}`}
          className="card scroll-mt-20"
          aria-labelledby={`page-${page.sequence}-title`}
        >
          <h2 id={`page-${page.sequence}-title`} className="text-xl font-bold">
            Page {page.sequence} of {pages.length}
          </h2>
          <div className="mt-3 grid gap-4 sm:grid-cols-[10rem_1fr]">
            {page.imageUrl ? (
              <img
                src={page.imageUrl}
                alt={`Page ${page.sequence}`}
                width={160}
                height={213}
                loading="lazy"
                className="h-auto w-40 rounded-xl"
              />
            ) : null}
            <div className="space-y-3 text-lg leading-relaxed">
              {page.content.split(/\n\s*\n/).map((paragraph, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a page's paragraphs never move
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </div>
          {page.take ? (
            <div className="mt-4">
              <p className="font-semibold text-green-800">Recorded ({length(page.take.durationMs)})</p>
              <audio
                controls
                preload="none"
                src={page.take.audioUrl}
                className="mt-1 w-full"
                aria-label={`${voiceLabel}: page ${page.sequence}`}
              />
            </div>
          ) : null}
          <RecordPage sequence={page.sequence} pageLabel={`page ${page.sequence}`} result={result} />
        </section>
      ))}
      {footer}
    </div>
  )
}
