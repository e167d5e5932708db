import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { FieldError } from './FieldError'

/** What the recording pages' action answers to a failed take: the page it was for, and why. */
export type RecordingResult = { error: string | null; sequence: number | null } | undefined

/** The recorder stops itself a moment before the server's 3 minutes, which the encoded file must not pass. */
const MAX_SECONDS = 179
/** WebM/Opus first: Chrome's MP4 holds Opus too, which Safari may not play; Safari records AAC in MP4. */
const RECORDER_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus']
const extensionFor = (type: string) => (type.includes('mp4') ? 'm4a' : type.includes('ogg') ? 'ogg' : 'webm')
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`

/**
 * One page's recording: a plain form with a file input (`accept="audio/*" capture`, which phones
 * turn into their recorder) that works without JavaScript; with it and a microphone, a recorder in
 * the page above it: record (with a level meter and the time), listen, record again, then save.
 */
export function RecordPage({ sequence, pageLabel, result }: { sequence: number; pageLabel: string; result: RecordingResult }) {
  const fetcher = useFetcher<RecordingResult>()
  const [canRecord, setCanRecord] = useState(false)
  useEffect(() => setCanRecord(typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia)), [])
  const answer = fetcher.data ?? result
  const error = answer?.sequence === sequence ? answer.error : null
  const saving = fetcher.state !== 'idle'
  // A saved take is done with: the recorder starts afresh (a new key) once the save comes back well.
  const [round, setRound] = useState(0)
  const wasSaving = useRef(false)
  useEffect(() => {
    if (wasSaving.current && !saving && !fetcher.data?.error) setRound((n) => n + 1)
    wasSaving.current = saving
  }, [saving, fetcher.data])
  const errorId = `recording-error-${sequence}`

  const save = (blob: Blob) => {
    const form = new FormData()
    form.set('intent', 'record')
    form.set('sequence', String(sequence))
    form.set('audio', blob, `page-${sequence}.${extensionFor(blob.type)}`)
    void fetcher.submit(form, { method: 'post', encType: 'multipart/form-data' })
  }

  return (
    <div className="mt-4 space-y-4">
      {canRecord ? <Recorder key={round} pageLabel={pageLabel} saving={saving} onSave={save} /> : null}
      <fetcher.Form method="post" encType="multipart/form-data" className="space-y-3" aria-describedby={error ? errorId : undefined}>
        <input type="hidden" name="intent" value="record" />
        <input type="hidden" name="sequence" value={sequence} />
        <label htmlFor={`audio-${sequence}`} className="label">
          {canRecord ? 'Or choose a recording' : 'Record this page, or choose a recording'}
        </label>
        <input
          id={`audio-${sequence}`}
          type="file"
          name="audio"
          accept="audio/*"
          capture="user"
          required
          className="block w-full text-base"
        />
        <button type="submit" className="btn-secondary" disabled={saving}>
          {saving ? 'Saving...' : `Save the recording of ${pageLabel}`}
        </button>
      </fetcher.Form>
      <FieldError id={errorId} errors={error ? [error] : undefined} />
    </div>
  )
}

type Take = { blob: Blob; url: string; seconds: number }

function Recorder({ pageLabel, saving, onSave }: { pageLabel: string; saving: boolean; onSave: (blob: Blob) => void }) {
  const [state, setState] = useState<'idle' | 'starting' | 'recording'>('idle')
  const [take, setTake] = useState<Take | null>(null)
  const [level, setLevel] = useState(0)
  const [seconds, setSeconds] = useState(0)
  const [problem, setProblem] = useState<string | null>(null)
  const stopRef = useRef<(() => void) | null>(null)

  // Leaving the page stops the microphone and frees the take.
  useEffect(() => () => stopRef.current?.(), [])
  useEffect(() => () => void (take && URL.revokeObjectURL(take.url)), [take])

  const start = async () => {
    setProblem(null)
    setState('starting')
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } })
    } catch {
      setState('idle')
      setProblem('We could not use the microphone. Allow it for this site, or choose a recording below.')
      return
    }
    const mimeType = RECORDER_TYPES.find((type) => MediaRecorder.isTypeSupported(type))
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined)
    const chunks: Blob[] = []
    const context = new AudioContext()
    const analyser = context.createAnalyser()
    analyser.fftSize = 1024
    context.createMediaStreamSource(stream).connect(analyser)
    const samples = new Float32Array(analyser.fftSize)
    const began = performance.now()
    let frame = 0
    const tick = () => {
      analyser.getFloatTimeDomainData(samples)
      let sum = 0
      for (const s of samples) sum += s * s
      // A speaking voice sits around 0.05-0.2 RMS: scaled so it fills most of the meter.
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 5))
      const elapsed = (performance.now() - began) / 1000
      setSeconds(elapsed)
      if (elapsed >= MAX_SECONDS) stop()
      else frame = requestAnimationFrame(tick)
    }
    const stop = () => {
      cancelAnimationFrame(frame)
      if (recorder.state !== 'inactive') recorder.stop()
      for (const track of stream.getTracks()) track.stop()
      void context.close()
      stopRef.current = null
    }
    recorder.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data)
    recorder.onstop = () => {
      const blob = new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' })
      setTake({ blob, url: URL.createObjectURL(blob), seconds: (performance.now() - began) / 1000 })
      setLevel(0)
      setState('idle')
    }
    stopRef.current = stop
    setTake(null)
    setSeconds(0)
    recorder.start(250)
    setState('recording')
    frame = requestAnimationFrame(tick)
  }

  return (
    <div className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100">
      {state === 'recording' ? (
        <div className="space-y-3">
          <p className="font-semibold" aria-live="polite">
            Recording {pageLabel}… {clock(seconds)} <span className="text-muted">(up to 3:00)</span>
          </p>
          <meter className="h-4 w-full" min={0} max={1} low={0.15} high={0.9} optimum={0.5} value={level} aria-label="Microphone level" />
          <button type="button" className="btn-primary" onClick={() => stopRef.current?.()}>
            Stop
          </button>
        </div>
      ) : take ? (
        <div className="space-y-3">
          <p className="font-semibold">Listen to your recording ({clock(take.seconds)})</p>
          <audio controls src={take.url} className="w-full" aria-label={`Your recording of ${pageLabel}`} />
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" disabled={saving} onClick={() => onSave(take.blob)}>
              {saving ? 'Saving...' : 'Save this recording'}
            </button>
            <button type="button" className="btn-secondary" disabled={saving} onClick={() => void start()}>
              Record again
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn-primary" disabled={state === 'starting'} onClick={() => void start()}>
          {state === 'starting' ? 'Starting...' : `Record ${pageLabel}`}
        </button>
      )}
      {problem ? <p className="mt-2 text-sm font-semibold text-red-800">{problem}</p> : null}
    </div>
  )
}
