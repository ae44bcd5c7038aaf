//
//  TestSupport.swift
//  VIPER support of TodoApp: what its modules share, written once with its first module
//

/// A use case's answer that the test gives when it chooses: `value()` waits until `resolve(with:)`, so a test can
/// cancel a load in flight, or make it fail.
actor PendingResult<Value: Sendable> {
    private var result: Result<Value, any Error>?
    private var waiting: [CheckedContinuation<Value, any Error>] = []

    /// An answer that waits for `resolve(with:)`, or `result` at once.
    init(_ result: Result<Value, any Error>? = nil) {
        self.result = result
    }

    func value() async throws -> Value {
        if let result { return try result.get() }
        return try await withCheckedThrowingContinuation { waiting.append($0) }
    }

    func resolve(with result: Result<Value, any Error>) {
        self.result = result
        waiting.forEach { $0.resume(with: result) }
        waiting.removeAll()
    }
}

/// The base of the tests' spies: records, by name, the calls it receives.
@MainActor
class Spy {
    private(set) var calls: [String] = []

    func record(_ call: String = #function) {
        calls.append(call)
    }
}

/// An error for a use case to fail with.
struct TestError: Error {}
