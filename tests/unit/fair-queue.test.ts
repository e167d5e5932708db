import { describe, expect, it } from 'vitest'
import { chooseNextJob, type QueuedJob } from '~/.server/generation/fair-queue'

const job = (jobId: number, ownerId: number | null, runAfter = jobId): QueuedJob => ({ jobId, ownerId, isSample: ownerId === null, runAfter })
const none = new Map<number, number>()

describe('chooseNextJob', () => {
  it('takes a family story before every sample story, however old the samples are', () => {
    const samples = Array.from({ length: 24 }, (_, i) => job(i + 1, null))
    expect(chooseNextJob([...samples, job(99, 7, 1000)], none, 2)).toBe(99)
    expect(chooseNextJob(samples, none, 2)).toBe(1)
  })

  it('runs at most `perAccount` stories of one account; the others wait, samples too', () => {
    const queued = [job(1, 7), job(2, 7), job(3, null)]
    expect(chooseNextJob(queued, new Map([[7, 2]]), 2)).toBeNull()
    expect(chooseNextJob(queued, new Map([[7, 1]]), 2)).toBe(1)
  })

  it('lets a second family go ahead of an account that queued many', () => {
    const many = Array.from({ length: 10 }, (_, i) => job(i + 1, 7))
    const other = job(50, 8, 500)
    // Account 7 has one running: account 8 (none running) goes first despite its later job.
    expect(chooseNextJob([...many, other], new Map([[7, 1]]), 2)).toBe(50)
    // Equal load: the oldest job.
    expect(chooseNextJob([...many, other], new Map([[7, 1], [8, 1]]), 2)).toBe(1)
  })

  it('takes the oldest job by due time, then by id', () => {
    expect(chooseNextJob([job(5, 7, 10), job(4, 8, 10), job(3, 9, 20)], none, 2)).toBe(4)
    expect(chooseNextJob([], none, 2)).toBeNull()
  })
})
