#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets into Fuzz/corpus/ from the project's own
forms, fixtures and test tables, plus a few hand-made inputs. Run from anywhere; the
output is committed (small), and libFuzzer grows a copy of it in Fuzz/.build/corpus/."""
import hashlib
import json
import os
import re
import sys

FUZZ = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(FUZZ)


def write(target, data):
    if isinstance(data, str):
        data = data.encode()
    directory = os.path.join(FUZZ, "corpus", target)
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, hashlib.sha1(data).hexdigest()), "wb") as out:
        out.write(data)


def read(*parts):
    with open(os.path.join(ROOT, *parts), "rb") as source:
        return source.read()


def swift_strings(path):
    """The first string literal of each `("...", ...)` table row in a Swift test file."""
    text = read(path).decode()
    for match in re.finditer(r'\(\s*"((?:[^"\\\n]|\\.)*)"\s*,', text):
        literal = match.group(1)
        literal = re.sub(r"\\u\{([0-9A-Fa-f]+)\}", lambda m: chr(int(m.group(1), 16)), literal)
        literal = (literal.replace("\\n", "\n").replace("\\t", "\t").replace("\\r", "\r")
                   .replace('\\"', '"').replace("\\'", "'").replace("\\\\", "\\"))
        yield literal


def when_expressions(document):
    if isinstance(document, dict):
        for key, value in document.items():
            if key == "when" and isinstance(value, str):
                yield value
            else:
                yield from when_expressions(value)
    elif isinstance(document, list):
        for value in document:
            yield from when_expressions(value)


def main():
    forms = [os.path.join("Forms", name) for name in sorted(os.listdir(os.path.join(ROOT, "Forms")))]
    forms += [os.path.join("Tests/Fixtures/plist", name) for name in sorted(os.listdir(os.path.join(ROOT, "Tests/Fixtures/plist")))]
    forms += [os.path.join("Tests/Fixtures/schema", name) for name in sorted(os.listdir(os.path.join(ROOT, "Tests/Fixtures/schema")))]

    # The form loader: every example form and fixture (JSON, XML and binary property
    # lists), and small ones that reach the limits and the odd corners quickly.
    for path in forms:
        write("form-loader", read(path))
    write("form-loader", '{"askform": 1, "sections": [{"rows": [{"key": "a", "type": "text"}]}]}')
    write("form-loader", '\ufeff{"askform": 1, "title": {"en": "A", "ko": "\\u001b[31m"}, "sections": []}')
    write("form-loader", '{"askform": 1, "sections": [{"rows": [{"key": "n", "type": "integer", "default": "${env:N}"}]}]}')
    write("form-loader", "[" * 200 + "]" * 200)
    write("form-loader", '<?xml version="1.0"?><plist version="1.0"><dict><key>askform</key><integer>1</integer>'
                         '<key>sections</key><array/></dict></plist>')

    # `when` expressions: from the forms, the schema fixtures and the parser's test tables.
    for path in forms:
        if path.endswith(".json"):
            for expression in when_expressions(json.loads(read(path))):
                write("when", expression)
    for expression in swift_strings("Tests/AskCoreTests/ConditionParserTests.swift"):
        write("when", expression)
    for expression in ["a == 1 and (b == 2 or not c in [1, 'x', null])", "tags contains 'work'",
                       "not " * 70 + "a == 1", "(" * 70 + "a == 1" + ")" * 70, "x == 1e308 or x == 4.9e-324"]:
        write("when", expression)

    # Answers: mode byte 0 (typed text for a row chosen by the next byte), 1 (an answers
    # document) or 2 (stdin lines of a whole fill). See Sources/FuzzAnswers.
    typed = ["Ada", "36", "-3", "ada@example.org", "https://example.org/x", "1e3", "EUR", "원", "kg",
             "Paris", "北京", "se", "work, solo", "y", "2026-02-29", "2027-03-01", "tok#en", "  secret  ", ""]
    for row in range(20):
        write("answers", bytes([0, row]) + typed[row % len(typed)].encode())
    write("answers", b"\x01" + json.dumps({
        "name": "Ada", "age": 36, "email": None, "site": None, "budget": 10, "currency": "EUR", "weight": None,
        "city": "bj", "tags": ["work", "conference"], "site2": "https://x.org", "ok": True,
        "depart": "2027-01-02", "later": None, "token": "secret1", "address": {"street": "1 Rue", "city": None},
    }).encode())
    write("answers", b'\x01{"name": "A", "age": 17.5, "guardian": 1, "address.city": "x", "colour": "blue"}')
    write("answers", b"\x02" + "\n".join(["Ada", "16", "Grace", "a@b", "", "250", "krw", "3", "lb", "2",
                                             "conference, work", "https://conf.org", "y", "2027-05-01", "",
                                             "secret!", "1 Rue", "Paris"]).encode())
    write("answers", b"\x02skip\n\n\n\n\n")

    # Patterns: byte 0 says where the pattern ends and the subject text begins (see
    # Sources/FuzzPattern); from the forms, the pattern tests' tables and a few by hand.
    patterns = []
    for path in forms:
        if path.endswith(".json"):
            patterns += [p for p in json_values(json.loads(read(path)), "pattern")]
    patterns += list(swift_strings("Tests/AskCoreTests/PatternTests.swift"))
    patterns += ["^(a+)+$", "^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)*$", "\\bcat\\b", "^(?:a|b){2,3}?c*$", "[^]", "a[]",
                 "^[\\u{1F600}-\\u{1F64F}]+\\x41\\t$", "(" * 70, "[" * 70, "a{1000}"]
    for pattern in patterns:
        encoded = pattern.encode()[:250]
        for subject in [b"", b"aaaa!", b"a cat", "北😀\n".encode()]:
            write("pattern", bytes([len(encoded)]) + encoded + subject)
    # Headers: door byte 0 (a -H argument), 1 (an environment variable's value), 2 (a form
    # header's value). Its dictionary, dict/headers.dict, is written by hand.
    for seed in [b"\x00X-Trace: t-1", b"\x00Authorization: Bearer tok", b"\x00X A: b", b"\x00X-A:\tb\t", b"\x00nocolon",
                 b"\x00X-A: a\r\nContent-Length: 5\r\n\r\nPOST /smuggled HTTP/1.1\r\nHost: x",
                 b"\x01a\r\nContent-Length: 5", b"\x01one\ttwo", b"\x01\xc2\x85",
                 b"\x02Bearer ${env:TOKEN}", b"\x02a\r\nb", b"\x02\x1b[31m", b"\x02plain value"]:
        write("headers", seed)

    # Dictionaries: the tokens of each syntax, which libFuzzer splices into inputs.
    keys = ["askform", "id", "title", "description", "sections", "rows", "footer", "when", "key", "type", "help",
            "required", "default", "placeholder", "minLength", "maxLength", "pattern", "patternMessage", "min",
            "max", "unit", "options", "value", "label", "minSelected", "maxSelected", "submit", "url", "method",
            "headers", "timeout", "retries", "languages", "defaultLanguage"]
    types = ["text", "integer", "number", "select", "multiselect", "confirm", "secret", "email", "url", "date", "note"]
    tokens = ["{", "}", "[", "]", ":", ",", "true", "false", "null", "\\u0000", "\\ud800", "${env:", "<dict>",
              "</dict>", "<array>", "</array>", "<key>", "</key>", "<string>", "</string>", "<integer>",
              "<real>", "<true/>", "<false/>", "<date>", "<data>", "<!--", "-->", "<![CDATA[", "]]>", "&amp;",
              "&#x1B;", "bplist00"]
    with open(os.path.join(FUZZ, "dict", "form.dict"), "w") as out:
        out.write("# JSON and property list tokens, and the form format's keys and row types.\n")
        for token in tokens + ['"%s"' % key for key in keys] + ['"%s"' % name for name in types]:
            out.write(json.dumps(token) + "\n")
    when_tokens = ["and", "or", "not", "in", "contains", "true", "false", "null", "==", "!=", "<", "<=", ">",
                   ">=", "(", ")", "[", "]", ",", "'", '"', "\\'", "1e3", "-2.5", "&&", "||", "!", "="]
    with open(os.path.join(FUZZ, "dict", "when.dict"), "w") as out:
        out.write("# The when-expression grammar's keywords, operators and punctuation.\n")
        for token in when_tokens:
            out.write(json.dumps(token) + "\n")
    pattern_tokens = ["(?:", "(?=", "(?!", "(?<=", "(?<", "(?P<", "(?i)", "(?>", "(?#", "\\d", "\\D", "\\w", "\\W",
                      "\\s", "\\S", "\\b", "\\B", "\\u{", "\\u00", "\\x", "\\p{L}", "\\1", "\\k<", "[^", "[]",
                      "[^]", "{2}", "{2,}", "{1,3}", "*?", "+?", "??", "++", "^", "$", ".", "|", "a-z", "😀", "\\A"]
    with open(os.path.join(FUZZ, "dict", "pattern.dict"), "w") as out:
        out.write("# The pattern syntax: escapes, groups, classes and quantifiers, accepted and refused.\n")
        for token in pattern_tokens:
            # libFuzzer reads \xNN escapes, not JSON's \uXXXX.
            escaped = "".join(c if 0x20 <= ord(c) < 0x7F and c not in '"\\' else
                              "".join("\\x%02X" % b for b in c.encode()) for c in token)
            out.write('"' + escaped + '"\n')
    return 0


def json_values(document, name):
    """Every string member called `name`, anywhere in the document."""
    if isinstance(document, dict):
        for key, value in document.items():
            if key == name and isinstance(value, str):
                yield value
            else:
                yield from json_values(value, name)
    elif isinstance(document, list):
        for value in document:
            yield from json_values(value, name)


if __name__ == "__main__":
    sys.exit(main())
