import AskCore
import AskFill

/// The trip request, defined in Swift and checked by exactly the rules of a form file.
func tripForm() throws(FormDefinitionError) -> Form {
    try Form(id: "trip-request", title: "Trip request") {
        Part("Traveller") {
            TextQuestion("name", title: "Your name").required().length(2...40)
                .pattern("^[^0-9]+$", message: "no digits, please")
            IntegerQuestion("age", title: "Age").range(0...120)
            SelectQuestion("role", title: "Role", options: [
                Choice(value: "employee", label: "Employee"),
                Choice(value: "contractor", label: "Contractor"),
            ]).default("employee")
            TextQuestion("agency", title: "Agency").required().when("role == 'contractor'")
        }
        Part("Trip") {
            SelectQuestion("city", title: "Destination",
                           options: ["Paris", "Lisbon", Choice(value: "bj", label: "Beijing")]).required()
            MultiselectQuestion("tags", title: "Purpose", options: ["work", "conference", "family"]).selected(1...2)
            ConfirmQuestion("insurance", title: "Travel insurance?").default(false)
        }
    }
}

/// The program's own type for the answers: keys are property names, a hidden row's key
/// (`agency` for an employee) is absent and decodes as `nil`.
struct TripRequest: Decodable {
    enum Role: String, Decodable { case employee, contractor }
    var name: String
    var age: Int?
    var role: Role
    var agency: String?
    var city: String
    var tags: [String]
    var insurance: Bool
}

/// Fills the trip form from lines, one answer a line in form order, as a pipe would.
func fillTripFromLines() throws {
    let form = try tripForm()
    var walker = Walker(form: form)
    var driver = LineDriver(StringLines(["Ada Lovelace", "36", "contractor", "Analytical Engines", "bj",
                                         "work, conference", ""]))
    let outcome = try Questionnaire.run(&walker, with: &driver)
    print("outcome: \(outcome)")
    print(walker.answersDocument.serialized())

    let trip = try AnswerDecoding.decode(TripRequest.self, from: walker.visibleAnswers)
    print("\(trip.name), \(trip.age.map(String.init) ?? "age not given"), \(trip.role.rawValue)"
          + (trip.agency.map { " for \($0)" } ?? "") + ": to \(trip.city) for \(trip.tags.joined(separator: " and "))"
          + (trip.insurance ? ", insured" : ", not insured"))

    // A line that breaks its row's rules ends the fill, naming the line, the key and the rule.
    var rejecting = LineDriver(StringLines(["Grace Hopper", "two hundred"]))
    var again = Walker(form: form)
    do {
        _ = try Questionnaire.run(&again, with: &rejecting)
    } catch {
        print(error.rendered(.english).joined(separator: "\n"))
    }
}

/// Answers given before the walk: taken without asking, checked like typed ones.
func fillTripWithPresets() throws {
    let form = try tripForm()
    var walker = Walker(form: form)
    // A value (as an answers file holds it) or typed text (as `--set KEY=VALUE` gives it).
    walker.preset("name", to: .string("Grace Hopper"))
    walker.preset("tags", typed: "work")
    if let problem = walker.preset("age", typed: "200") {
        print("age: \(problem)")
    }
    var driver = LineDriver(StringLines(["85", "", "Lisbon", "yes"]))
    _ = try Questionnaire.run(&walker, with: &driver)
    print(walker.answersDocument.serialized(pretty: false))
}
