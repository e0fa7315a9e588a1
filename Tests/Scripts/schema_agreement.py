#!/usr/bin/env python3
"""Checks that `askform schema FORM` accepts exactly the answers `askform validate` accepts.

For every form in Forms/ and Tests/Fixtures/schema/, documents are made at random with a
fixed seed: valid ones built by walking the form (its `when` conditions evaluated here),
and broken ones by mutating those (wrong types, bounds, missing required keys, hidden keys
present, unknown keys, units without amounts, duplicates, nesting broken...). Each is given
to `askform validate` (the built binary) and to jsonschema's Draft202012Validator with the
form's schema; any difference in the verdict stops the run with exit 1 and the document.

    python3 Tests/Scripts/schema_agreement.py [ASKFORM_BIN]   (or ASKFORM_BIN=... in the env)

Documents avoid what the schema documents as beyond its reach (AnswerSchema's doc comment):
combining sequences (lengths count graphemes in askform, code points in JSON Schema),
whole numbers written with a fraction past 2^53, and repeated member names. Rows' own
patterns are in reach: the schema carries their portable rewrite, and
Tests/Fixtures/schema/patterns.json uses the constructs whose meaning differs between
dialects (`\d`, `\w`, `\s`, `.`, `$`, `\b`, astral scalars...), with PATTERN_EDGES.
"""

import concurrent.futures
import datetime
import json
import math
import os
import plistlib
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from jsonschema import Draft202012Validator

ROOT = Path(__file__).resolve().parents[2]
SEED = 20260301
DOCUMENTS_PER_FORM = 150
MISSING = object()


class Raw:
    """A JSON number written exactly as given (`1e400`, `17.0`, `-0`)."""

    def __init__(self, text):
        self.text = text

    def __repr__(self):
        return self.text


