#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
// `environ` comes from the C library on Linux; Darwin's branch below asks Foundation, so needs no C import.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The process's environment variables.
public enum ProcessEnvironment {
    /// Every variable of this process, by name.
    ///
    /// On Linux this reads `environ` directly: FoundationEssentials' `ProcessInfo.environment` costs about a
    /// million instructions on first use, a fifth of what viper-gen does to generate a module. Where a name
    /// appears twice the first value wins, as with `getenv(3)`.
    public static func current() -> [String: String] {
        #if os(Linux)
            // Glibc's overlay declares `environ` non-optional, Musl's C header an implicitly unwrapped optional;
            // this binding compiles with both and treats a null `environ` (after `clearenv`) as empty.
            let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
            guard let start else { return [:] }
            var count = 0
            while start[count] != nil { count += 1 }
            // Sized once, and each entry decoded in two parts from its bytes (invalid UTF-8 repaired, as
            // `String(cString:)` does): growing the dictionary and slicing a string per entry cost about 250,000
            // instructions for a shell's usual 50 variables.
            var variables: [String: String] = [:]
            variables.reserveCapacity(count)
            for index in 0..<count {
                guard let pointer = start[index] else { continue }
                let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
                guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { continue }
                let name = String(decoding: bytes[..<equals], as: UTF8.self)
                if variables[name] == nil {
                    variables[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
                }
            }
            return variables
        #else
            return ProcessInfo.processInfo.environment
        #endif
    }
}
