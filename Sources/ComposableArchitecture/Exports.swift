@_exported import CasePaths
@_exported import Clocks
@_exported import CombineSchedulers
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
// `DispatchQueue`, whose schedulers (`DispatchQueue.test`, `AnySchedulerOf<DispatchQueue>`)
// effects and their tests use.
@_exported import Dispatch
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import Observation
// Combine's API: Apple's Combine where it exists, OpenCombine (under the same names) elsewhere.
@_exported import OpenCombineShim
@_exported import Sharing

#if canImport(FoundationNetworking)
  // `URLSession`, `URLRequest` and their kin, which Foundation keeps in a module of their own off
  // Apple platforms: TCA code that imports only ComposableArchitecture uses them in its clients.
  @_exported import FoundationNetworking
#endif
