/// Everything that can be wrong with a form file, as data.
///
/// Each case carries what its message needs; ``description`` is the English text and
/// ``Catalog`` renders it in askform's other languages. Keeping problems typed (rather than
/// strings built where they are found) lets tests match them exactly and lets the catalog
/// translate them in one place.
public enum FormProblem: Error, Sendable, Equatable, CustomStringConvertible {
    // Reading the file.
    case fileTooLarge(bytes: Int, limit: Int)
    case emptyFile
    case invalidUTF8
    case unexpectedEnd(expected: JSONExpected)
    case unexpectedCharacter(found: JSONFound, expected: JSONExpected)
    case invalidNumber(String)
    case invalidEscape(String)
    case controlCharacterInString(UInt32)
    case trailingContent(found: JSONFound)
    case nestingTooDeep(limit: Int)
    case invalidPropertyList(PropertyListProblem)

    // The structure.
    case notAnObject(found: FoundValue)
    case duplicateMember(String)
    case unknownKey(String, suggestion: String?)
    case missingKey(String)
    case wrongType(key: String, expected: ExpectedValue, found: FoundValue)
    case unsupportedVersion(found: String, supported: Int)
    case tooManyRows(limit: Int)
    case tooManyOptions(limit: Int)

    // Rows.
    /// `known`: the type names the loader knows, for the message.
    case unknownRowType(String, suggestion: String?, known: [String])
    /// A custom row kind refused one of its row's keys, in its own words.
    case invalidSetting(key: String, message: LocalizedText)
    case keyNotForType(key: String, type: String)
    case invalidRowKey(String)
    case duplicateRowKey(String, first: String)
    case nestingConflict(String, with: String)
    case emptyText(key: String)
    case noOptions
    case duplicateOptionValue(String)
    /// A multiselect's option value holding `,` (or `，`, `、`): no typed list can choose it.
    case optionValueHasSeparator(String)
    /// An option's label is another option's value: typing it chooses that other option.
    case labelIsAnotherValue(label: String, value: String)
    case boundsInverted(minKey: String, min: String, maxKey: String, max: String)
    case negativeBound(key: String, value: Int)
    case boundExceedsOptions(key: String, value: Int, options: Int)
    case invalidPattern(PatternProblem)
    case invalidDate(key: String, value: String)
    case invalidDefault(AnswerProblem)
    case secretDefault
    case singleOption
    /// Option values that are whole numbers other than their positions (a warning).
    case numericOptionValues

    // Appearance (a form's `appearance`, the user's theme file).
    /// A role name no style applies to (`titel`); the roles are ``StyleRole``'s.
    case unknownStyleRole(String, suggestion: String?)
    /// A word of a style that is no colour or attribute (`rd`, `#12345`).
    case unknownStyleWord(String, suggestion: String?)

    // Languages (warnings).
    /// A text without a variant for some of the form's `languages` (the field, the tags).
    case missingTranslation(key: String, languages: [String])
    /// `defaultLanguage` is not in `languages`.
    case defaultLanguageNotListed(String, languages: [String])

    // Conditions.
    case invalidCondition(ConditionSyntaxError.Reason)
    case conditionUnknownKey(String, suggestion: String?)
    case conditionLaterKey(String)
    case conditionOwnKey(String)
    /// `role == contractor`: a name that is no key but an option value of `optionOf`; text is
    /// written in quotes.
    case conditionUnquotedText(String, optionOf: String)
    /// An expression in `field` (a check's `that`, a computed `value`, a `{{ … }}` template)
    /// that does not parse.
    case invalidExpressionSyntax(field: String, ConditionSyntaxError.Reason)
    /// An expression outside `when` (a check's `that`, a computed `value`, a `{{ … }}`
    /// template in `field`) names a key no row has.
    case expressionUnknownKey(field: String, key: String, suggestion: String?)
    /// …names a key asked later in the form (or, for a template or computed value, the row's own).
    case expressionLaterKey(field: String, key: String)
    /// A test that can never be true as written: the key, and what is wrong with its literal.
    case conditionTypeMismatch(key: String, ConditionMismatch)
    /// An expression that can never work as written (`lower(age)`, `name == age`).
    case invalidExpression(ExpressionProblem)

    // Submission.
    case invalidURL(String)
    case unsupportedURLScheme(String)
    case invalidMethod(String)
    case invalidHeaderName(String)
    case environmentReferenceSyntax(String)
    case environmentDefaultNotWhole(String)
    case secretOverPlainHTTP(host: String)
    /// A header value with a control character (a line break would start a header of its own).
    case headerControlCharacter(String, character: UInt32)
    /// A number outside what askform accepts for it: `found` as written, bounds as text.
    case outOfRange(key: String, found: String, lowest: String, highest: String)

    // Sections.
    case emptySection(String)
    case duplicateSectionID(String)

    // Repeat groups.
    /// A section with `repeat` but no `key` to write its items under.
    case repeatWithoutKey
    /// A section with `key` (named) but no `repeat`.
    case keyWithoutRepeat(String)
    /// `count` with `min`, `max` or `add`: the count decides alone.
    case repeatCountWithBounds
    /// A `count` expression (as written) that is not a number.
    case repeatCountNotNumber(String)
    /// A key of repeat group `group` named outside it; `count(group)` reads the group.
    case keyInsideRepeat(String, group: String)

    // Output (warnings).
    /// A key (or unit key) that `--format env` writes as a variable a shell relies on.
    case keyBecomesReservedVariable(key: String, variable: String)

    // Forms written for other tools (warnings).
    /// Something of the original form that the converted form does not keep exactly.
    case notConverted(ConversionLoss)
    /// A form file in another tool's vocabulary (`rowType`, `body:` with `type: dropdown`,
    /// `pages`, copier questions) read as an askform form: `kind` is its `--from` name,
    /// `tool` the tool's name as its users know it.
    case otherToolsForm(kind: String, tool: String)
    /// A YAML file (an askform form written in YAML, `copier.yml`, a GitHub issue form) that
    /// could not be read.
    case yaml(YAMLProblem)
    /// A file whose kind its name and content do not tell: the kinds tried, as `--from` names them.
    case unknownFormSource(tried: [String])

    /// The English message; ``Catalog/text(for:)-(FormProblem)`` renders it in other languages.
    public var description: String {
        Catalog.english.text(for: self)
    }
}
