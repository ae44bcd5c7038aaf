/// Labels for the conflict markers of a merge: `<<<<<<< yours`, `||||||| base`, `>>>>>>> template`.
package struct MergeLabels: Sendable, Equatable {
    /// The side on disk, the user's.
    var yours = "yours"
    /// What viper-gen last wrote.
    var base = "base"
    /// The new render.
    var theirs = "template"
}

/// The result of a three-way merge: the merged bytes, with conflict markers where both sides changed the same lines.
package struct MergeResult: Sendable, Equatable {
    /// The merged file: whole lines of the inputs, byte for byte, and the conflict markers.
    package let bytes: [UInt8]
    /// How many conflict blocks `bytes` holds.
    package let conflicts: Int

    /// Whether `bytes` holds conflict markers that a person must resolve.
    package var hasConflicts: Bool { conflicts > 0 }
}
