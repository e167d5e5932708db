import { useMemo } from 'react'
import { splitText, type WordTiming } from '~/lib/viewer'

/**
 * The page's text while the phone's voice reads it: the word being spoken highlighted (the same
 * look as the clip's read-along), plain text until the speech code has loaded.
 */
export function SpokenText({ text, words, current }: { text: string; words: WordTiming[] | null; current: number }) {
  const pieces = useMemo(() => (words ? splitText(text, words) : null), [text, words])
  const className = 'max-w-prose whitespace-pre-line text-xl leading-relaxed text-ink sm:text-2xl sm:leading-relaxed'
  if (!pieces) return <p className={className}>{text}</p>
  return (
    <p className={className} data-read-along="" data-spoken-by="phone">
      {pieces.map((piece, i) =>
        piece.word === null ? (
          piece.text
        ) : (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
            key={i}
            data-word={piece.word}
            aria-current={piece.word === current ? 'true' : undefined}
            className={`rounded-md box-decoration-clone motion-safe:transition-colors ${piece.word === current ? 'bg-brand-200 text-brand-700' : ''}`}
          >
            {piece.text}
          </span>
        ),
      )}
    </p>
  )
}
