import Foundation
import Testing

/// Every public symbol of the libraries has a doc comment: a `public` or `open` declaration
/// in `Sources/AskCore`, `Sources/AskFill` or `Sources/AskImport` must have a `///` line right above it (attributes
/// such as `@discardableResult` on their own lines may stand in between).
@Suite struct PublicAPIDocumentationTests {
    /// One public declaration: where it is, and whether a doc comment is right above it.
    struct Declaration: Sendable {
        var file: String
        var line: Int
        var text: String
        var isDocumented: Bool
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let libraries = ["Sources/AskCore", "Sources/AskFill", "Sources/AskImport"]

    /// Modifiers that may come between the access level and the declaration's keyword. A
    /// setter's narrower access (`public private(set) var`) still leaves the symbol public.
    static let modifiers: Set<String> = [
        "static", "final", "mutating", "nonisolated", "override", "indirect", "convenience", "required",
        "private(set)", "fileprivate(set)", "internal(set)", "package(set)",
    ]

    static let keywords: Set<String> = [
        "func", "var", "let", "init", "struct", "enum", "class", "protocol", "typealias", "subscript", "case",
    ]

    /// The word a declaration starts with, after any attributes on the same line, when it is
    /// `public` or `open`: `func`, `init`, `extension`, …; `nil` for any other line.
    static func publicKeyword(of line: Substring) -> String? {
        var words = line.split(whereSeparator: \.isWhitespace)[...]
        // Attributes on the declaration's own line: `@discardableResult public func`.
        while let first = words.first, first.hasPrefix("@") {
            // An attribute's arguments may hold spaces: `@available(*, deprecated)`.
            if first.contains("("), !first.contains(")") {
                while let word = words.first, !word.contains(")") { words = words.dropFirst() }
            }
            words = words.dropFirst()
        }
        guard let access = words.first, access == "public" || access == "open" else { return nil }
        words = words.dropFirst()
        while let word = words.first, modifiers.contains(String(word)) { words = words.dropFirst() }
        guard let word = words.first else { return nil }
        // `init?`, `init<T>(`, `func f(`: the keyword ends where a name or a sign begins.
        let keyword = String(word.prefix { $0.isLetter })
        return keywords.contains(keyword) || keyword == "extension" ? keyword : nil
    }

    /// Every public declaration of `source` except extensions (their members are checked).
    static func declarations(in source: String, file: String) -> [Declaration] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [Declaration] = []
        for (index, line) in lines.enumerated() {
            guard let keyword = publicKeyword(of: line), keyword != "extension" else { continue }
            var above = index - 1
            // Attributes on lines of their own sit between the comment and the declaration.
            while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
            let isDocumented = above >= 0 && lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///")
            found.append(Declaration(file: file, line: index + 1,
                                     text: line.trimmingCharacters(in: .whitespaces), isDocumented: isDocumented))
        }
        return found
    }

    /// The public declarations of every Swift file under the libraries, in path order.
    static func libraryDeclarations() throws -> [Declaration] {
        var found: [Declaration] = []
        for library in libraries {
            let directory = root.appendingPathComponent(library)
            let enumerator = try #require(FileManager.default.enumerator(atPath: directory.path))
            let files = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            for file in files {
                let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                found += declarations(in: source, file: library + "/" + file)
            }
        }
        return found
    }

    @Test func everyPublicDeclarationHasADocComment() throws {
        let found = try Self.libraryDeclarations()
        // A scanner that finds nothing would pass vacuously: the libraries have hundreds.
        #expect(found.count > 300, "found only \(found.count) public declarations")
        let undocumented = found.filter { !$0.isDocumented }.map { "\($0.file):\($0.line): \($0.text)" }
        #expect(undocumented.isEmpty, "public declarations without a /// comment:\n\(undocumented.joined(separator: "\n"))")
    }

    /// The scanner itself, on a source that holds each case it must tell apart.
    @Test func scannerTellsDocumentedFromUndocumented() {
        let source = """
            /// Documented.
            public struct A {
                public var undocumented: Int
                /// Documented, through an attribute on its own line.
                @discardableResult
                public static func f() -> Int { 1 }
                /// Documented, with the attribute on the same line.
                @inlinable public init?(_ x: Int) { nil }
                /// Documented, setter narrowed.
                public private(set) var b = 0
                public private(set) var c = 0
                /// Separated from its declaration by a blank line.

                public func g() {}
                var open = [1]
                func h() { open.append(2) }
                open func i() {}
            }
            public extension A {}
            extension A { public typealias T = Int }
            @available(*, deprecated) public enum E { public case x }
            """
        let found = Self.declarations(in: source, file: "A.swift")
        // Not found: `var open`, `open.append`, both extensions, and a second declaration on a line.
        #expect(found.map(\.line) == [2, 3, 6, 8, 10, 11, 14, 17, 21])
        #expect(found.filter { !$0.isDocumented }.map(\.line) == [3, 11, 14, 17, 21])
    }
}
