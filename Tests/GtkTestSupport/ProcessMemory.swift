import Foundation

/// The memory this process holds and what allocates it, for tests that show memory stays flat.
public enum ProcessMemory {
  /// The resident set size now, in MiB (`VmRSS` of /proc/self/status).
  public static func residentMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kib = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
    else { return 0 }
    return kib / 1024
  }

  /// The sanitizer whose allocator serves this process, if any: RSS says little there (AddressSanitizer
  /// keeps freed memory in quarantine; ThreadSanitizer keeps shadow memory).
  public static let sanitizer: String? = {
    let handle = dlopen(nil, RTLD_NOW)
    defer { if let handle { dlclose(handle) } }
    if dlsym(handle, "__asan_init") != nil { return "AddressSanitizer" }
    if dlsym(handle, "__tsan_init") != nil { return "ThreadSanitizer" }
    return nil
  }()
}
