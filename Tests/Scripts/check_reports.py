"""Cross-check the golden reporter outputs in Fixtures/Reporters/ with real consumers.

Run by `make test` with the packages of requirements.txt. Every format is read
back with its consumer's parser or schema (see report_parsers.py) and compared,
finding by finding, with expected.json, so a golden file that was regenerated
with a wrong escape, column unit or count fails here even though the Swift
golden test (which only compares bytes) passes.
"""

from __future__ import annotations

import pathlib
import re
import sys
import urllib.parse

sys.dont_write_bytecode = True  # keep Tests/Scripts free of __pycache__
import report_parsers as parsers  # noqa: E402

FIXTURES = pathlib.Path(__file__).resolve().parents[2] / "Fixtures" / "Reporters"
WORKING_DIRECTORY = "/work/project"


def read(name: str) -> str:
    return (FIXTURES / name).read_bytes().decode("utf-8")


def main() -> int:
    findings = parsers.parse_json(read("expected.json"))
    check = parsers.check
    check(len(findings) > 0, "the fixture has findings")
    check({f["severity"] for f in findings} == parsers.SEVERITIES, "every severity is covered")
    check(any(f["column"] != f["utf16Column"] for f in findings), "a finding where UTF-8 and UTF-16 columns differ")

    # SARIF: schema-valid, and every result matches its finding.
    results = parsers.parse_sarif(read("expected.sarif.json"))
    check(len(results) == len(findings), "SARIF result count")
    for finding, result in zip(findings, results):
        where = f"SARIF {finding['path']}:{finding['line']}"
        check(result["rule"] == finding["rule"], where + " rule")
        check(result["level"] == parsers.SARIF_LEVELS[finding["severity"]], where + " level")
        check(result["message"] == finding["message"], where + " message")
        check(urllib.parse.unquote(result["uri"]) == finding["path"], where + " uri round trip")
        check(result["uri"] == urllib.parse.quote(finding["path"], safe="/"), where + " uri encoding")
        check(result["line"] == finding["line"] and result["endLine"] == finding["endLine"], where + " lines")
        check(result["utf16Column"] == finding["utf16Column"], where + " UTF-16 column")

    # GitHub: commands unescape to exactly the findings.
    commands = parsers.parse_github(read("expected.github.txt"))
    check(len(commands) == len(findings), "GitHub command count")
    for finding, command in zip(findings, commands):
        where = f"GitHub {finding['path']}:{finding['line']}"
        check(command["command"] == parsers.GITHUB_COMMANDS[finding["severity"]], where + " command")
        check(command["file"] == finding["path"], where + " file")
        check(int(command["line"]) == finding["line"], where + " line")
        check(int(command["endLine"]) == finding["endLine"], where + " endLine")
        if finding["line"] == finding["endLine"]:
            check(int(command["col"]) == finding["utf16Column"], where + " col is UTF-16")
        else:
            check("col" not in command and "endColumn" not in command, where + " no columns across lines")
        check(command["title"] == f"a11ylint ({finding['rule']})", where + " title")
        check(command["message"] == finding["message"], where + " message")

    # Checkstyle: expat parses it and the attributes round-trip.
    errors = parsers.parse_checkstyle(read("expected.checkstyle.xml"))
    by_path = sorted(findings, key=lambda f: f["path"])  # stable: keeps report order within a file
    check(len(errors) == len(by_path), "Checkstyle error count")
    for finding, error in zip(by_path, errors):
        where = f"Checkstyle {finding['path']}:{finding['line']}"
        check(error["path"] == finding["path"], where + " file name")
        check((error["line"], error["column"]) == (finding["line"], finding["column"]), where + " UTF-8 position")
        check(error["severity"] == finding["severity"], where + " severity")
        check(error["message"] == finding["message"], where + " message")
        check(error["source"] == "a11ylint.rules." + finding["rule"], where + " source")

    # JUnit: valid against the XSD, one failing case per finding.
    cases = parsers.parse_junit(read("expected.junit.xml"))
    check(len(cases) == len(by_path), "JUnit case count")
    for finding, case in zip(by_path, cases):
        where = f"JUnit {finding['path']}:{finding['line']}"
        check(case["path"] == finding["path"], where + " classname")
        check(case["name"] == f"{finding['rule']} at {finding['line']}:{finding['column']}", where + " name")
        check(case["message"] == finding["message"], where + " message")
        check(case["type"] == finding["severity"], where + " type")
        check(finding["message"] in case["details"], where + " details")

    # GitLab: shape, severities, and the same fingerprints as SARIF.
    issues = parsers.parse_gitlab(read("expected.gitlab.json"))
    check(len(issues) == len(findings), "GitLab issue count")
    for finding, issue, result in zip(findings, issues, results):
        where = f"GitLab {finding['path']}:{finding['line']}"
        check(issue["check_name"] == finding["rule"], where + " check_name")
        check(issue["description"] == finding["message"], where + " description")
        check(issue["severity"] == parsers.GITLAB_SEVERITIES[finding["severity"]], where + " severity")
        check(issue["location"]["path"] == finding["path"], where + " path")
        check(issue["location"]["lines"] == {"begin": finding["line"], "end": finding["endLine"]}, where + " lines")
        check(issue["fingerprint"] == result["fingerprint"], where + " fingerprint matches SARIF")

    # Xcode: compiler-style lines carry the UTF-8 columns.
    pattern = re.compile(r"(.+):(\d+):(\d+): (error|warning|note): (.*)")
    lines = read("expected.xcode.txt").split("\n")[:-1]
    # Notes (`path:line:col: note: message`) carry no `[rule-id]` suffix.
    diagnostics = [line for line in lines if re.search(r" \[[a-z0-9-]+\]$", line)]
    check(len(diagnostics) == len(findings), "Xcode line count")
    for finding, line in zip(findings, diagnostics):
        match = pattern.fullmatch(line)
        check(match is not None, f"Xcode line {line!r}")
        check(match.group(1) == finding["path"], "Xcode path")
        check((int(match.group(2)), int(match.group(3))) == (finding["line"], finding["column"]), "Xcode position")
        check(match.group(5) == f"{finding['message']} [{finding['rule']}]", "Xcode message")

    print(f"check_reports: {len(findings)} findings agree across json, sarif, github, checkstyle, junit, gitlab, xcode")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except parsers.ReportError as error:
        sys.exit(f"check_reports: {error}")
