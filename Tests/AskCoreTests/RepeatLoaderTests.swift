import Testing
@testable import AskCore

/// Loading repeat groups: what `check` refuses (each with its position), and the model a
/// valid group loads to, nested three deep.
@Suite struct RepeatLoaderTests {
    static let broken = #"""
        {
          "askform": 1,
          "sections": [
            { "title": "A", "rows": [ { "key": "n", "type": "integer" } ] },
            { "title": "T", "repeat": { "min": 1 }, "rows": [ { "key": "x", "type": "text" } ] },
            { "key": "g", "title": "G", "repeat": { "min": 3, "max": 2 }, "rows": [ { "key": "y", "type": "text" } ] },
            { "key": "h", "repeat": { "count": "'abc'" }, "rows": [ { "key": "z", "type": "text" } ] },
            { "key": "p", "repeat": { "count": "n", "max": 3 }, "rows": [ { "key": "w", "type": "text" } ] },
            { "key": "q", "title": "Q", "rows": [ { "key": "v", "type": "text" } ] },
            { "title": "After", "rows": [
              { "key": "after", "type": "text", "when": "y == 'a'" },
              { "key": "g", "type": "text" },
              { "key": "g.sub", "type": "text" },
              { "key": "c", "type": "computed", "value": "count(g) + len(w)" }
            ] }
          ]
        }
        """#

    @Test func brokenGroupsAreRefusedWithPositions() {
        let result = FormLoader().load(Array(Self.broken.utf8))
        #expect(result.form == nil)
        #expect(result.diagnostics.map { $0.rendered(file: "f.json") } == [
            #"f.json:5:31: error: a section with 'repeat' needs a 'key' to write its items under (at /sections/1/repeat)"#,
            #"f.json:6:52: error: 'min' (3) is greater than 'max' (2) (at /sections/2/repeat/min)"#,
            #"f.json:7:40: error: 'count' ''abc'' is not a number; write an expression such as 'party_size' or 'count(cities)' (at /sections/3/repeat/count)"#,
            #"f.json:8:40: error: 'count' decides the number of items alone; remove 'min', 'max' and 'add' (at /sections/4/repeat/count)"#,
            #"f.json:9:14: error: section key 'q' is only for a repeat group; add 'repeat', or move the key to a row (at /sections/5/key)"#,
            #"f.json:11:49: error: 'y' is a key inside repeat group 'g'; outside it, read the group with count(g) (at /sections/6/rows/0/when)"#,
            #"f.json:12:16: error: duplicate row key 'g', first used at 6:14 (at /sections/6/rows/1/key)"#,
            #"f.json:13:16: error: key 'g.sub' conflicts with 'g': one would nest inside the other's value (at /sections/6/rows/2/key)"#,
            #"f.json:14:50: error: 'w' is a key inside repeat group 'p'; outside it, read the group with count(p) (at /sections/6/rows/3/value)"#,
        ])
    }

    /// A key of the same group asked later (a row's, or a row of a section inside the group)
    /// is "asked later", as outside groups, not "a key inside repeat group".
    static let later = #"""
        { "askform": 1, "sections": [
          { "key": "travellers", "title": "Traveller", "repeat": { "max": 3 }, "rows": [
            { "key": "name", "type": "text", "when": "age > 3" },
            { "key": "age", "type": "integer" },
            { "key": "nick", "type": "computed", "value": "upper(email)" } ],
            "sections": [
              { "key": "documents", "repeat": { "max": 2 }, "rows": [
                { "key": "kind", "type": "text", "when": "phone != null" } ] },
              { "title": "Contact", "rows": [ { "key": "email", "type": "text" }, { "key": "phone", "type": "text" } ] } ] },
          { "title": "End", "rows": [ { "key": "total", "type": "computed", "value": "count(travellers) + len(kind)" } ] }
        ] }
        """#

    @Test func aLaterKeyOfTheSameGroupIsAskedLater() {
        let result = FormLoader().load(Array(Self.later.utf8))
        #expect(result.form == nil)
        #expect(result.diagnostics.map { $0.rendered(file: "f.json") } == [
            #"f.json:3:46: error: 'when' names 'age', which is asked later in the form; it can only read keys asked before it (at /sections/0/rows/0/when)"#,
            #"f.json:5:51: error: 'value' names 'email', which is not asked before it; it can only read keys asked earlier (at /sections/0/rows/2/value)"#,
            #"f.json:8:50: error: 'when' names 'phone', which is asked later in the form; it can only read keys asked before it (at /sections/0/sections/0/rows/0/when)"#,
            #"f.json:10:78: error: 'kind' is a key inside repeat group 'documents'; outside it, read the group with count(documents) (at /sections/1/rows/0/value)"#,
        ])
    }

    static let deep = #"""
        { "askform": 1, "sections": [
          { "title": "Trip", "rows": [ { "key": "size", "type": "integer", "min": 0, "max": 3 } ] },
          { "key": "a", "title": "A", "repeat": { "count": "size" }, "rows": [ { "key": "name", "type": "text" } ],
            "sections": [
              { "title": "About {{ name }}", "when": "name != null", "rows": [ { "key": "note", "type": "text" } ] },
              { "key": "b", "title": "B", "repeat": { "max": 2 }, "rows": [ { "key": "x", "type": "text", "title": "x of {{ name }}" } ],
                "sections": [
                  { "key": "c", "title": "C {{ index() }}", "repeat": { "min": 1, "max": 1 }, "rows": [
                    { "key": "y", "type": "integer", "when": "x != null", "checks": [{ "that": "y > len(name)", "message": "too small" }] } ] } ] } ] },
          { "title": "End", "rows": [ { "key": "total", "type": "computed", "value": "count(a)" } ] }
        ] }
        """#

    @Test func groupsNestThreeDeepAndReadTheirItems() throws {
        let form = try #require(FormLoader().load(Array(Self.deep.utf8)).form)
        #expect(form.sections[1].key == "a")
        #expect(form.sections[1].sections[1].sections[0].key == "c")
        var walker = Walker(form: form, answers: ["size": .integer(1)])
        #expect(walker.preset("a.1.name", typed: "Ada") == nil)
        #expect(walker.preset("a.1.b.2.x", typed: "q") == nil)
        #expect(walker.preset("a.1.b.2.c.1.y", typed: "2") == nil)
        // The check reads the item's own `name` (Ada, 3 characters) through two groups.
        #expect(walker.failedChecks(of: ["a.1.b.2.c.1.y"]).map(\.problem) == [.checkFailed("too small")])
        #expect(walker.itemCounts == ["a": 1, "a.1.b": 2, "a.1.b.1.c": 1, "a.1.b.2.c": 1])
        let titles = walker.form.sections.compactMap { $0.title?.text }
        #expect(titles == ["Trip", "A 1", "About {{ a.1.name }}", "B 1", "C {{ 1 }}", "B 2", "C {{ 1 }}", "End"])
        #expect(walker.layout.row(forKey: "a.1.b.2.c.1.y")?.when == .comparison(key: "a.1.b.2.x", .notEqual, .null))
        #expect(walker.layout.shownKey("a.1.b.2.c.1.y") == "a[1].b[2].c[1].y")
        #expect(walker.layout.pointer(of: "a.1.b.2.c.1.y") == "/a/0/b/1/c/0/y")
    }
}
