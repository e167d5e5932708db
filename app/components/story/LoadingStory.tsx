/** Shown while another story's page loads (JavaScript only). */
export function LoadingStory() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center" role="status">
      <p className="text-xl font-semibold text-muted">Loading story...</p>
    </div>
  )
}
