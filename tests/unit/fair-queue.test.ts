import { describe, expect, it } from 'vitest'
import { chooseNextJob, queuePriority, type QueuedJob } from '~/.server/generation/fair-queue'

const job = (jobId: number, ownerId: number | null, runAfter = jobId): QueuedJob => ({
  jobId,
  ownerId,
  isSample: ownerId === null,
  runAfter,
})
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
    expect(
      chooseNextJob(
        [...many, other],
        new Map([
          [7, 1],
          [8, 1],
        ]),
        2,
      ),
    ).toBe(1)
  })

  it('takes the oldest job by due time, then by id', () => {
    expect(chooseNextJob([job(5, 7, 10), job(4, 8, 10), job(3, 9, 20)], none, 2)).toBe(4)
    expect(chooseNextJob([], none, 2)).toBeNull()
  })
})

describe('queuePriority (the same rule for pg-boss, which picks by priority, then age)', () => {
  it('puts every sample below every family story', () => {
    expect(queuePriority({ isSample: true, aheadOfItInItsAccount: 0 }, 2)).toBe(0)
    expect(queuePriority({ isSample: false, aheadOfItInItsAccount: 10_000 }, 2)).toBeGreaterThan(0)
  })

  it("puts an account's stories beyond its first `perAccount` behind another family's first ones", () => {
    const busy = Array.from({ length: 10 }, (_, i) => queuePriority({ isSample: false, aheadOfItInItsAccount: i }, 2))
    const newcomer = queuePriority({ isSample: false, aheadOfItInItsAccount: 0 }, 2)
    expect(busy.slice(0, 2)).toEqual([newcomer, newcomer])
    expect(busy.slice(2).every((p) => p < newcomer)).toBe(true)
    // Later stories of the busy account keep taking turns in pairs.
    expect(busy).toEqual([1000, 1000, 999, 999, 998, 998, 997, 997, 996, 996])
  })
})
