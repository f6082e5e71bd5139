import Foundation

/// How a test runs a program (leetview, a helper) without root's power over permissions.
public enum Unprivileged {
  /// The command prefix that drops root (to `nobody`, through `setpriv`), or [] when not root;
  /// nil when root cannot be dropped.
  public static var prefix: [String]? {
    if getuid() != 0 { return [] }
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return nil }
    return ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
  }
}
