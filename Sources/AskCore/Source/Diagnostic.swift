/// One problem found in a form file, with where it is.
///
/// Rendered in the compiler convention that editors and CI annotate:
///
///     Forms/trip.json:12:9: error: unknown key 'titel' (did you mean 'title'?) (at /sections/0/rows/1/titel)
public struct Diagnostic: Error, Sendable, Equatable {
    /// Errors stop a form from loading; warnings do not, unless `check --strict`.
    public enum Severity: String, Sendable {
        case error
        case warning
    }

    /// Whether the problem stops the form.
    public var severity: Severity
    /// What is wrong, as data; ``Catalog`` renders it in the reader's language.
    public var problem: FormProblem
    /// Line and column; `nil` in a binary property list or for a problem of the whole file.
    public var location: SourceLocation?
    /// RFC 6901 pointer to the value concerned; `nil` for problems before any value.
    public var pointer: String?

    /// A diagnostic about the value at `pointer`, written at `location`.
    ///
    /// - Parameters:
    ///   - location: Line and column; `nil` in a binary property list or for the whole file.
    ///   - pointer: RFC 6901 pointer to the value; `nil` for problems before any value.
    public init(_ problem: FormProblem, at location: SourceLocation?, pointer: String?,
                severity: Severity = .error) {
        self.severity = severity
        self.problem = problem
        self.location = location
        self.pointer = pointer
    }

    /// `FILE:LINE:COL: error: MESSAGE (at /pointer)`; parts that are unknown are left out.
    ///
    /// The line is inert: control and format characters quoted from the file (an escape
    /// sequence in a key, a line break in a value) are shown as `\u{1B}`, never sent raw.
    public func rendered(file: String) -> String {
        rendered(file: file, catalog: .english)
    }

    /// The same line with the message in the catalog's language. The severity and the
    /// `(at …)` stay as they are in every language, for editors and CI that read them.
    public func rendered(file: String, catalog: Catalog) -> String {
        var text = file
        if let location { text += ":\(location.line):\(location.column)" }
        text += ": \(severity.rawValue): \(catalog.text(for: problem))"
        if let pointer { text += " (at \(pointer.isEmpty ? "/" : pointer))" }
        return InertText.line(text)
    }
}

/// Builds RFC 6901 JSON pointers: `/sections/0/rows/2/key`.
package enum JSONPointer {
    /// `pointer` extended by one reference token, escaped (`~` → `~0`, `/` → `~1`).
    package static func appending(_ token: String, to pointer: String) -> String {
        if !token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) {
            var result = pointer
            result.reserveCapacity(pointer.utf8.count + token.utf8.count + 1)
            result.append("/")
            result.append(token)
            return result
        }
        var escaped = ""
        for character in token {
            switch character {
            case "~": escaped += "~0"
            case "/": escaped += "~1"
            default: escaped.append(character)
            }
        }
        return pointer + "/" + escaped
    }

    /// `pointer` extended by an array index.
    package static func appending(_ index: Int, to pointer: String) -> String {
        var result = pointer
        result.reserveCapacity(pointer.utf8.count + 8)
        result.append("/")
        result.append(String(index))
        return result
    }
}

/// A pointer kept as its parts until a message needs its text: a row's pointer and a
/// suffix such as `/key`, joined only when a problem is reported.
struct DeferredPointer: Sendable {
    let base: String
    let suffix: String

    init(_ base: String, _ suffix: String) {
        self.base = base
        self.suffix = suffix
    }

    var text: String { base + suffix }
}
