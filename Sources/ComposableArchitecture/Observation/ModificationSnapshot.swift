/// What `willModify` keeps of a property to tell whether an in-place modification changed it.
public enum _ModificationSnapshot<Member> {
  case value(Member)
  /// The hash of a value that holds buffers: an equal hash afterwards is taken as no change.
  case hash(Int)
  case identity(ObservableStateID)
  case optionalIdentity(ObservableStateID?)
  case elements(ids: AnyHashable, checksum: UInt64?)
  case presentedIdentity(AnyHashable?)
  case opaque
  /// The property had never been read: nobody observes it.
  case unobserved
}
