import CGtk

/// The clock that paces a window's frames (`GdkFrameClock`): how to know that a frame was drawn.
///
/// ```swift
/// window.frameClock?.onAfterPaint { framesDrawn += 1 }
/// ```
@MainActor
public final class FrameClock: Object {
  var clock: OpaquePointer { OpaquePointer(gobjectPointer) }

  /// The number of frames this clock has started since it was created.
  public var frameCounter: Int { Int(gdk_frame_clock_get_frame_counter(clock)) }

  /// Calls `handler` after each frame has been painted.
  @discardableResult
  public func onAfterPaint(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
    connect0("after-paint") { _ in handler() }
  }
}
