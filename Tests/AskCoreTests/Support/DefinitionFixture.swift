@testable import AskCore

/// A part defined in another file than the form that uses it, so that diagnostics can be
/// shown to name the file of the element that caused them. Its broken row is on line 8.
func contactPart() -> Part {
    Part("Contact") {
        EmailQuestion("email")
            .maxLength(-1)
    }
}
