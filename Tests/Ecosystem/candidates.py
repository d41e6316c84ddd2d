#!/usr/bin/env python3
"""The fixed procedure that picks the sites of the judged set (see LABELING.md).

usage: candidates.py [--only NAME]… [--per-rule N] [--findings-per-rule M] [--objc | --with-objc] OUT_DIR

For each app of repos.txt that is not one of the five labeled repositories, writes
OUT_DIR/<owner+name>.jsonl: one object per site to judge, {repo, commit, path, line,
rule, source, text}. Sites come from two places, in this order:

1. `grep`: every line matching the rule's candidate pattern below (the candidate-search
   patterns of ../shared/realworld/README.md), in path and line order, outside test
   folders and previews; where a rule has more than N (default 15) in one app, every
   k-th with k = ceil(count / N), starting with the first.
2. `finding`: a11ylint's findings in the committed snapshot that are not within one
   line of a grep site of the same rule, sampled the same way (M per rule, default 8).

Nothing here says what a11ylint reports on a grep site: judge those first.
"""
import argparse
import json
import math
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ecosystem  # noqa: E402

LABELED = {"CodeEditApp/CodeEdit", "Dimillian/IceCubesApp", "home-assistant/iOS",
           "pointfreeco/isowords", "Ranchero-Software/NetNewsWire"}

SWIFT = (".swift",)
IB = (".storyboard", ".xib")
OBJC = (".m", ".mm")

# rule -> list of (file endings, line pattern, optional window check)
PATTERNS = {
    "tap-gesture-as-button": [
        (SWIFT, re.compile(r"UITapGestureRecognizer\(|\.onTapGesture|\bTapGesture\(")),
        (OBJC, re.compile(r"UITapGestureRecognizer +alloc")),
    ],
    "bar-button-item-missing-label": [
        (SWIFT, re.compile(r"UIBarButtonItem\((image:|customView:)|\.init\(image:")),
        (IB, re.compile(r"<barButtonItem[^>]*\bimage=")),
        (OBJC, re.compile(r"UIBarButtonItem +alloc\] +initWith(Image|CustomView):")),
    ],
    "button-style-ignores-button-shapes": [
        (SWIFT, re.compile(r"PrimitiveButtonStyle|:\s*ButtonStyle\b|ButtonStyle *(\{|,)")),
    ],
    "link-not-underlined": [
        (OBJC, re.compile(r"linkTextAttributes|NSLinkAttributeName")),
        (SWIFT, re.compile(r"\]\((https?|mailto):|\.link\b|AttributedString\(markdown|"
                           r"Text\(.*(markdown|attributed|AttributedString)|linkTextAttributes")),
    ],
    "hidden-by-clear-tint": [
        (SWIFT, re.compile(r"tintColor *= *(\.clear|UIColor\.clear|NSColor\.clear)|\.tint\(\.?clear\)|"
                           r"foreground(Color|Style)\((Color\.)?\.?clear\)|setTitleColor\((\.clear|UIColor\.clear)")),
        (IB, re.compile(r'<color key="tintColor"[^>]*(white="0"|alpha="0")')),
        (OBJC, re.compile(r"[tT]intColor *= *\[UIColor clearColor\]|setTitleColor: *\[UIColor clearColor\]")),
    ],
    "image-missing-label": [
        (SWIFT, re.compile(r"\bImage\((uiImage:|nsImage:|\"|[a-zA-Z_.]+\)|[a-zA-Z_.]+, *bundle)")),
        (OBJC, re.compile(r"isAccessibilityElement *= *YES")),
    ],
    "icon-button-missing-label": [
        (SWIFT, re.compile(r"\.setImage\(")),
        (SWIFT, re.compile(r"\bButton\s*(\(|\{)"), "image-only-window"),
        (IB, re.compile(r"<button\b[^>]*\bimage=")),
        (OBJC, re.compile(r"\bsetImage: *\[UIImage")),
    ],
}

