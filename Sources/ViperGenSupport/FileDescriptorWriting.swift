#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes every byte to an open file descriptor, retrying short writes and interrupted calls, and waiting until a
/// non-blocking descriptor (a full pipe) can take more.
///
/// - Returns: `nil` once all bytes are written, else the `errno` of the failed call.
package func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var written = 0
    while written < bytes.count {
        let result = bytes.withUnsafeBytes { buffer in
            write(descriptor, buffer.baseAddress! + written, bytes.count - written)
        }
        if result > 0 {
            written += result
        } else if result < 0, errno == EINTR {
            continue
        } else if result < 0, errno == EAGAIN || errno == EWOULDBLOCK {
            var writable = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&writable, 1, -1)
        } else {
            return result < 0 ? errno : EIO
        }
    }
    return nil
}
