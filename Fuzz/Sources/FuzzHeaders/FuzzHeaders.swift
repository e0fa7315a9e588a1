import AskCore
import FuzzSupport

/// The one header rule (``HTTPHeader``) through each of its three doors. The first byte picks
/// the door, the rest is the text:
/// - 0: a `-H 'Name: value'` argument (``HTTPHeader/parse(_:)``);
/// - 1: the value of an environment variable a form header names (`SubmissionPlan.make`);
/// - 2: a form header value as written in a form file (the loader).
///
/// Oracles: whatever is accepted, from any door, is a header that cannot break the request:
/// its name is an RFC 9110 token, its value holds no byte below 0x20 but HT, no DEL and no C1
/// control, and (for `-H`) it has no space or tab at either end and parses back to itself;
/// whatever is refused is refused for a reason the text really has.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHeaders(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Oracle.bytes(data, size)
    guard let door = bytes.first else { return 0 }
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    switch door % 3 {
    case 0: commandLine(text)
    case 1: environment(text)
    default: formFile(text)
    }
    return 0
}

/// A header that is safe on the wire, checked on its UTF-8 bytes.
private func requireSafe(_ name: String, _ value: String, _ what: String) {
    Oracle.require(!name.isEmpty && name.utf8.allSatisfy(isTokenByte), "\(what): name \(name.debugDescription) is not a token")
    for byte in value.utf8 {
        Oracle.require((byte >= 0x20 || byte == 0x09) && byte != 0x7F,
                       "\(what): value \(value.debugDescription) holds byte \(byte)")
    }
    for scalar in value.unicodeScalars {
        Oracle.require(!(0x80...0x9F).contains(scalar.value), "\(what): value \(value.debugDescription) holds a C1 control")
    }
}

private func isTokenByte(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar.value != 0x09) || (0x7F...0x9F).contains(scalar.value)
}

private func commandLine(_ text: String) {
    guard let result = HTTPHeader.parse(text) else {
        Oracle.require(!text.unicodeScalars.contains(":"), "a line with a colon was taken for one without: \(text.debugDescription)")
        return
    }
    switch result {
    case .success(let header):
        requireSafe(header.name, header.value, "-H \(text.debugDescription)")
        for part in [header.name, header.value] {
            Oracle.require(part.unicodeScalars.first.map { $0 != " " && $0 != "\t" } ?? true
                           && part.unicodeScalars.last.map { $0 != " " && $0 != "\t" } ?? true,
                           "-H \(text.debugDescription): \(part.debugDescription) keeps spaces at an end")
        }
        Oracle.require(HTTPHeader.parse("\(header.name): \(header.value)") == .success(header),
                       "-H \(text.debugDescription) does not parse back to itself")
        Oracle.require(HTTPHeader.problem(name: header.name, value: header.value) == nil, "parse and the rule disagree")
    case .failure(.invalidName):
        let name = Array(text.unicodeScalars.prefix { $0 != ":" })
        let isBlank = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\t" }
        let start = name.firstIndex { !isBlank($0) } ?? name.endIndex
        let end = name.lastIndex { !isBlank($0) }.map { $0 + 1 } ?? start
        let trimmed = start < end ? name[start..<end] : []
        Oracle.require(trimmed.isEmpty || !trimmed.allSatisfy({ $0.isASCII && isTokenByte(UInt8($0.value)) }),
                       "-H \(text.debugDescription) refused for a name that is a token")
    case .failure(.controlCharacter(let value)):
        let scalar = Unicode.Scalar(value)
        Oracle.require(scalar.map { isControl($0) && text.unicodeScalars.contains($0) } ?? false,
                       "-H \(text.debugDescription) refused for U+\(value), which it does not hold as a control")
    }
}

private func environment(_ value: String) {
    let spec = SubmitSpec(url: "https://example.org/in", headers: [.init(name: "X-From-Env", value: "a ${env:V} b")])
    let result = SubmissionPlan.make(spec: spec, overrideURL: nil, extraHeaders: [], body: "{}", idempotencyKey: "k",
                                     policy: RetryPolicy(), environment: ["V": value])
    switch result {
    case .success(let plan):
        for header in plan.headers { requireSafe(header.name, header.value, "$V = \(value.debugDescription)") }
        Oracle.require(plan.headers.last?.value == "a \(value) b", "$V = \(value.debugDescription) was not sent as given")
    case .failure(.unsafeVariable(let name, let header, let character)):
        Oracle.require(name == "V" && header == "X-From-Env", "the wrong variable or header is named")
        Oracle.require(value.unicodeScalars.contains { $0.value == character && isControl($0) },
                       "$V = \(value.debugDescription) refused for U+\(character), which it does not hold")
    case .failure(let problem):
        fatalError("broken promise: $V = \(value.debugDescription) refused as \(problem)")
    }
}

private func formFile(_ value: String) {
    var escaped = ""
    for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": escaped += "\\\""
        case "\\": escaped += "\\\\"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
    }
    let source = """
        {"askform": 1, "sections": [{"rows": [{"key": "a", "type": "text"}]}],
         "submit": {"url": "https://example.org/in", "headers": {"X-Form": "\(escaped)"}}}
        """
    let result = FormLoader().load(Array(source.utf8))
    guard let form = result.form else { return }
    for header in form.submit?.headers ?? [] {
        requireSafe(header.name, header.value, "form header \(value.debugDescription)")
    }
    if value.unicodeScalars.contains(where: isControl) {
        Oracle.require(form.submit?.headers.isEmpty ?? true, "form header \(value.debugDescription) with a control was kept")
    }
}
