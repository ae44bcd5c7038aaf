import Dispatch

/// Where an app runs its store work: Dispatch's global queue, off Swift's cooperative thread pool.
///
/// A store call blocks its thread: file I/O, `fsync`, and a wait of up to `LockTimeout.standard` for another
/// process's lock. The cooperative pool has about one thread a core, and a blocked one stalls every task queued
/// behind it; a dispatch queue's thread may block (Dispatch starts another). `FileTodoStore` keeps concurrent calls
/// apart with its lock, and the interactors order their own changes.
///
/// The queue is looked up for each call rather than kept: iOS SDKs before 17 do not mark `DispatchQueue` as
/// `Sendable`, so a stored one would not compile in Swift 6 mode there.
public enum StoreQueue {
    /// Runs `work` on a dispatch queue and returns what it returned or threw.
    public static func result<Success: Sendable>(
        of work: @escaping @Sendable () throws(TodoError) -> Success
    ) async -> Result<Success, TodoError> {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(returning: Result { () throws(TodoError) in try work() })
            }
        }
    }
}
