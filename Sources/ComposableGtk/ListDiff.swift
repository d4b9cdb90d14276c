import Gtk

extension ListModel where Element: Hashable {
  /// Makes the model hold `elements`, with the fewest `items-changed` ranges that get there
  /// (see `listEdits(from:to:)`): rows that stay keep their widgets.
  public func update(to elements: [Element]) {
    for edit in listEdits(from: self.elements, to: elements) {
      switch edit {
      case let .replace(range, with: newElements):
        replaceSubrange(range, with: newElements)
      case let .move(from, to):
        move(from: from, to: to)
      }
    }
  }
}

/// One change to a list model, as GTK's `items-changed` reports it.
enum ListEdit<Element: Equatable>: Equatable {
  /// Replace the elements in `range` (positions before this edit) with `elements`.
  case replace(Range<Int>, with: [Element])
  /// Move one element, keeping its GTK item (and so its row widget).
  case move(from: Int, to: Int)
}

/// The edits that turn `old` into `new`, in order, each addressed to the list as the edits
/// before it left it: as few `items-changed` ranges as the identities allow.
///
/// - The common prefix and suffix are never touched.
/// - One element moved is one move, whatever the distance (a plain diff would replace the whole
///   span between its old and new place, rebinding every row in it).
/// - Otherwise the middle is diffed (Myers, via `CollectionDifference`), and each run of
///   removals and insertions at the same place becomes one replacement.
/// - A middle too large to diff cheaply (both sides changed wholesale) is one replacement.
func listEdits<Element: Hashable>(from old: [Element], to new: [Element]) -> [ListEdit<Element>] {
  var prefix = 0
  let limit = min(old.count, new.count)
  while prefix < limit, old[prefix] == new[prefix] { prefix += 1 }
  var suffix = 0
  while suffix < limit - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
    suffix += 1
  }
  let oldMiddle = old[prefix..<(old.count - suffix)]
  let newMiddle = new[prefix..<(new.count - suffix)]
  if oldMiddle.isEmpty && newMiddle.isEmpty { return [] }
  if oldMiddle.isEmpty || newMiddle.isEmpty {
    return [.replace(oldMiddle.indices, with: Array(newMiddle))]
  }
  if oldMiddle.count == newMiddle.count, oldMiddle.count >= 2 {
    let last = prefix + oldMiddle.count - 1
    if oldMiddle.first == newMiddle.last, oldMiddle.dropFirst().elementsEqual(newMiddle.dropLast())
    {
      return [.move(from: prefix, to: last)]
    }
    if oldMiddle.last == newMiddle.first, oldMiddle.dropLast().elementsEqual(newMiddle.dropFirst())
    {
      return [.move(from: last, to: prefix)]
    }
  }
  // Myers costs O((n + m) * d); past a few thousand changed positions on both sides the lists
  // are mostly different anyway, and one replacement is as good as any.
  guard oldMiddle.count + newMiddle.count <= 4_096 else {
    return [.replace(oldMiddle.indices, with: Array(newMiddle))]
  }
  let difference = Array(newMiddle).difference(from: Array(oldMiddle))
  var removed = Set<Int>()
  var inserted = Set<Int>()
  for change in difference {
    switch change {
    case let .remove(offset, _, _): removed.insert(offset)
    case let .insert(offset, _, _): inserted.insert(offset)
    }
  }
  // Walk both middles together: kept elements advance both sides; a run of removals from the
  // old side and insertions on the new side at the same place is one replacement. Edits are
  // applied in order, so an edit's position is where the new list has got to.
  var edits: [ListEdit<Element>] = []
  var oldIndex = 0
  var newIndex = 0
  while oldIndex < oldMiddle.count || newIndex < newMiddle.count {
    let removesHere = oldIndex < oldMiddle.count && removed.contains(oldIndex)
    let insertsHere = newIndex < newMiddle.count && inserted.contains(newIndex)
    if !removesHere && !insertsHere {
      oldIndex += 1
      newIndex += 1
      continue
    }
    let (oldStart, newStart) = (oldIndex, newIndex)
    while oldIndex < oldMiddle.count, removed.contains(oldIndex) { oldIndex += 1 }
    while newIndex < newMiddle.count, inserted.contains(newIndex) { newIndex += 1 }
    let position = prefix + newStart
    edits.append(
      .replace(
        position..<(position + oldIndex - oldStart),
        with: Array(newMiddle[(prefix + newStart)..<(prefix + newIndex)])))
  }
  return edits
}
