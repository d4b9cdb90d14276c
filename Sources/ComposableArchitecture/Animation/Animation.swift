import Foundation

/// How a state change is animated, as SwiftUI's `Animation`: a timing curve (or a spring) and
/// a duration, carried with an action (`store.send(.toggle, animation: .default)`) to the view
/// layer, which animates what the change makes appear, disappear or move.
///
/// An animation never changes what a reducer does: the same action makes the same state with or
/// without one. On GTK, views animate with GTK's own transitions (a revealer's crossfade or
/// slide, a stack's page slide), which take a duration and have curves of their own: what they
/// use of an animation is ``duration`` (a spring's time to settle).
///
/// ```swift
/// store.send(.detailsButtonTapped, animation: .easeInOut(duration: 0.2))
/// return .send(.reveal, animation: .default)
/// ```
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// The shape of an animation's progress over time.
  public enum Curve: Hashable, Sendable {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    /// A spring by its perceptual response (seconds) and damping fraction (1 is critically
    /// damped, less bounces).
    case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    /// A spring by its physical parameters.
    case interpolatingSpring(
      mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
  }

  /// The shape of the animation.
  public var curve: Curve
  /// How long a timed curve takes, in seconds; for a spring, the time it takes to settle.
  public var baseDuration: Double
  /// Seconds before the animation starts.
  public var delay: Double = 0
  /// How much faster than normal the animation runs (2 takes half the time).
  public var speed: Double = 1

  init(curve: Curve, duration: Double) {
    self.curve = curve
    self.baseDuration = max(0, duration)
  }

  /// How long the animation takes, in seconds, its speed taken into account (not its delay).
  public var duration: Double { speed > 0 ? baseDuration / speed : baseDuration }

  /// SwiftUI's default animation: ease in and out over 0.35 s.
  public static let `default` = Animation(curve: .easeInOut, duration: 0.35)

  /// A constant pace over 0.35 s.
  public static var linear: Animation { linear(duration: 0.35) }
  /// A constant pace over `duration` seconds.
  public static func linear(duration: Double) -> Animation {
    Animation(curve: .linear, duration: duration)
  }

  /// Starts slowly, over 0.35 s.
  public static var easeIn: Animation { easeIn(duration: 0.35) }
  /// Starts slowly, over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation {
    Animation(curve: .easeIn, duration: duration)
  }

  /// Ends slowly, over 0.35 s.
  public static var easeOut: Animation { easeOut(duration: 0.35) }
  /// Ends slowly, over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation {
    Animation(curve: .easeOut, duration: duration)
  }

  /// Starts and ends slowly, over 0.35 s.
  public static var easeInOut: Animation { easeInOut(duration: 0.35) }
  /// Starts and ends slowly, over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation {
    Animation(curve: .easeInOut, duration: duration)
  }

  /// SwiftUI's default spring (response 0.55 s, damping fraction 0.825).
  public static var spring: Animation { spring() }

  /// A spring with a perceptual `response` (seconds for one period, undamped) and a
  /// `dampingFraction` (1 stops without bouncing; less bounces).
  public static func spring(
    response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    let response = max(response, 0.001)
    let omega = 2 * Double.pi / response
    return Animation(
      curve: .spring(
        response: response, dampingFraction: dampingFraction, blendDuration: blendDuration),
      duration: settlingTime(omega: omega, dampingRatio: dampingFraction))
  }

  /// A spring that takes about `duration` seconds and bounces by `bounce` (0 none, up to 1).
  public static func spring(duration: Double, bounce: Double = 0) -> Animation {
    spring(response: duration, dampingFraction: 1 - min(max(bounce, 0), 1))
  }

  /// A bouncier spring that settles quickly, for changes that follow the pointer.
  public static var interactiveSpring: Animation {
    spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
  }

  /// A spring of a mass on a spring of `stiffness`, slowed by `damping`.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    let mass = max(mass, 0.001)
    let stiffness = max(stiffness, 0.001)
    let omega = (stiffness / mass).squareRoot()
    let dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
    return Animation(
      curve: .interpolatingSpring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity),
      duration: settlingTime(omega: omega, dampingRatio: dampingRatio))
  }

  /// The same animation, started `delay` seconds late.
  public func delay(_ delay: Double) -> Animation {
    var copy = self
    copy.delay += max(0, delay)
    return copy
  }

  /// The same animation, `speed` times as fast.
  public func speed(_ speed: Double) -> Animation {
    var copy = self
    copy.speed *= speed
    return copy
  }

  public var description: String {
    var text: String
    switch curve {
    case .linear: text = "linear(duration: \(baseDuration))"
    case .easeIn: text = "easeIn(duration: \(baseDuration))"
    case .easeOut: text = "easeOut(duration: \(baseDuration))"
    case .easeInOut: text = "easeInOut(duration: \(baseDuration))"
    case let .spring(response, dampingFraction, _):
      text = "spring(response: \(response), dampingFraction: \(dampingFraction))"
    case let .interpolatingSpring(mass, stiffness, damping, _):
      text = "interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
    }
    if delay > 0 { text += ".delay(\(delay))" }
    if speed != 1 { text += ".speed(\(speed))" }
    return text
  }
}

/// The time a damped spring takes to come within 1 % of its target, at most 10 s.
private func settlingTime(omega: Double, dampingRatio: Double) -> Double {
  guard omega > 0 else { return 0 }
  // The envelope of an underdamped spring decays as e^(-ζωt); an overdamped one is slowest in
  // its slow mode, ω(ζ - √(ζ² - 1)).
  let decay: Double
  if dampingRatio < 1 {
    decay = max(dampingRatio, 0.01) * omega
  } else {
    decay = omega * (dampingRatio - (dampingRatio * dampingRatio - 1).squareRoot())
  }
  return min(log(100) / decay, 10)
}

/// What comes with a state change besides the change itself: its animation, as SwiftUI's
/// `Transaction`.
public struct Transaction: Hashable, Sendable {
  /// The animation of the change; `nil` for an instant one.
  public var animation: Animation?

  public init(animation: Animation? = nil) { self.animation = animation }

  /// The transaction of the code running now: set by ``withAnimation(_:_:)``,
  /// `store.send(_:animation:)` and the other sends that take an animation, and read by the
  /// view layer when state changes.
  @TaskLocal public static var current: Transaction?
}

/// Runs `body` (which sends actions) so that the state changes it makes are animated with
/// `animation`, as SwiftUI's `withAnimation`.
///
/// ```swift
/// withAnimation(.easeOut(duration: 0.2)) { store.send(.toggleDetails) }
/// ```
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` within `transaction`.
@discardableResult
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try Transaction.$current.withValue(transaction, operation: body)
}