# --objc: only the Objective-C files (the judged sample of issue 12).
OBJC_ONLY = "--objc" in sys.argv
# --with-objc: Swift, IB and Objective-C files together (rounds from the fifth on).
WITH_OBJC = "--with-objc" in sys.argv
TEST_PART = re.compile(r"(^|/)(Tests?|[^/]*Tests|[^/]*UITests|Previews?)(/|$)")


def image_only_window(lines, index):
    """A Button whose next lines (to a blank line or 8 lines) show an Image and no Text or label."""
    window = "\n".join(lines[index:index + 8])
    if "Image(" not in window:
        return False
    return not re.search(r"\bText\(|\bLabel\(|accessibilityLabel|Button\(\s*\"|Button\(\s*[a-zA-Z_.]+\s*,\s*action", window)


def grep_sites(app):
    root = ecosystem.app_dir(app)
    found = {rule: [] for rule in PATTERNS}
    files = []
    for folder, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in ("Pods", "Carthage", "build"))
        for name in sorted(names):
            files.append(os.path.relpath(os.path.join(folder, name), root))
    for rel in sorted(files):
        if TEST_PART.search(rel):
            continue
        if not rel.endswith(OBJC if OBJC_ONLY else SWIFT + IB + OBJC if WITH_OBJC else SWIFT + IB):
            continue
        try:
            with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as f:
                lines = f.read().split("\n")
        except OSError:
            continue
        for rule, patterns in PATTERNS.items():
            for pattern in patterns:
                endings, regex = pattern[0], pattern[1]
                if not rel.endswith(endings):
                    continue
                for i, text in enumerate(lines):
                    stripped = text.strip()
                    if stripped.startswith("//") or not regex.search(text):
                        continue
                    if len(pattern) > 2 and not image_only_window(lines, i):
                        continue
                    found[rule].append((rel, i + 1, stripped[:200]))
    for rule in found:
        found[rule] = sorted(set(found[rule]))
    return found


def every_kth(items, cap):
    if len(items) <= cap:
        return items
    k = math.ceil(len(items) / cap)
    return items[::k]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--only", action="append", default=[])
    ap.add_argument("--per-rule", type=int, default=15)
    ap.add_argument("--findings-per-rule", type=int, default=8)
    ap.add_argument("--objc", action="store_true", help="only .m/.mm sites (grep and findings)")
    ap.add_argument("--with-objc", action="store_true", help="grep .m/.mm files too, beside Swift and IB")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    total = 0
    for app in ecosystem.read_apps(a.only):
        if app.name in LABELED and not a.objc:
            continue
        sites = []
        grep = grep_sites(app)
        for rule in sorted(grep):
            for rel, line, text in every_kth(grep[rule], a.per_rule):
                sites.append({"repo": app.key, "commit": app.commit, "path": rel, "line": line,
                              "rule": rule, "source": "grep", "text": text})
        near = {(rule, rel, line + d) for rule in grep for rel, line, _ in grep[rule] for d in (-1, 0, 1)}
        snapshot = ecosystem.read_snapshot(app) or []
        by_rule = {}
        for f in snapshot:
            if a.objc and not f["path"].endswith(OBJC):
                continue
            if (f["rule"], f["path"], f["line"]) not in near:
                by_rule.setdefault(f["rule"], []).append(f)
        for rule in sorted(by_rule):
            unique = sorted({(f["path"], f["line"]) for f in by_rule[rule]})
            for rel, line in every_kth(unique, a.findings_per_rule):
                text = ecosystem.source_line(app, rel, line)
                sites.append({"repo": app.key, "commit": app.commit, "path": rel, "line": line,
                              "rule": rule, "source": "finding", "text": text})
        with open(os.path.join(a.out, app.key + ".jsonl"), "w") as f:
            for s in sites:
                f.write(json.dumps(s, ensure_ascii=False) + "\n")
        total += len(sites)
        print(f"{app.name}: {len(sites)} sites ({sum(1 for s in sites if s['source'] == 'grep')} by grep)")
    print(f"total: {total}")


if __name__ == "__main__":
    main()
