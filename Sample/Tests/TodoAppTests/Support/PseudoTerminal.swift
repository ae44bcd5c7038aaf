import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal: the test types into `controller`; `todo` reads the other side as a real terminal, with the
/// kernel's line editing, so keys such as the arrows arrive as the escape sequences a terminal sends.
final class PseudoTerminal {
    /// The side the test writes keys to.
    let controller: FileHandle
    /// The terminal `todo` gets as standard input.
    let terminal: FileHandle

    init() throws {
        // The C library's pseudo-terminal calls, looked up at run time: the Glibc module does not export them.
        typealias Open = @convention(c) (Int32) -> Int32
        typealias Prepare = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        func function<T>(_ name: String, as type: T.Type) throws -> T {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
                throw CocoaError(.featureUnsupported)
            }
            return unsafeBitCast(symbol, to: type)
        }
        let openController = try function("posix_openpt", as: Open.self)
        let grant = try function("grantpt", as: Prepare.self)
        let unlock = try function("unlockpt", as: Prepare.self)
        let terminalName = try function("ptsname", as: Name.self)
        let controllerDescriptor = openController(O_RDWR | O_NOCTTY)
        guard controllerDescriptor >= 0, grant(controllerDescriptor) == 0, unlock(controllerDescriptor) == 0,
            let name = terminalName(controllerDescriptor)
        else { throw CocoaError(.fileReadUnknown) }
        let terminalDescriptor = open(name, O_RDWR | O_NOCTTY)
        guard terminalDescriptor >= 0 else { throw CocoaError(.fileReadUnknown) }
        controller = FileHandle(fileDescriptor: controllerDescriptor, closeOnDealloc: true)
        terminal = FileHandle(fileDescriptor: terminalDescriptor, closeOnDealloc: true)
    }

    /// Types `keys` at the terminal.
    func type(_ keys: String) {
        controller.write(Data(keys.utf8))
    }
}
