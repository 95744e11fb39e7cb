import { type Lock, type Locker, MemoryLocker, type RequestRelease } from "@tus/server";

/**
 * tus's in-memory locker, plus `releaseAll()`: asks every upload PATCH in flight to end the way tus ends one
 * when a newer request for the same upload wants its lock. The PATCH stops reading, keeps the bytes that
 * arrived, and answers 204 with their Upload-Offset, so the client resumes from there (on another instance).
 * The server calls it when it shuts down (ADR 040): a 200 MB upload would otherwise hold the grace period.
 */
export function createReleasableLocker(): Locker & { releaseAll(): void } {
  const locker = new MemoryLocker();
  const held = new Set<RequestRelease>();
  return {
    newLock(id: string): Lock {
      const lock = locker.newLock(id);
      let release: RequestRelease | undefined;
      return {
        async lock(signal, requestRelease) {
          await lock.lock(signal, requestRelease);
          release = requestRelease;
          held.add(release);
        },
        async unlock() {
          if (release) held.delete(release);
          await lock.unlock();
        },
      };
    },
    releaseAll() {
      for (const release of [...held]) void release();
    },
  };
}
