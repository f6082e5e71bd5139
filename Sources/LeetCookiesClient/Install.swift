/// How a browser is installed, which decides where its profiles live under the home folder.
public enum Install: String, CaseIterable, Hashable, Sendable {
  /// The distribution's package or the vendor's: `~/.mozilla`, `~/.config/<browser>`.
  case native
  /// A Snap: under `~/snap/<name>/common`.
  case snap
  /// A Flatpak: under `~/.var/app/<app id>`.
  case flatpak
}
