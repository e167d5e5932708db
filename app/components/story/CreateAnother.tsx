import { Link } from 'react-router'

/** 'Create Another Story' for the owner; disabled (not a link) with no credits left. */
export function CreateAnother({ credits }: { credits: number }) {
  return (
    <div className="flex flex-col items-center gap-2">
      {credits > 0 ? (
        <Link to="/create" className="btn-primary">
          Create Another Story
        </Link>
      ) : (
        <>
          {/* biome-ignore lint/a11y/useSemanticElements: a link with nowhere to go yet (no credit), announced as a disabled link */}
          {/* biome-ignore lint/a11y/useFocusableInteractive: a disabled link is not focusable */}
          <span role="link" aria-disabled="true" className="btn-primary cursor-not-allowed opacity-60">
            Create Another Story
          </span>
          <p className="text-sm text-muted">
            No credits left.{' '}
            <Link to="/credits" className="font-semibold text-brand-700 underline">
              Buy Credits
            </Link>
          </p>
        </>
      )}
    </div>
  )
}
