import ComposableArchitecture
import Foundation
import Testing

private struct Settings: Equatable, Sendable {
  var theme = "light"
  var fontSize = 12
}

private struct Todo: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
}

@MainActor
@Suite struct SharedTests {
  @Test func copiesOfSharedValueReferToOneValue() {
    let count = Shared(value: 0)
    let copy = count
    copy.withLock { $0 += 1 }
    #expect(count.wrappedValue == 1)
    #expect(count == Shared(value: 1))  // equality compares values, not storage
    #expect(count != Shared(value: 2))
  }

  @Test func inMemoryKeySharesOneValuePerKey() {
    let (sameCount, other) = withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("count")) var count = 0
      @Shared(.inMemory("count")) var sameCount = 0
      @Shared(.inMemory("other")) var other = 0
      $count.withLock { $0 += 2 }
      return (sameCount, other)
    }
    #expect(sameCount == 2)
    #expect(other == 0)
  }

  @Test func inMemoryValueOutlivesItsReferences() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      do {
        @Shared(.inMemory("count")) var count = 0
        $count.withLock { $0 = 7 }
      }
      @Shared(.inMemory("count")) var count = 0
      #expect(count == 7)
    }
  }

  @Test func separateStoragesDoNotShareValues() {
    let first = withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      Shared(wrappedValue: 0, .inMemory("count"))
    }
    first.withLock { $0 = 5 }
    let second = withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      Shared(wrappedValue: 0, .inMemory("count"))
    }
    #expect(second.wrappedValue == 0)
  }

  @Test func derivedReferenceWritesThroughToParent() {
    let settings = Shared(value: Settings())
    let theme: Shared<String> = settings.theme
    theme.withLock { $0 = "dark" }
    #expect(settings.wrappedValue.theme == "dark")
    settings.withLock { $0.theme = "high contrast" }
    #expect(theme.wrappedValue == "high contrast")
  }

  @Test func identifiedArrayElementReference() {
    let todos = Shared(value: IdentifiedArrayOf<Todo>(uniqueElements: [Todo(id: 1, title: "a"), Todo(id: 2, title: "b")]))
    let second = Shared(todos[id: 2])
    #expect(second?.wrappedValue.title == "b")
    second?.withLock { $0.title = "B" }
    #expect(todos.wrappedValue[id: 2]?.title == "B")
    #expect(Shared(todos[id: 3]) == nil)
  }

  @Test func readerSeesChangesMadeThroughShared() {
    let count = Shared(value: 0)
    let reader = SharedReader(count)
    let fontSize = Shared(value: Settings()).fontSize
    count.withLock { $0 = 3 }
    #expect(reader.wrappedValue == 3)
    #expect(fontSize.wrappedValue == 12)
  }

  @Test func observersOfOneReferenceAreNotifiedOfChangesThroughAnother() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("settings")) var settings = Settings()
      @SharedReader(.inMemory("settings")) var reader = Settings()
      let changes = LockIsolated(0)
      withObservationTracking {
        _ = reader.theme
      } onChange: {
        changes.withValue { $0 += 1 }
      }
      let fontSize = $settings.fontSize
      withObservationTracking {
        _ = fontSize.wrappedValue
      } onChange: {
        changes.withValue { $0 += 1 }
      }
      $settings.withLock { $0.theme = "dark" }
      #expect(changes.value == 2)
    }
  }
}
