import Foundation

/// `url` with every symbolic link followed by `realpath(3)`, as viper-gen's messages name where a link leads
/// (`/private/var/…` on macOS, where `resolvingSymlinksInPath()` would drop `/private`); `url`'s path when nothing is
/// there.
package func realPath(_ url: URL) -> String {
    guard let resolved = realpath(url.path, nil) else { return url.path }
    defer { free(resolved) }
    return String(cString: resolved)
}
