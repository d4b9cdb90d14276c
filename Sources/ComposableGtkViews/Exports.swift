// A view file imports SwiftUI and finds Foundation's types (`Date`, `UUID`, `URL`) with it,
// since SwiftUI re-exports Foundation; a view file moved to Linux imports this module instead.
@_exported import Foundation
