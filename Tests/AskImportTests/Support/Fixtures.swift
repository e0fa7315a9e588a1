import Foundation

/// Tests/Fixtures/yaml/NAME, read as bytes.
func yamlFixture(_ name: String) throws -> [UInt8] {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url = url.deletingLastPathComponent() }
    return Array(try Data(contentsOf: url.appendingPathComponent("Fixtures/yaml").appendingPathComponent(name)))
}

/// Tests/Fixtures/convert/NAME, read as bytes.
func conversionFixture(_ name: String) throws -> [UInt8] {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url = url.deletingLastPathComponent() }
    return Array(try Data(contentsOf: url.appendingPathComponent("Fixtures/convert").appendingPathComponent(name)))
}
