extension TestStore {
  /// Sends an action with an animation and asserts how it changed the state.
  ///
  /// The animation changes nothing about what the reducer does: the assertions are those of
  /// ``send(_:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_)``.
  ///
  /// ```swift
  /// await store.send(.toggleDetails, animation: .default) {
  ///   $0.showsDetails = true
  /// }
  /// ```
  @discardableResult
  public func send(
    _ action: Action,
    animation: Animation?,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await Transaction.$current.withValue(Transaction(animation: animation)) {
      await send(
        action, assert: updateStateToExpectedResult,
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}
