#if canImport(Glibc)
import Glibc
#endif

/// Byte order of UTF-8 text (`memcmp`): far cheaper than `String`'s Unicode-aware
/// comparison, and all that sorting for a prefix search or finding repeats needs.
package enum UTF8Order {
    /// Negative, zero or positive as `a` sorts before, with, or after `b`.
    public static func compare(_ a: String, _ b: String) -> Int32 {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let shared = min(x.count, y.count)
                if shared > 0, let left = x.baseAddress, let right = y.baseAddress {
                    let order = memcmp(left, right, shared)
                    if order != 0 { return order }
                }
                return x.count == y.count ? 0 : (x.count < y.count ? -1 : 1)
            }
        }
    }
}
