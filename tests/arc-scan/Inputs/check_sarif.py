#!/usr/bin/env python3
"""Checks a SARIF log against the fields that SARIF 2.1.0's schema requires (and that code
scanning services read): version, runs[].tool.driver.name, and for every result
message.text and locations[].physicalLocation with artifactLocation.uri and region.startLine.
Also that every result's ruleId names a rule of the driver and its level is a SARIF level.

Usage: check_sarif.py FILE EXPECTED_RESULTS. Prints one line per result; exit 1 on a defect."""
import json
import sys
from urllib.parse import urlparse

LEVELS = {"none", "note", "warning", "error"}


def fail(message):
    sys.stderr.write("check_sarif.py: " + message + "\n")
    sys.exit(1)


def require(condition, message):
    if not condition:
        fail(message)


def check_location(where, location):
    physical = location.get("physicalLocation")
    require(isinstance(physical, dict), f"{where}: no physicalLocation")
    uri = physical.get("artifactLocation", {}).get("uri")
    require(isinstance(uri, str) and uri, f"{where}: no artifactLocation.uri")
    require(urlparse(uri).scheme == "file", f"{where}: uri {uri!r} is not a file: URI")
    line = physical.get("region", {}).get("startLine")
    require(isinstance(line, int) and line >= 1, f"{where}: region.startLine {line!r}")
    return uri, line


def main():
    log = json.load(open(sys.argv[1]))
    expected = int(sys.argv[2])
    require(log.get("version") == "2.1.0", "version is not 2.1.0")
    runs = log.get("runs")
    require(isinstance(runs, list) and runs, "no runs")
    count = 0
    for r, run in enumerate(runs):
        driver = run.get("tool", {}).get("driver", {})
        require(isinstance(driver.get("name"), str) and driver["name"], f"runs[{r}]: no driver name")
        rules = {rule["id"] for rule in driver.get("rules", [])}
        for i, result in enumerate(run.get("results", [])):
            where = f"runs[{r}].results[{i}]"
            text = result.get("message", {}).get("text")
            require(isinstance(text, str) and text, f"{where}: no message.text")
            require(result.get("ruleId") in rules, f"{where}: ruleId not among the driver's rules")
            require(result.get("level", "warning") in LEVELS, f"{where}: bad level")
            locations = result.get("locations")
            require(isinstance(locations, list) and locations, f"{where}: no locations")
            for k, location in enumerate(locations):
                uri, line = check_location(f"{where}.locations[{k}]", location)
                print(f"result: {uri.rsplit('/', 1)[-1]}:{line}: {text[:60]}")
            for k, location in enumerate(result.get("relatedLocations", [])):
                check_location(f"{where}.relatedLocations[{k}]", location)
            count += 1
    require(count == expected, f"{count} results, expected {expected}")
    print(f"valid SARIF 2.1.0: {count} results")


if __name__ == "__main__":
    main()
