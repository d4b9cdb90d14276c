import ComposableArchitecture

extension Animation {
  /// The animation's duration in milliseconds, as GTK's transitions take it (a stack's page
  /// slide, a revealer's crossfade); at most a minute.
  public var milliseconds: UInt32 {
    UInt32(min(max(duration * 1000, 0), 60_000).rounded())
  }
}
