import Dispatch

/// Where an app runs its store work: a serial dispatch queue, off Swift's cooperative thread pool.
///
/// A store call blocks its thread: file I/O, `fsync`, and a wait of up to `LockTimeout.standard` for another
/// process's lock. The cooperative pool has about one thread a core, and a blocked one stalls every task queued
/// behind it; a dispatch queue's thread may block. The queue is serial, so the app's own store calls also run one at
/// a time, in the order they were made.
public enum StoreQueue {
    private static let queue = DispatchQueue(label: "TodoCore.StoreQueue", qos: .userInitiated)

    /// Runs `work` on the store queue and returns what it returned or threw.
    public static func result<Success: Sendable>(
        of work: @escaping @Sendable () throws(TodoError) -> Success
    ) async -> Result<Success, TodoError> {
        await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: Result { () throws(TodoError) in try work() })
            }
        }
    }
}
