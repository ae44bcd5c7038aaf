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
            guard var entry = start else { return [:] }
            var variables: [String: String] = [:]
            while let pointer = entry.pointee {
                let text = String(cString: pointer)
                if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                    let name = String(text[..<equals])
                    if variables[name] == nil { variables[name] = String(text[text.utf8.index(after: equals)...]) }
                }
                entry += 1
            }
            return variables
        #else
            return ProcessInfo.processInfo.environment
        #endif
    }
}
