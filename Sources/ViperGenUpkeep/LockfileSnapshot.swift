import ViperGenFormats
import ViperGenGeneration
import ViperGenSupport

/// The lockfile as a run read it, and how to read it again under the run lock: recovery (`CommitStep`) may finish
/// a killed run that rewrote it, and another run may have written it meanwhile.
package struct LockfileSnapshot: Sendable {
    /// The lockfile's folder.
    package let recorder: ModuleRecorder
    /// Paths relative to the lockfile's folder that no module may record (the config file).
    package let reserved: [String]
    /// The lockfile as read.
    package let lockfile: Lockfile
    /// Its bytes; `nil` when there is none.
    package let bytes: [UInt8]?

    /// The lockfile `lockfile`, read from `bytes` in `recorder`'s folder.
    package init(recorder: ModuleRecorder, reserved: [String], lockfile: Lockfile, bytes: [UInt8]?) {
        self.recorder = recorder
        self.reserved = reserved
        self.lockfile = lockfile
        self.bytes = bytes
    }

    /// The lockfile read again, checked as it was the first time.
    /// - Throws: `Diagnostics`: a lockfile that does not parse (65, with `file:line:col`), or one whose recorded
    ///   paths leave the project (65).
    package func reloaded() throws(Diagnostics) -> LockfileSnapshot {
        let (lockfile, bytes) = try recorder.load()
        try recorder.checkConfinement(of: lockfile, reserved: reserved)
        return LockfileSnapshot(recorder: recorder, reserved: reserved, lockfile: lockfile, bytes: bytes)
    }
}
