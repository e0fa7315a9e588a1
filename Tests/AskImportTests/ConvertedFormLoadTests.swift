import AskCore
import AskImport
import Foundation
import Testing

/// The converted forms that use rows from other branches (multi-line text, repeat groups)
/// load with no error but those keys: everything else of them is a valid askform form today
/// (`NAME.load-errors` lists them; the locations are the original file's).
@Suite struct ConvertedFormLoadTests {
    @Test(arguments: ["surveyjs/survey.json"])
    func onlyTheKeysOfOtherBranchesAreRefused(_ path: String) throws {
        let conversion = try ConvertFixture(path).conversion()
        let errors = FormLoader().load(conversion.form).errors.map { $0.rendered(file: path) }
        if ProcessInfo.processInfo.environment["ASKFORM_RECORD_FIXTURES"] == "1" {
            let url = ConvertFixture.folder.appendingPathComponent(path + ".load-errors")
            try Data(errors.map { $0 + "\n" }.joined().utf8).write(to: url)
            return
        }
        let expected = ConvertFixture(path).companion(".load-errors") ?? ""
        #expect(errors.map { $0 + "\n" }.joined() == expected)
    }
}
