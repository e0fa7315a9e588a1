import Testing
import AskCore

/// The variables `--format env` never writes, and how a prefix names the others.
@Suite struct EnvironmentNamingTests {
    static let reserved = [
        "PATH", "MANPATH", "CDPATH", "FPATH", "PYTHONPATH", "LD_LIBRARY_PATH", "HOME", "IFS", "PS1", "PS2", "PS3", "PS4",
        "PROMPT_COMMAND", "BASH_ENV", "ENV", "BASH_FUNC_X", "SHELL", "USER", "PWD", "OLDPWD", "LANG", "LC_ALL",
        "LC_CTYPE", "LD_PRELOAD", "DYLD_INSERT_LIBRARIES", "OPTIND", "OPTARG", "TERM", "TMPDIR", "EDITOR", "VISUAL", "PAGER",
    ]
    static let allowed = ["NAME", "TRIP_PATH_X", "PATHS", "HOMEPAGE", "USERNAME", "PS5", "ENVIRONMENT", "LCD", "LANGUAGE", "BASH", "TERMS"]

    @Test(arguments: reserved)
    func reservedNames(_ name: String) {
        #expect(EnvironmentNaming.isReserved(name))
    }

    @Test(arguments: allowed)
    func allowedNames(_ name: String) {
        #expect(!EnvironmentNaming.isReserved(name))
    }

    /// A prefix ending in `_` is a namespace of the form's own, except where the whole name
    /// is still one a shell relies on (`LD_` + `preload`); a prefix that glues onto the key
    /// can still make a `*PATH` (`MAN` + `path`).
    @Test func aPrefixNamesEveryVariableAndIsCheckedToo() {
        let trip = EnvironmentNaming(prefix: "TRIP_")
        #expect(trip.name(for: "address.city") == "TRIP_ADDRESS_CITY")
        for key in ["path", "ps1", "prompt_command", "ifs", "ld_preload", "manpath", "home"] {
            #expect(trip.problem(forKey: key) == nil, "\(key)")
        }
        #expect(EnvironmentNaming(prefix: "LD_").problem(forKey: "preload") == .reserved(key: "preload", variable: "LD_PRELOAD"))
        #expect(EnvironmentNaming(prefix: "MAN").problem(forKey: "path") == .reserved(key: "path", variable: "MANPATH"))
        #expect(EnvironmentNaming(prefix: "P").problem(forKey: "s1") == .reserved(key: "s1", variable: "PS1"))
        #expect(EnvironmentNaming().problem(forKey: "path") == .reserved(key: "path", variable: "PATH"))
    }

    static let prefixes: [(String, Bool)] = [
        ("TRIP_", true), ("_", true), ("a1", true), ("", true), ("1A", false), ("A-B", false), ("A B", false), ("É", false),
        ("$X", false),
    ]

    @Test(arguments: prefixes)
    func validPrefixes(_ prefix: String, _ valid: Bool) {
        #expect(EnvironmentNaming.isValidPrefix(prefix) == valid)
    }

    @Test func theEncoderRefusesAReservedKeyItself() throws {
        #expect(throws: EnvironmentNaming.Problem.reserved(key: "path", variable: "PATH")) {
            try AnswerEncoder.env([("name", .string("Ada")), ("path", .string("/tmp/evil"))])
        }
        #expect(try AnswerEncoder.env([("path", .string("/tmp"))], naming: EnvironmentNaming(prefix: "TRIP_")) == "TRIP_PATH='/tmp'\n")
    }
}
