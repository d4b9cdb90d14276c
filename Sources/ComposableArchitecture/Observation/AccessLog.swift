import Synchronization

/// Which properties of an observable value have been read, one bit each. Shared by the copies
/// of a value, like its registrar.
public final class _AccessLog: Sendable {
  @usableFromInline
  let bits = Atomic<UInt64>(0)

  @usableFromInline
  init() {}

  /// Marks the properties of `bit` as read.
  func record(_ bit: UInt64) {
    // Reads are far more frequent than first reads: only write when the bit is new.
    if bits.load(ordering: .relaxed) & bit != bit {
      bits.bitwiseOr(bit, ordering: .relaxed)
    }
  }

  /// Whether any property of `bit` has been read.
  @usableFromInline func contains(_ bit: UInt64) -> Bool {
    bits.load(ordering: .relaxed) & bit != 0
  }
}
