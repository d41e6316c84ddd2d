"""Parses YAML documents with PyYAML for the Swift reader's cross-check.

Reads a JSON list of document texts on stdin and writes a JSON list with one
result per document: {"value": TAGGED} or {"error": MESSAGE}. TAGGED keeps the
YAML types apart, which plain JSON would blur (1 vs 1.0 vs true, key order):
{"null": null}, {"bool": b}, {"int": "12"}, {"float": "1.5"}, {"str": s},
{"seq": [TAGGED...]}, {"map": [[TAGGED key, TAGGED value]...]}, and
{"other": repr} for anything else (dates), which the generator must not produce.
Used by Tests/A11yLintCoreTests/Configuration/YAMLPyYAMLCrossCheckTests.swift.
"""
import json
import sys

import yaml


def tag(value):
    """The tagged form of a value yaml.safe_load returned."""
    if value is None:
        return {"null": None}
    if isinstance(value, bool):
        return {"bool": value}
    if isinstance(value, int):
        return {"int": str(value)}
    if isinstance(value, float):
        return {"float": repr(value)}
    if isinstance(value, str):
        return {"str": value}
    if isinstance(value, list):
        return {"seq": [tag(item) for item in value]}
    if isinstance(value, dict):
        return {"map": [[tag(key), tag(item)] for key, item in value.items()]}
    return {"other": repr(value)}


def main():
    documents = json.loads(sys.stdin.buffer.read().decode("utf-8"))
    results = []
    for text in documents:
        try:
            results.append({"value": tag(yaml.safe_load(text))})
        except yaml.YAMLError as error:
            results.append({"error": str(error)})
    sys.stdout.write(json.dumps(results, ensure_ascii=True))


if __name__ == "__main__":
    main()
