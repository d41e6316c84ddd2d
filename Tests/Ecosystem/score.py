#!/usr/bin/env python3
"""Precision and recall of a11ylint on a judged set, for every rule it names.

usage: score.py A11YLINT CORPUS_DIR LABELS.jsonl [--tolerance N] [--misses] [--rule ID]…

Runs `A11YLINT --reporter json --exit-zero .` in CORPUS_DIR/<repo> for each repo the labels
name, then matches findings to sites: same path, line within ±N (default 1), and a rule that
counts for the site's rule. As in ../shared/realworld/score.py, the two control rules count for
each other (a toolbar button is left to the bar-button rule), and an image-missing-label site
also counts as reported by a control finding whose note points at it (one problem, one
finding). Debatable sites are left out. Opt-in rules that sites name are scored from a second run that
selects them. --misses lists every false positive and negative.
"""
import argparse
import collections
import json
import os
import subprocess
import sys

CONTROLS = {"bar-button-item-missing-label", "icon-button-missing-label"}


def accepted(rule):
    if rule in CONTROLS:
        return CONTROLS
    if rule == "image-missing-label":
        return {rule} | {c + "@note" for c in CONTROLS}
    return {rule}


def opt_in_rules(binary):
    """The ids of the opt-in rules, which a default run leaves out."""
    run = subprocess.run([binary, "rules", "--format", "json"], capture_output=True, text=True, timeout=60)
    if run.returncode != 0:
        sys.exit(f"error: a11ylint rules exited {run.returncode}: {run.stderr[:400]}")
    return sorted(r["id"] for r in json.loads(run.stdout)["rules"] if r.get("optIn"))


def opt_in_findings(binary, folder, opted):
    """The findings of the opt-in rules `opted` (a run that selects only them), or none."""
    return [f for f in findings_of(binary, folder, opted) if f[0].split("@")[0] in opted] if opted else []


def findings_of(binary, folder, select=None):
    command = [binary, "--reporter", "json", "--exit-zero", "."] + (["--select", ",".join(select)] if select else [])
    run = subprocess.run(command, cwd=folder,
                         capture_output=True, text=True, timeout=900)
    if run.returncode != 0:
        sys.exit(f"error: a11ylint exited {run.returncode} in {folder}: {run.stderr[:400]}")
    out = []
    for f in json.loads(run.stdout)["findings"]:
        path = os.path.normpath(f["path"])
        out.append((f["rule"], path, f["line"]))
        for note in f.get("notes") or []:
            out.append((f["rule"] + "@note", os.path.normpath(note.get("path") or f["path"]), note["line"]))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("corpus")
    ap.add_argument("labels")
    ap.add_argument("--tolerance", type=int, default=1)
    ap.add_argument("--misses", action="store_true")
    ap.add_argument("--rule", action="append", default=[])
    a = ap.parse_args()
    a.binary = os.path.abspath(a.binary)  # each app is linted from its own folder
    labels = [json.loads(line) for line in open(a.labels) if line.strip()]
    if a.rule:
        labels = [l for l in labels if l["rule"] in a.rule]
    # Opt-in rules are scored by a second run that selects the ones this app's sites name.
    optional = set(opt_in_rules(a.binary))
    by_repo = collections.defaultdict(list)
    for repo in sorted({l["repo"] for l in labels}):
        opted = sorted({l["rule"] for l in labels if l["repo"] == repo and l["rule"] in optional})
        folder = os.path.join(a.corpus, repo)
        if not os.path.isdir(folder):
            sys.exit(f"error: {folder} is missing (make ecosystem-prepare)")
        for rule, path, line in findings_of(a.binary, folder) + opt_in_findings(a.binary, folder, opted):
            by_repo[(repo, path)].append((rule, line))
    stats = collections.defaultdict(collections.Counter)
    # Violation lines per file, with the rules whose findings each accepts: a finding on such a line
    # is that site's, not also a false positive at an ok site within the tolerance (`.normal` line 59
    # found, the `.highlighted` line 60 judged ok).
    violations = collections.defaultdict(set)
    for l in labels:
        if l["verdict"] == "violation":
            violations[(l["repo"], os.path.normpath(l["path"]), l["line"])] |= accepted(l["rule"])
    misses = []
    for l in labels:
        if l["verdict"] == "debatable":
            continue
        ok = accepted(l["rule"])
        hit = any(rule in ok and abs(line - l["line"]) <= a.tolerance
                  and (line == l["line"] or l["verdict"] == "violation"
                       or rule not in violations[(l["repo"], os.path.normpath(l["path"]), line)])
                  for rule, line in by_repo[(l["repo"], os.path.normpath(l["path"]))])
        if l["verdict"] == "violation":
            stats[l["rule"]]["tp" if hit else "fn"] += 1
            if not hit:
                misses.append(("FN", l))
        else:
            stats[l["rule"]]["fp" if hit else "tn"] += 1
            if hit:
                misses.append(("FP", l))
    total = collections.Counter()
    print(f"{'rule':38} {'tp':>4} {'fp':>4} {'fn':>4} {'tn':>4} {'prec':>6} {'recall':>6}")
    for rule in sorted(stats):
        s = stats[rule]
        total.update(s)
        prec = s["tp"] / (s["tp"] + s["fp"]) if s["tp"] + s["fp"] else float("nan")
        rec = s["tp"] / (s["tp"] + s["fn"]) if s["tp"] + s["fn"] else float("nan")
        print(f"{rule:38} {s['tp']:4} {s['fp']:4} {s['fn']:4} {s['tn']:4} {prec:6.2f} {rec:6.2f}")
    prec = total["tp"] / (total["tp"] + total["fp"]) if total["tp"] + total["fp"] else 0.0
    rec = total["tp"] / (total["tp"] + total["fn"]) if total["tp"] + total["fn"] else 0.0
    print(f"precision={prec:.3f} recall={rec:.3f} tp={total['tp']} fp={total['fp']} fn={total['fn']} tn={total['tn']}")
    if a.misses:
        for kind, l in misses:
            print(f"{kind} {l['rule']} {l['repo']}/{l['path']}:{l['line']}: {l['reason']}")


if __name__ == "__main__":
    main()
