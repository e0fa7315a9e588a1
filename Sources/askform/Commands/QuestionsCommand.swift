import AskCore
import AskFill

/// `askform questions FORM`: what a pipe must supply to `fill`, in order, one line each (or
/// a JSON array with `--format json`), after `--answers`, `--set`, `--defaults` and
/// `--defaults-from` as `fill` would take them.
enum QuestionsCommand {
    static func run(_ context: CommandContext) -> ExitCode {
        let arguments = context.arguments
        do throws(CommandFailure) {
            let format = arguments.value("format") ?? "text"
            guard format == "text" || format == "json" else {
                throw CommandFailure.usage(.unknownQuestionsFormat(format), for: Commands.questions)
            }
            let form = try FormFile.load(arguments.positionals[0])
            var walker = Presets.walker(for: form)
            _ = try Presets(arguments, for: Commands.questions).apply(to: &walker)
            let questions = ScriptQuestion.list(walker)
            StandardStreams.output(format == "json" ? json(questions) : table(questions, catalog: context.catalog.reading(form)))
            return .success
        } catch {
            return error.report(context.catalog)
        }
    }

    static func json(_ questions: [ScriptQuestion]) -> String {
        let items = questions.map { question -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("line", .integer(question.line)), ("key", .string(question.key)), ("type", .string(question.type)),
                ("required", .bool(question.isRequired)), ("when", question.condition.map(JSONValue.string) ?? .null),
            ]
            if let amount = question.unitOf { members.append(("unitOf", .string(amount))) }
            members.append(("default", question.defaultValue?.json ?? .null))
            return .object(members)
        }
        return JSONValue.array(items).serialized() + "\n"
    }

    /// Aligned columns, headed; a conditional question says when it takes its line.
    static func table(_ questions: [ScriptQuestion], catalog: Catalog) -> String {
        let header = ["LINE", "KEY", "TYPE", "REQUIRED", "DEFAULT", "ASKED"]
        var rows: [[String]] = [header]
        for question in questions {
            var asked: [String] = []
            if let amount = question.unitOf { asked.append(catalog.text(for: .askedWhenGiven(amount))) }
            if let condition = question.condition { asked.append(catalog.text(for: .askedWhen(condition))) }
            rows.append([String(question.line), question.key, question.type,
                         catalog.text(for: question.isRequired ? .yes : .no),
                         question.defaultValue.map { InertText.line($0.plainText) } ?? "—",
                         asked.isEmpty ? catalog.text(for: .askedAlways) : asked.joined(separator: catalog.punctuation.clauseSeparator)])
        }
        let widths = header.indices.map { column in rows.map { DisplayWidth.of(InertText.line($0[column])) }.max() ?? 0 }
        var text = ""
        for row in rows {
            let cells = row.indices.map { column in
                column == row.count - 1 ? InertText.line(row[column]) : DisplayWidth.padded(InertText.line(row[column]), to: widths[column])
            }
            text += cells.joined(separator: "  ") + "\n"
        }
        if questions.isEmpty { text += catalog.text(for: .noQuestionsLeft) + "\n" }
        return text
    }
}
