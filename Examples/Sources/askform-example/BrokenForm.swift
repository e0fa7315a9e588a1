import AskCore

/// A definition with mistakes: the error lists every problem at once, each at the line of
/// Swift that made it, as `askform check` reports a file's.
func defineBrokenForm() {
    do {
        _ = try Form(id: "broken") {
            Part("Traveller") {
                TextQuestion("name").minLength(5).maxLength(2)
                IntegerQuestion("age").range(0...120)
                Question("size", type: "integr")
                TextQuestion("name").when("age < 18 && size == 1")
            }
        }
    } catch {
        print(error.description)
    }
}