def dumps(value):
    if isinstance(value, Raw):
        return value.text
    if isinstance(value, dict):
        return "{" + ",".join(json.dumps(k, ensure_ascii=False) + ":" + dumps(v) for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(dumps(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False, allow_nan=False)


# MARK: - when expressions (the grammar of ConditionParser, the meaning of Condition.evaluate)

TOKEN = re.compile(r"""\s*(?:
    (?P<string>'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*")
  | (?P<number>-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)
  | (?P<op>==|!=|<=|>=|<|>|\(|\)|\[|\]|,)
  | (?P<word>[^\W\d][\w-]*(?:\.[^\W\d][\w-]*)*)
)""", re.X)


def tokenize(text):
    tokens, position = [], 0
    while position < len(text):
        if text[position:].strip() == "":
            break
        match = TOKEN.match(text, position)
        if not match:
            raise ValueError(f"cannot read {text!r} at {position}")
        position = match.end()
        kind = match.lastgroup
        value = match.group(kind)
        if kind == "string":
            value = re.sub(r"\\(.)", r"\1", value[1:-1])
        tokens.append((kind, value))
    tokens.append(("end", None))
    return tokens


class ConditionReader:
    def __init__(self, text):
        self.tokens = tokenize(text)
        self.index = 0

    def peek(self):
        return self.tokens[self.index]

    def take(self):
        token = self.tokens[self.index]
        self.index += 1
        return token

    def parse(self):
        condition = self.disjunction()
        assert self.peek()[0] == "end"
        return condition

    def disjunction(self):
        left = self.conjunction()
        while self.peek() == ("word", "or"):
            self.take()
            left = ("or", left, self.conjunction())
        return left

    def conjunction(self):
        left = self.factor()
        while self.peek() == ("word", "and"):
            self.take()
            left = ("and", left, self.factor())
        return left

    def factor(self):
        if self.peek() == ("word", "not"):
            self.take()
            return ("not", self.factor())
        if self.peek() == ("op", "("):
            self.take()
            inner = self.disjunction()
            assert self.take() == ("op", ")")
            return inner
        if self.peek()[0] == "word" and self.peek()[1] not in ("true", "false", "null"):
            key = self.take()[1]
            kind, value = self.take()
            if (kind, value) == ("word", "in"):
                assert self.take() == ("op", "[")
                literals = [self.literal()]
                while self.peek() == ("op", ","):
                    self.take()
                    literals.append(self.literal())
                assert self.take() == ("op", "]")
                return ("in", key, literals)
            if (kind, value) == ("word", "contains"):
                return ("contains", key, self.literal())
            return ("cmp", key, value, self.literal())
        literal = self.literal()
        op = self.take()[1]
        key = self.take()[1]
        flipped = {"<": ">", ">": "<", "<=": ">=", ">=": "<="}.get(op, op)
        return ("cmp", key, flipped, literal)

    def literal(self):
        kind, value = self.take()
        if kind == "string":
            return ("s", value)
        if kind == "number":
            return ("n", float(value))
        return {"true": ("b", True), "false": ("b", False), "null": ("null", None)}[value]


def equals(answer, literal):
    a, l = answer[0], literal[0]
    if a == "null" or l == "null":
        return a == l
    if (a, l) in (("b", "b"), ("s", "s")):
        return answer[1] == literal[1]
    if a in ("i", "n") and l == "n":
        return answer[1] == literal[1]
    return False


def order(answer, literal):
    if (answer[0] in ("i", "n") and literal[0] == "n") or (answer[0], literal[0]) == ("s", "s"):
        x, y = answer[1], literal[1]
        return -1 if x < y else (1 if x > y else 0)
    return None


def evaluate(condition, lookup):
    kind = condition[0]
    if kind == "and":
        return evaluate(condition[1], lookup) and evaluate(condition[2], lookup)
    if kind == "or":
        return evaluate(condition[1], lookup) or evaluate(condition[2], lookup)
    if kind == "not":
        return not evaluate(condition[1], lookup)
    answer = lookup(condition[1])
    if kind == "in":
        return any(equals(answer, literal) for literal in condition[2])
    if kind == "contains":
        literal = condition[2]
        if literal[0] != "s":
            return False
        if answer[0] == "l":
            return literal[1] in answer[1]
        return answer[0] == "s" and literal[1] in answer[1]
    op, literal = condition[2], condition[3]
    if op == "==":
        return equals(answer, literal)
    if op == "!=":
        return not equals(answer, literal)
    result = order(answer, literal)
    if result is None:
        return False
    return {"<": result < 0, "<=": result <= 0, ">": result > 0, ">=": result >= 0}[op]


def literals_of(condition, found):
    """Collects the literals each key is compared with: values near them flip conditions."""
    if condition is None:
        return
    kind = condition[0]
    if kind in ("and", "or"):
        literals_of(condition[1], found)
        literals_of(condition[2], found)
    elif kind == "not":
        literals_of(condition[1], found)
    elif kind == "in":
        found.setdefault(condition[1], []).extend(condition[2])
    elif kind == "contains":
        found.setdefault(condition[1], []).append(("contains", condition[2][1]))
    else:
        found.setdefault(condition[1], []).append(condition[3])


# MARK: - forms

class Row:
    def __init__(self, raw, section_when):
        self.key = raw.get("key")
        self.type = raw["type"]
        self.required = raw.get("required", False)
        self.when = ConditionReader(raw["when"]).parse() if "when" in raw else None
        self.section_when = section_when
        self.min, self.max = raw.get("min"), raw.get("max")
        self.min_length, self.max_length = raw.get("minLength"), raw.get("maxLength")
        self.pattern = raw.get("pattern")
        self.options = [o["value"] if isinstance(o, dict) else o for o in raw.get("options", [])]
        self.min_selected, self.max_selected = raw.get("minSelected"), raw.get("maxSelected")
        unit = raw.get("unit")
        self.unit_key = unit["key"] if unit else None
        self.unit_options = [o["value"] if isinstance(o, dict) else o for o in unit["options"]] if unit else []


def load_form(path):
    data = plistlib.loads(path.read_bytes()) if path.suffix == ".plist" else json.loads(path.read_text())
    rows = []
    for section in data["sections"]:
        section_when = ConditionReader(section["when"]).parse() if "when" in section else None
        rows += [Row(raw, section_when) for raw in section["rows"] if raw["type"] != "note"]
    return rows


def has_groups(sections):
    return any(section.get("repeat") is not None or has_groups(section.get("sections", [])) for section in sections)


class GroupGenerator:
    """Documents of a form with repeat groups: the rows outside groups by `Generator`, each
    group an array of items, each item made by a `GroupGenerator` of its own rows (a `when`
    inside an item reads the item's keys). Items are mostly valid; a document is broken at
    the top, in one item, or in a group's array (too few, too many, not an array, an item
    that is not an object)."""

    def __init__(self, sections, rng):
        self.rng = rng
        rows, self.groups = [], []

        def collect(sections, outer_when):
            for section in sections:
                if section.get("repeat") is not None:
                    self.groups.append((section, GroupGenerator([dict(section, repeat=None, when=None)], rng)))
                    continue
                # (A plain section inside another with both `when`s is not generated here.)
                when = ConditionReader(section["when"]).parse() if section.get("when") else outer_when
                rows.extend(Row(raw, when) for raw in section.get("rows", []) if raw["type"] != "note")
                collect(section.get("sections", []), when)

        collect(sections, None)
        self.rows = rows
        self.generator = Generator(rows, rng)

    def valid(self):
        flat, _ = self.generator.walk()
        document = nest(flat)
        for section, inner in self.groups:
            rule = section["repeat"]
            low, high = rule.get("min", 0), rule.get("max", 3)
            document[section["key"]] = [inner.valid() for _ in range(self.rng.randint(low, high))]
        return document

    def broken(self):
        rng = self.rng
        choice = rng.random()
        if choice < 0.3 or not self.groups:
            flat, shown = self.generator.walk()
            document = self.generator.mutate(flat, shown)
            if isinstance(document, dict):
                for section, inner in self.groups:
                    rule = section["repeat"]
                    document[section["key"]] = [inner.valid() for _ in range(rng.randint(rule.get("min", 0), rule.get("max", 3)))]
            return document
        document = self.valid()
        section, inner = rng.choice(self.groups)
        rule, key = section["repeat"], section["key"]
        low, high = rule.get("min", 0), rule.get("max", 3)
        kind = rng.choice(["item", "item", "item", "few", "many", "array", "object", "missing"])
        if kind == "item":
            items = document[key] or [inner.valid()]
            items[rng.randrange(len(items))] = inner.broken()
            document[key] = items
        elif kind == "few" and low > 0:
            document[key] = [inner.valid() for _ in range(low - 1)]
        elif kind == "many":
            document[key] = [inner.valid() for _ in range(high + 1)]
        elif kind == "array":
            document[key] = inner.valid()
        elif kind == "object":
            document[key] = (document[key] or []) + [rng.choice([None, 3, "x", [1]])]
        else:
            document.pop(key, None)
        return document

    def documents(self, count):
        seen, documents = set(), []
        attempts = 0
        while len(documents) < count and attempts < count * 20:
            attempts += 1
            document = self.valid() if self.rng.random() < 0.4 else self.broken()
            text = dumps(document)
            if text not in seen:
                seen.add(text)
                documents.append(text)
        return documents


def attach_portable_patterns(rows, schema):
    """Gives each row with a pattern the rewrite the schema carries (`row.portable`), which
    Python reads as askform reads the original: the generator uses it to pick fitting texts."""
    for row in rows:
        if row.pattern is None:
            continue
        node = schema
        for part in row.key.split("."):
            node = node["properties"][part]
        row.portable = node["allOf"][0]["pattern"] if row.type in ("email", "url") else node["pattern"]


def keys_of(condition):
    if condition is None:
        return []
    if condition[0] in ("and", "or"):
        return keys_of(condition[1]) + keys_of(condition[2])
    if condition[0] == "not":
        return keys_of(condition[1])
    return [condition[1]]


def tagged(row, value):
    """The answer as Condition.evaluate sees it."""
    if value is None or value is MISSING:
        return ("null", None)
    if row.type == "integer":
        return ("i", int(value))
    if row.type == "number":
        return ("n", float(value))
    if row.type == "confirm":
        return ("b", value)
    if row.type == "multiselect":
        return ("l", list(value))
    return ("s", value)


# MARK: - values

SAFE_TEXT = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.:@/北京한😀éß\u00a0"
WHITESPACE_VARIANTS = ["\u001c", "\u0085", "\u00a0", "\ufeff", "\u200b", "\u3000", "\t", "\u2028", "\n"]
# Texts on the edges of the dialects' meanings of `\d`, `\w`, `\s`, `.`, `$` and `\b`.
PATTERN_EDGES = ["٣", "１", "5", "12", "é", "北", "_", "a_1", "a b", "a\u0085b", "a\ufeffb", "\u00a0", "\u001c", "a\nb",
                 "x\n", "x", "\n", "a\u2028b", "a\rb", "ab", "a😀b", "😀", "😀😀", "😁x", "🙏x", "cat", "cats", "a cat.",
                 "écat", "bat", "batch", "Aé\t/", "Aé/", "abab", "ababc", "cc", "abcabcab", "z", "a[]", "aacbc", "d-e",
                 "\u2000", "\u3000 ", "\u200b", "x\u2029", "A\u00e9\t/\n"]


def shifted(text, delta):
    """`text` with its last scalar moved by `delta` (skipping the surrogates)."""
    if not text:
        return text
    code = ord(text[-1]) + delta
    if 0xD800 <= code <= 0xDFFF:
        code = 0xE000 if delta > 0 else 0xD7FF
    if code < 0 or code > 0x10FFFF:
        return text
    return text[:-1] + chr(code)


def date_text(day):
    return f"{day.year:04d}-{day.month:02d}-{day.day:02d}"


class Values:
    """Mostly valid values for a row, leaning towards the edges of its rules and conditions."""

    def __init__(self, rng, literals):
        self.rng = rng
        self.literals = literals

    def near_literals(self, row):
        found = []
        for literal in self.literals.get(row.key, []) + self.literals.get(row.unit_key or "", []):
            if literal[0] == "contains":
                needle = literal[1]
                found += [needle, "x" + needle + "y", needle[:-1] if needle else "z"]
                # What the needle would match as a regex without its escapes: `x.y` → `xzy`.
                found += [re.sub(r"[.*+?()\[\]{}|^$\\]", "z", needle), re.sub(r"[.*+?()\[\]{}|^$\\]", "", needle)]
            elif literal[0] == "s":
                text = literal[1]
                found += [text, text + "a", text[:-1], shifted(text, 1), shifted(text, -1), text + "\uffff"]
            elif literal[0] == "n":
                found += [literal[1], literal[1] + 1, literal[1] - 1, literal[1] + 0.5, literal[1] - 0.5]
        return found

    def near_values(self, row, key):
        """Valid values of `key` (a row's or its unit's) on both sides of what conditions test."""
        if key == row.unit_key:
            return row.unit_options
        near = self.near_literals(row)
        values = [None, MISSING]
        if row.type == "integer":
            values += sorted({int(x) for x in near if isinstance(x, float)}
                             | {math.ceil(x) for x in near if isinstance(x, float)})
        elif row.type == "number":
            values += [x for x in near if isinstance(x, float)]
        elif row.type == "confirm":
            values += [True, False]
        elif row.type == "select":
            values += row.options
        elif row.type == "multiselect":
            wanted = [x for x in near if x in row.options]
            values += [[], list(row.options[:row.max_selected or len(row.options)])]
            values += [[x] for x in wanted] + [[x, y] for x in wanted for y in row.options if y != x][:6]
        elif row.type == "date":
            values += [x for x in near if isinstance(x, str) and re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", x)]
            values += [self.date(row, near) for _ in range(4)]
        else:
            values += [x for x in near if isinstance(x, str)]
        unique = []
        for value in values:
            if not any(value is other or (type(value) is type(other) and value == other) for other in unique):
                unique.append(value)
        # Enough to sit on both sides of every literal; more only slows the run down.
        return unique[:2] + self.rng.sample(unique[2:], min(len(unique) - 2, 14))

    def pick(self, row):
        rng = self.rng
        near = self.near_literals(row)
        kind = row.type
        if kind == "integer":
            low = row.min if row.min is not None else -50
            high = row.max if row.max is not None else 200
            candidates = [rng.randint(low, high), low, high] + [int(x) for x in near if isinstance(x, float) and x == int(x)]
            value = rng.choice(candidates)
            return Raw(f"{value}.0") if rng.random() < 0.05 else value
        if kind == "number":
            low = row.min if row.min is not None else -100.0
            high = row.max if row.max is not None else 1000.0
            candidates = [round(rng.uniform(low, high), 2), low, high, int(rng.uniform(low, high))]
            candidates += [x for x in near if isinstance(x, float)]
            return rng.choice(candidates)
        if kind == "confirm":
            return rng.random() < 0.5
        if kind == "select":
            return rng.choice(row.options + [x for x in near if isinstance(x, str) and x in row.options])
        if kind == "multiselect":
            low = row.min_selected or 0
            high = row.max_selected if row.max_selected is not None else len(row.options)
            chosen = rng.sample(row.options, rng.randint(low, high))
            wanted = [x for x in near if x in row.options]
            if wanted and rng.random() < 0.5 and rng.choice(wanted) not in chosen and len(chosen) < high:
                chosen.append(rng.choice(wanted))
            return chosen
        if kind == "date":
            return self.date(row, near)
        return self.text(row, near)

    def date(self, row, near):
        rng = self.rng
        low = datetime.date.fromisoformat(row.min) if row.min else datetime.date(2018, 1, 1)
        high = datetime.date.fromisoformat(row.max) if row.max else datetime.date(2032, 12, 31)
        candidates = [low, high, low + (high - low) * rng.random()]
        for text in (x for x in near if isinstance(x, str)):
            try:
                day = datetime.date.fromisoformat(text)
            except ValueError:
                continue
            candidates += [day, day + datetime.timedelta(days=1), day - datetime.timedelta(days=1)]
        return date_text(rng.choice(candidates))

    def text(self, row, near):
        rng = self.rng
        low = row.min_length or 0
        high = row.max_length if row.max_length is not None else max(low, 12)

        def random_text(alphabet):
            return "".join(rng.choice(alphabet) for _ in range(rng.randint(low, min(high, low + 10))))

        if row.type == "email":
            local = random_text("abcdefghij0123._+-") or "a"
            candidates = [local + "@" + rng.choice(["example.org", "x.io", "mail.example.com", "例え.テスト", "b"])]
            candidates += ["名前@例え.jp", "a@x.org", "n@xy"]
        elif row.type == "url":
            candidates = [rng.choice(["https://", "http://", "HTTPS://"]) + rng.choice(["example.org", "x.io", "例え.jp"])
                          + rng.choice(["", "/", "/a/b?x=1#f", "?q", "#top", "/北京"])]
        else:
            candidates = [
                random_text("abcdefghijklmnopqrstuvwxyz"),
                random_text("abcdefghijklmnopqrstuvwxyz0123456789-"),
                random_text("0123456789"),
                random_text(SAFE_TEXT),
                random_text("Ab c"),
                f"{rng.randint(0, 29):02d}:{rng.randint(0, 69):02d}",
                rng.choice("ABCDEFGH") + random_text("abcdefgh"),
                "",
            ]
        candidates += [x for x in near if isinstance(x, str)]
        if row.pattern is not None:
            candidates += PATTERN_EDGES
        fitting = [c for c in candidates if self.fits(row, c)]
        return rng.choice(fitting if fitting and rng.random() < 0.9 else candidates)

    @staticmethod
    def fits(row, text):
        if row.min_length is not None and len(text) < row.min_length:
            return False
        if row.max_length is not None and len(text) > row.max_length:
            return False
        return row.pattern is None or re.search(row.portable, text) is not None

    def broken(self, row):
        """A value that breaks the row's type or rules (or sits right on their edge)."""
        return self.rng.choice(self.edges(row) + GENERIC_EDGES)

    def edges(self, row):
        """Values on and past the edges of the row's type and rules."""
        kind = row.type
        if kind == "integer":
            low, high = row.min, row.max
            edges = [2 ** 63, -(2 ** 63) - 1, 2 ** 63 - 1, -(2 ** 63), Raw("17.0"), Raw("1.5"), Raw("1E400"),
                     Raw("-0"), Raw("3e0"), Raw("-2.0E1"), "5", 0.5]
            edges += [low - 1, low] if low is not None else []
            edges += [high + 1, high] if high is not None else []
            return edges
        if kind == "number":
            low, high = row.min, row.max
            edges = [Raw("1e400"), Raw("-1e400"), 10 ** 400, Raw("1E2"), Raw("-0.0"), Raw("1.7976931348623157e308"),
                     Raw("-1.7976931348623157e308"), Raw("5e-324"), "1", 3]
            edges += [low - 0.001, low, Raw(repr(float(low)))] if low is not None else []
            edges += [high + 0.001, high] if high is not None else []
            return edges
        if kind == "confirm":
            return ["true", 1, 0, "yes", True, False]
        if kind == "select":
            option = self.rng.choice(row.options)
            return ["nope", option.upper(), option + " ", " " + option, [option], option.lower()] + row.options
        if kind == "multiselect":
            option = self.rng.choice(row.options)
            short = [row.options[:row.min_selected - 1], row.options[:row.min_selected]] if row.min_selected else []
            long = [row.options[:row.max_selected], row.options[:row.max_selected + 1]] if row.max_selected else []
            return [[option, option], list(row.options), list(reversed(row.options)), [], ["nope"], [1], [None], option,
                    row.options + row.options[:1], [option.upper()]] + short + long
        if kind == "date":
            edges = ["2026-02-30", "2026-02-29", "2026-02-28", "2026-13-01", "2026-00-10", "2026-04-31", "2026-04-30",
                     "2026-12-31", "2026-12-32", "2026-06-31", "2026-07-31", "2026-09-31", "2026-11-31", "2026-01-00",
                     "2026-1-01", "２０２６-01-01", "2026/01/01", "20260101", "2026-01-01T00:00", "2026-01-01\n",
                     "+2026-01-01", "02026-01-01", "2026-01-01 "]
            edges += [f"{year:04d}-02-29" for year in (0, 4, 100, 400, 1896, 1900, 1904, 2000, 2023, 2024, 2100,
                                                        2400, 9600, 9900, 9996, 9999)]
            for bound, delta in ((row.min, -1), (row.max, 1)):
                if bound:
                    day = datetime.date.fromisoformat(bound)
                    edges += [bound, date_text(day + datetime.timedelta(days=delta)),
                              date_text(day - datetime.timedelta(days=delta))]
            return edges
        # Free text: lengths, patterns, and for email and url the shape (whitespace of every dialect).
        text = self.text(row, [])
        edges = [text + "x" * 20, text[:1], "", "Z9", "a" * (row.max_length or 3) + "b", "ab", "0000", "24:00", "23:59"]
        for length in (row.min_length, row.max_length):
            if length is not None:
                edges += ["k" * (length - 1), "k" * length, "北" * length, "😀" * (length + 1)]
        if kind == "email":
            edges += ["a" + w + "b@x.org" for w in WHITESPACE_VARIANTS]
            edges += ["a@x.org" + w for w in WHITESPACE_VARIANTS]
            edges += ["a@x..org", "@x.org", "a@", "a@b@c", "a@.org", "a@x.", "a.b@c.d.org", "A@B.ORG", "a@b"]
        if kind == "url":
            edges += ["https://x.org/a" + w + "b" for w in WHITESPACE_VARIANTS]
            edges += ["https://x" + w + ".org" for w in WHITESPACE_VARIANTS]
            edges += ["https://", "ftp://x.org", "http:/x.org", "hTTp://x.org", "https://x.org/", "https:///a",
                      "https://?", "https://x.org?a b"]
        edges += [text + "\n", "\n", "a\nb"]
        if row.pattern is not None:
            edges += PATTERN_EDGES
        return edges


GENERIC_EDGES = ["x", "", 17, 2.5, True, False, [], ["x"], {}, None, 0, Raw("1e2"), Raw("-0")]
SWEEP_GENERIC_EDGES = ["x", 17, True, [], None]


# MARK: - documents

def nest(flat):
    """Flat `a.b` keys into nested objects, in insertion order."""
    root = {}
    for key, value in flat.items():
        parts = key.split(".")
        node = root
        for part in parts[:-1]:
            node = node.setdefault(part, {})
            if not isinstance(node, dict):
                break
        else:
            node[parts[-1]] = value
    return root


class Generator:
    def __init__(self, rows, rng):
        self.rows = rows
        self.rng = rng
        literals = {}
        for row in rows:
            literals_of(row.when, literals)
            literals_of(row.section_when, literals)
        self.values = Values(rng, literals)
        self.by_key = {row.key: row for row in rows}
        for row in rows:
            if row.unit_key:
                self.by_key[row.unit_key] = row
        prefixes = set()
        for key in self.by_key:
            parts = key.split(".")
            prefixes.update(".".join(parts[:i]) for i in range(1, len(parts)))
        self.prefixes = sorted(prefixes)

    def walk(self, overrides=None):
        """A document as `fill` could write it, and which rows were shown."""
        rng, flat, answers, shown = self.rng, {}, {}, {}
        overrides = overrides or {}

        def lookup(key):
            return answers.get(key, ("null", None))

        for row in self.rows:
            visible = all(evaluate(c, lookup) for c in (row.section_when, row.when) if c is not None)
            shown[row.key] = visible
            if not visible:
                continue
            if row.key in overrides:
                value = overrides[row.key]
            elif not row.required and rng.random() < 0.25:
                value = rng.choice([None, MISSING])
            else:
                value = self.values.pick(row)
            if value is not MISSING:
                flat[row.key] = value
                answers[row.key] = ("i", int(float(value.text))) if isinstance(value, Raw) else tagged(row, value)
            if row.unit_key and value is not None and value is not MISSING:
                unit = overrides.get(row.unit_key) or rng.choice(row.unit_options)
                flat[row.unit_key] = unit
                answers[row.unit_key] = ("s", unit)
        return flat, shown

    def mutate(self, flat, shown):
        """One way of breaking (or, sometimes, not breaking) a valid document."""
        rng = self.rng
        rows = self.rows
        shown_rows = [r for r in rows if shown.get(r.key)] or rows
        hidden_rows = [r for r in rows if not shown.get(r.key)]
        kind = rng.choice(["broken", "broken", "broken", "resample", "resample", "drop", "null", "hidden",
                           "unknown", "dotted", "unit", "nesting", "root"])
        flat = dict(flat)
        if kind == "broken":
            row = rng.choice(shown_rows)
            flat[row.key] = self.values.broken(row)
        elif kind == "resample":
            # A new valid value, keeping whatever the old one made visible: conditions decide.
            row = rng.choice(shown_rows)
            flat[row.key] = self.values.pick(row)
        elif kind == "drop" and flat:
            del flat[rng.choice(list(flat))]
        elif kind == "null" and flat:
            flat[rng.choice(list(flat))] = None
        elif kind == "hidden" and hidden_rows:
            row = rng.choice(hidden_rows)
            flat[row.key] = rng.choice([None, self.values.pick(row)])
            if row.unit_key and rng.random() < 0.3:
                flat[row.unit_key] = rng.choice(row.unit_options)
        elif kind == "unknown":
            place = rng.choice([""] + [p + "." for p in self.prefixes])
            name = rng.choice(["extra", "Name", "x-y", "", "age2"])
            flat[place + name] = rng.choice(["x", None, 1])
        elif kind == "dotted" and any("." in key for key in flat):
            key = rng.choice([key for key in flat if "." in key])
            document = nest({k: v for k, v in flat.items() if k != key or rng.random() < 0.5})
            document[key] = flat[key]
            return document
        elif kind == "unit":
            units = [r for r in rows if r.unit_key]
            if units:
                row = rng.choice(units)
                choice = rng.random()
                if choice < 0.3:
                    flat[row.key] = rng.choice([None, MISSING])
                    flat[row.unit_key] = rng.choice(row.unit_options)
                elif choice < 0.5:
                    flat.pop(row.unit_key, None)
                else:
                    flat[row.unit_key] = rng.choice([None, "nope", 1, row.unit_options[0].upper(), rng.choice(row.unit_options)])
                flat = {k: v for k, v in flat.items() if v is not MISSING}
        elif kind == "nesting" and self.prefixes:
            prefix = rng.choice(self.prefixes)
            document = nest({k: v for k, v in flat.items() if not k.startswith(prefix + ".")})
            node = document
            parts = prefix.split(".")
            for part in parts[:-1]:
                node = node.setdefault(part, {})
                if not isinstance(node, dict):
                    return document
            node[parts[-1]] = rng.choice([None, "x", [], {}, 1])
            return document
        elif kind == "root":
            return rng.choice([[], "x", None, 1, [nest(flat)]])
        return nest(flat)

    def sweep(self):
        """Every edge value of every row (and unit), each in a fresh valid document."""
        documents = []
        for row in self.rows:
            for _ in range(10):
                flat, shown = self.walk()
                if shown[row.key]:
                    break
            for value in self.values.edges(row) + SWEEP_GENERIC_EDGES:
                changed = dict(flat)
                changed[row.key] = value
                documents.append(nest(changed))
            if row.unit_key:
                for value in row.unit_options + [None, "nope", 1, row.unit_options[0].upper(), MISSING]:
                    changed = dict(flat)
                    changed[row.unit_key] = value
                    if value is MISSING:
                        del changed[row.unit_key]
                    documents.append(nest(changed))
        return documents

    def driver_sweep(self):
        """For each key a condition reads and each value near its literals: a valid document,
        and the same with each row that depends on the key made present or absent."""
        dependents = {}
        for row in self.rows:
            for condition in (row.section_when, row.when):
                for key in keys_of(condition):
                    dependents.setdefault(key, [])
                    if row not in dependents[key]:
                        dependents[key].append(row)
        documents = []
        for key, rows in dependents.items():
            owner = self.by_key[key]
            for value in self.values.near_values(owner, key):
                flat, shown = self.walk(overrides={key: value})
                documents.append(nest(flat))
                for row in rows:
                    changed = dict(flat)
                    if row.key in changed:
                        del changed[row.key]
                        changed.pop(row.unit_key, None)
                    else:
                        changed[row.key] = self.values.pick(row)
                    documents.append(nest(changed))
        return documents

    def documents(self, count):
        seen, documents = set(), []
        for document in self.sweep() + self.driver_sweep():
            text = dumps(document)
            if text not in seen:
                seen.add(text)
                documents.append(text)
        count += len(documents)
        attempts = 0
        while len(documents) < count and attempts < count * 20:
            attempts += 1
            flat, shown = self.walk()
            if self.rng.random() < 0.35:
                document = nest(flat)
            else:
                document = self.mutate(flat, shown)
                if self.rng.random() < 0.2:
                    document = self.mutate(flatten(document), shown) if isinstance(document, dict) else document
            text = dumps(document)
            if text not in seen:
                seen.add(text)
                documents.append(text)
        return documents


def flatten(document, prefix=""):
    flat = {}
    for key, value in document.items():
        if isinstance(value, dict) and value and "." not in key:
            flat.update(flatten(value, prefix + key + "."))
        else:
            flat[prefix + key] = value
    return flat


# MARK: - running

def run_validate(binary, form, text, directory, index):
    path = os.path.join(directory, f"{index}.json")
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
    result = subprocess.run([binary, "validate", str(form), path], capture_output=True, text=True)
    return result.returncode, result.stderr


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("ASKFORM_BIN", str(ROOT / ".build/debug/askform"))
    forms = sorted((ROOT / "Forms").iterdir()) + sorted((ROOT / "Tests/Fixtures/schema").glob("*.json"))
    rng = random.Random(SEED)
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix="askform-schema-") as directory, \
            concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        for form in forms:
            name = form.relative_to(ROOT)
            schema_run = subprocess.run([binary, "schema", str(form)], capture_output=True, text=True)
            if schema_run.returncode != 0:
                if form.parent.name == "Forms" and "not built yet" in schema_run.stderr:
                    print(f"{name}: skipped, askform cannot load it yet: {schema_run.stderr.strip()}", file=sys.stderr)
                    continue
                print(f"{name}: askform schema failed ({schema_run.returncode}):\n{schema_run.stderr}")
                return 1
            schema = json.loads(schema_run.stdout)
            Draft202012Validator.check_schema(schema)
            validator = Draft202012Validator(schema)
            # Checks and computed rows are beyond JSON Schema: their schema is the closest one
            # (validate is the judge), so exact agreement is not asked of it; the check
            # agreement test covers them.
            if "x-askform-checks" in schema or "x-askform-computed" in schema:
                print(f"{name}: skipped, it has checks or computed rows", file=sys.stderr)
                continue
            data = plistlib.loads(form.read_bytes()) if form.suffix == ".plist" else json.loads(form.read_text())
            if has_groups(data["sections"]):
                documents = GroupGenerator(data["sections"], rng).documents(DOCUMENTS_PER_FORM)
            else:
                rows = load_form(form)
                attach_portable_patterns(rows, schema)
                documents = Generator(rows, rng).documents(DOCUMENTS_PER_FORM)
            verdicts = pool.map(lambda item: run_validate(binary, form, item[1], directory, item[0]),
                                enumerate(documents))
            accepted = 0
            for text, (code, stderr) in zip(documents, verdicts):
                if code not in (0, 65):
                    print(f"{name}: askform validate exited {code} on {text}\n{stderr}")
                    return 1
                schema_ok = validator.is_valid(json.loads(text))
                if schema_ok != (code == 0):
                    failed += 1
                    print(f"{name}: disagreement on\n  {text}\n"
                          f"  askform validate: {'accepts' if code == 0 else 'refuses'}\n{stderr}"
                          f"  schema: {'accepts' if schema_ok else 'refuses'}")
                    if not schema_ok:
                        error = next(iter(validator.iter_errors(json.loads(text))))
                        print(f"  first schema error: {error.message} at {list(error.absolute_path)}")
                    print(f"schema agreement: {passed} passed, {failed} failed")
                    return 1
                passed += 1
                accepted += code == 0
            print(f"{name}: {len(documents)} documents, {accepted} valid, {len(documents) - accepted} invalid")
    print(f"schema agreement: {passed} passed, {failed} failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
