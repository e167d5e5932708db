import { useEffect, useMemo, useState, type RefObject } from 'react'
import { parseWordTimings, splitText, wordAt, type WordTiming } from '~/lib/viewer'

/** Word timings already fetched, by URL (they never change: their names are content hashes). */
const cache = new Map<string, WordTiming[] | null>()

/**
 * The segment text, large and readable. With JavaScript and saved word timings, the word being
 * spoken is highlighted while the narration plays (timeupdate plus requestAnimationFrame for a
 * smooth follow); the timings are fetched when the narration first starts. Without timings, or when they fail to load, the text simply shows.
 */
export function ReadAlong({
  text,
  wordsUrl,
  audioRef,
  playing,
  started,
}: {
  text: string
  wordsUrl: string | null
  audioRef: RefObject<HTMLAudioElement | null>
  playing: boolean
  /** Playing or paused mid-clip: the highlight shows. */
  started: boolean
}) {
  const [words, setWords] = useState<WordTiming[] | null>(() => (wordsUrl ? (cache.get(wordsUrl) ?? null) : null))
  const [current, setCurrent] = useState(-1)
  // The timings matter once the narration starts: fetched then, not while the page loads.
  const [wanted, setWanted] = useState(false)
  if ((playing || started) && !wanted) setWanted(true)

  useEffect(() => {
    setCurrent(-1)
    if (!wordsUrl) return setWords(null)
    if (cache.has(wordsUrl)) return setWords(cache.get(wordsUrl) ?? null)
    setWords(null)
    if (!wanted) return
    const controller = new AbortController()
    fetch(wordsUrl, { signal: controller.signal })
      .then((res) => (res.ok ? res.json() : null))
      .then((json: unknown) => {
        const parsed = parseWordTimings(json, text)
        cache.set(wordsUrl, parsed)
        setWords(parsed)
      })
      .catch(() => {
        if (!controller.signal.aborted) setWords(null)
      })
    return () => controller.abort()
  }, [wordsUrl, text, wanted])

  // Follow the narration: every animation frame while playing; on timeupdate/seeked otherwise.
  useEffect(() => {
    const audio = audioRef.current
    if (!words || !audio) return
    const update = () => setCurrent(wordAt(words, audio.currentTime))
    update()
    let frame = 0
    const tick = () => {
      update()
      frame = requestAnimationFrame(tick)
    }
    if (playing) frame = requestAnimationFrame(tick)
    audio.addEventListener('timeupdate', update)
    audio.addEventListener('seeked', update)
    return () => {
      cancelAnimationFrame(frame)
      audio.removeEventListener('timeupdate', update)
      audio.removeEventListener('seeked', update)
    }
  }, [words, playing, audioRef])

  const pieces = useMemo(() => (words ? splitText(text, words) : null), [text, words])
  const className = 'max-w-prose whitespace-pre-line text-xl leading-relaxed text-ink sm:text-2xl sm:leading-relaxed'

  if (!pieces) return <p className={className}>{text}</p>
  const highlighted = started ? current : -1
  return (
    <p className={className} data-read-along="">
      {pieces.map((piece, i) =>
        piece.word === null ? (
          piece.text
        ) : (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
            key={i}
            data-word={piece.word}
            aria-current={piece.word === highlighted ? 'true' : undefined}
            className={`rounded-md box-decoration-clone motion-safe:transition-colors ${
              piece.word === highlighted ? 'bg-brand-200 text-brand-700' : ''
            }`}
          >
            {piece.text}
          </span>
        ),
      )}
    </p>
  )
}
